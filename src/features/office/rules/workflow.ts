import { z } from '../../../platform/validation/zod'
/**
 * The statuses of grievances and contact messages (spec §4): an admin may move
 * one to any other. One list for the collections, the PATCH handlers and the pages.
 */
export const WORKFLOW_STATUSES = ['pending', 'in-progress', 'resolved'] as const
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number]

export const isWorkflowStatus = (value: unknown): value is WorkflowStatus =>
  typeof value === 'string' && (WORKFLOW_STATUSES as readonly string[]).includes(value)

export const WORKFLOW_MESSAGES = {
  invalidStatus: `Status must be one of: ${WORKFLOW_STATUSES.join(', ')}.`,
  statusBody: 'Please send the new status as JSON, e.g. {"status": "resolved"}.',
  grievanceNotFound: 'Grievance not found',
  contactNotFound: 'Contact submission not found',
} as const

/** PATCH …/{id}/status {status}: one of the three statuses; any other body says which they are. */
export const StatusChangeInput = z.object(
  { status: z.enum(WORKFLOW_STATUSES, { error: WORKFLOW_MESSAGES.invalidStatus }) },
  { error: WORKFLOW_MESSAGES.invalidStatus },
)
export type StatusChangeInput = z.output<typeof StatusChangeInput>
