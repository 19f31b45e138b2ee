/** The payments feature's model for payload.config.ts: collections, globals, jobs (no operations, so the config imports no request code). */
export { Payments } from './collections/payments'
export { WebhookEvents } from './collections/webhook-events'
export { reconcileTask } from './jobs/reconcile'
