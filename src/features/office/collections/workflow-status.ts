import { WORKFLOW_STATUSES } from '../rules/workflow'

/** The office's workflow status (pending → in progress → resolved), on grievances and contact messages alike. */
export const workflowStatusField = {
  name: 'status',
  type: 'select' as const,
  required: true,
  defaultValue: 'pending',
  options: WORKFLOW_STATUSES.map((s) => ({ label: s, value: s })),
  index: true,
}
