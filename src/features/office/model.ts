/** The office feature's model for payload.config.ts: collections, globals, jobs (no operations, so the config imports no request code). */
export { MemberEvents } from './collections/member-events'
export { MemberImports } from './collections/member-imports'
export { workflowStatusField } from './collections/workflow-status'
export { importMembersTask } from './jobs/import-members'
