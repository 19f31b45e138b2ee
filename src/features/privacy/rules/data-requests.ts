import { z } from 'zod'

/**
 * The member's requests about their own data (DPDP Act ss. 12-13):
 * a correction of what they cannot edit themselves, or erasure. The office
 * decides within 90 days of filing (DATA_REQUEST_DAYS).
 */

export const DATA_REQUEST_KINDS = ['correction', 'erasure'] as const
export const DATA_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number]

export const DATA_REQUEST_DAYS = 90
/** The admins are reminded of a still-pending request on these days after filing. */
export const DATA_REQUEST_REMINDER_DAYS = [60, 80] as const
export const MAX_DETAILS = 2000

export const DATA_REQUEST_MESSAGES = {
  badKind: 'Choose what you are asking for: a correction or erasure.',
  detailsNeeded: 'Say what should be corrected, and to what.',
  detailsTooLong: `Please keep the details under ${MAX_DETAILS} characters.`,
  alreadyPending: 'You already have a request of this kind waiting for the office. You will be told by e-mail when it is decided.',
  badDecision: 'Choose approve or reject.',
  noteNeeded: 'Give a reason when you reject a request: the member is told it.',
  noteTooLong: `Please keep the note under ${MAX_DETAILS} characters.`,
  notFound: 'Data request not found',
  alreadyDecided: 'This request has already been decided.',
  badFilter: 'The filter must be pending or decided.',
  body: 'Please send the request as a JSON object.',
} as const

const M = DATA_REQUEST_MESSAGES
const DAY_MS = 86_400_000

/** Filed + 90 days. */
export const dueByOf = (filedAt: Date) => new Date(filedAt.getTime() + DATA_REQUEST_DAYS * DAY_MS)
/** Whole days from `at` to the due date; negative once overdue. */
export const daysLeft = (dueBy: Date, at: Date) => Math.ceil((dueBy.getTime() - at.getTime()) / DAY_MS)

export const DataRequestInput = z
  .object(
    {
      kind: z.enum(DATA_REQUEST_KINDS, { error: M.badKind }),
      details: z.string({ error: M.detailsNeeded }).trim().max(MAX_DETAILS, { error: M.detailsTooLong }).optional(),
    },
    { error: M.body },
  )
  .refine((v) => v.kind !== 'correction' || (v.details ?? '').length > 0, { error: M.detailsNeeded, path: ['details'] })

export const DecisionInput = z
  .object(
    {
      decision: z.enum(['approve', 'reject'], { error: M.badDecision }),
      note: z.string({ error: M.noteNeeded }).trim().max(MAX_DETAILS, { error: M.noteTooLong }).optional(),
    },
    { error: M.body },
  )
  .refine((v) => v.decision !== 'reject' || (v.note ?? '').length > 0, { error: M.noteNeeded, path: ['note'] })

export const ACCESS_LOG_ACTIONS = ['viewed-member', 'exported-members', 'exported-register'] as const
export type AccessLogAction = (typeof ACCESS_LOG_ACTIONS)[number]
