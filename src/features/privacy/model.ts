/** The privacy feature's model for payload.config.ts: collections, globals, jobs and the hooks they attach (no operations that reach the Payload client, so the config imports no request code). */
export { AccessLog } from './collections/access-log'
export { Consents, NoticeVersions } from './collections/consents'
export { DataRequests } from './collections/data-requests'
export { UserExports } from './collections/user-exports'
export { appendNoticeVersion, DEFER_NOTICE_VERSION } from './hooks/notice-version'
export { dataRequestRemindersTask } from './jobs/data-request-reminders'
export { retentionSweepTask } from './jobs/retention-sweep'
export { RetentionSettings } from './settings/global'
