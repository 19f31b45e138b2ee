/** The renewals feature's model for payload.config.ts: collections, globals, jobs (no operations, so the config imports no request code). */
export { RenewalOptOuts, RenewalReminders } from './collections/renewals'
export { renewalRemindersTask } from './jobs/renewal-reminders'
export { RenewalSettings } from './settings/global'
