/** The office feature's server door: what the rest of the app uses of it (client.ts and ui/ for browser code). */
export { chartQuery, districtChartSvg } from './operations/district-chart'
export { districtCoverage, monthlyPayments } from './operations/district-coverage'
export { startMemberExport } from './operations/export'
export { commitImport } from './operations/import/commit'
export { dryRunImport, readRollUpload } from './operations/import/dry-run'
export { type ImportProgress, importStatus } from './operations/import/status'
export { dashboardStats, recentMembers } from './operations/members'
export { coordinatorDistricts, inScope, memberInScope, OFFICE_MESSAGES, type OfficeScope, requireOffice } from '../../platform/http/office'
export { startRegisterExport } from './operations/register/export-register'
export { listMembers } from './operations/register/list'
export { memberFile } from './operations/register/member-file'
export { reinstateMembership, revokeMembership } from './operations/register/revoke'
export { changeMemberRole } from './operations/register/role'
export { changeStatus, listContactSubmissions, STATUS_BODY, WORKFLOW_MESSAGES } from './operations/workflow'
export { type AdminContactSubmission } from './presenters/admin'
export { chartResponse } from './presenters/district-chart'
export { type DryRunBody, presentDryRun } from './presenters/member-import'
export {
  type MemberFile,
  presentEvent,
  presentMembership,
  presentPayment,
  presentProfile,
  presentRegisterRow,
  type RegisterPage,
} from './presenters/register'
