/**
 * The statuses of grievances and contact messages (spec §4): an admin may move
 * one to any other. One list for the collections, the PATCH handlers and the pages.
 */
export const WORKFLOW_STATUSES = ['pending', 'in-progress', 'resolved'] as const
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number]

export const isWorkflowStatus = (value: unknown): value is WorkflowStatus =>
  typeof value === 'string' && (WORKFLOW_STATUSES as readonly string[]).includes(value)
