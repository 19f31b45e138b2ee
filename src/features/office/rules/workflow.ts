import { z } from '../../../platform/validation/zod'
import { defineMessages } from '../../../platform/i18n/messages'
/**
 * The statuses of grievances and contact messages (spec §4): an admin may move
 * one to any other. One list for the collections, the PATCH handlers and the pages.
 */
export const WORKFLOW_STATUSES = ['pending', 'in-progress', 'resolved'] as const
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number]

export const isWorkflowStatus = (value: unknown): value is WorkflowStatus =>
  typeof value === 'string' && (WORKFLOW_STATUSES as readonly string[]).includes(value)

export const WORKFLOW_MESSAGES = defineMessages('office.workflow', {
  invalidStatus: {
    en: `Status must be one of: ${WORKFLOW_STATUSES.join(', ')}.`,
    hi: `स्थिति इनमें से एक होनी चाहिए: ${WORKFLOW_STATUSES.join(', ')}।`,
  },
  statusBody: {
    en: 'Please send the new status as JSON, e.g. {"status": "resolved"}.',
    hi: 'कृपया नई स्थिति JSON में भेजें, जैसे {"status": "resolved"}।',
  },
  grievanceNotFound: { en: 'Grievance not found', hi: 'शिकायत नहीं मिली' },
  contactNotFound: { en: 'Contact submission not found', hi: 'संपर्क संदेश नहीं मिला' },
})

/** PATCH …/{id}/status {status}: one of the three statuses; any other body says which they are. */
export const StatusChangeInput = z.object(
  { status: z.enum(WORKFLOW_STATUSES, { error: WORKFLOW_MESSAGES.invalidStatus.token }) },
  { error: WORKFLOW_MESSAGES.invalidStatus.token },
)
export type StatusChangeInput = z.output<typeof StatusChangeInput>
