/** The office feature's validation rules (zod) and what sits beside them: for route handlers, other features, and forms that validate as you type. client.ts stays free of zod. */
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
