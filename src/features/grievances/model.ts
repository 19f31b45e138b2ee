/** The grievances feature's model for payload.config.ts: collections, global and job (no operations, so the config imports no request code). */
export { GrievanceCategories, GrievanceEvents } from './collections/desk'
export { Grievances } from './collections/grievances'
export { grievanceDeadlinesTask } from './jobs/deadlines'
export { GrievanceSettings } from './settings/global'
