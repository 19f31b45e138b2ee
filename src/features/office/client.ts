/** What a browser bundle may import of the office feature: its texts and rules (components: ui/, each by its path). */
export { exportFileName, registerFileName } from './rules/csv'
export { COVERAGE_FIRST_YEAR, coverageQuery, type DistrictRow, type MonthRow, percentPaid } from './rules/district-coverage'
export { IMPORT_LIMITS, IMPORT_MESSAGES, ImportCommitInput } from './rules/member-import'
export {
  MEMBER_ROLES,
  queryOf,
  ReasonInput,
  REGISTER_LIMITS,
  REGISTER_MESSAGES,
  REGISTER_SORTS,
  RegisterQuery,
  type RegisterSort,
  RoleInput,
} from './rules/register'
export { isWorkflowStatus, StatusChangeInput, type WorkflowStatus } from './rules/workflow'
export { ADMIN_TEXT } from './texts/admin'
export { DISTRICTS_TEXT, OFFICE_NAV_TEXT } from './texts/admin-districts'
export { IMPORT_TEXT } from './texts/admin-import'
export { REGISTER_TEXT } from './texts/register'
