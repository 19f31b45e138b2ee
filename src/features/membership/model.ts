/** The membership feature's model for payload.config.ts: collections, globals, jobs (no operations, so the config imports no request code). */
export { Memberships } from './collections/memberships'
