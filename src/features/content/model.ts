/** The content feature's model for payload.config.ts: collections, globals, jobs (no operations, so the config imports no request code). */
export { News, Photos, Videos } from './collections/content'
export { globals } from './collections/globals'
