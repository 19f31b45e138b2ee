import { z } from 'zod'

import { defineMessages } from '../../../platform/i18n/messages'

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

export const DATA_REQUEST_MESSAGES = defineMessages('privacy.dataRequests', {
  badKind: { en: 'Choose what you are asking for: a correction or erasure.', hi: 'चुनें कि आप क्या माँग रहे हैं: सुधार या डेटा मिटाना।' },
  detailsNeeded: { en: 'Say what should be corrected, and to what.', hi: 'बताएँ कि क्या सुधारना है, और क्या लिखा जाए।' },
  detailsTooLong: {
    en: `Please keep the details under ${MAX_DETAILS} characters.`,
    hi: `कृपया विवरण ${MAX_DETAILS} अक्षरों से कम रखें।`,
  },
  alreadyPending: {
    en: 'You already have a request of this kind waiting for the office. You will be told by e-mail when it is decided.',
    hi: 'इस प्रकार का आपका एक अनुरोध पहले से कार्यालय के पास लंबित है। निर्णय होने पर आपको ई-मेल से बताया जाएगा।',
  },
  badDecision: { en: 'Choose approve or reject.', hi: 'स्वीकार या अस्वीकार चुनें।' },
  noteNeeded: {
    en: 'Give a reason when you reject a request: the member is told it.',
    hi: 'अनुरोध अस्वीकार करते समय कारण लिखें: यह सदस्य को बताया जाता है।',
  },
  noteTooLong: { en: `Please keep the note under ${MAX_DETAILS} characters.`, hi: `कृपया टिप्पणी ${MAX_DETAILS} अक्षरों से कम रखें।` },
  notFound: { en: 'Data request not found', hi: 'यह डेटा अनुरोध नहीं मिला' },
  alreadyDecided: { en: 'This request has already been decided.', hi: 'इस अनुरोध पर पहले ही निर्णय हो चुका है।' },
  badFilter: { en: 'The filter must be pending or decided.', hi: 'फ़िल्टर लंबित या निर्णीत होना चाहिए।' },
  body: { en: 'Please send the request as a JSON object.', hi: 'कृपया अनुरोध JSON ऑब्जेक्ट के रूप में भेजें।' },
})

const M = DATA_REQUEST_MESSAGES
const DAY_MS = 86_400_000

/** Filed + 90 days. */
export const dueByOf = (filedAt: Date) => new Date(filedAt.getTime() + DATA_REQUEST_DAYS * DAY_MS)
/** Whole days from `at` to the due date; negative once overdue. */
export const daysLeft = (dueBy: Date, at: Date) => Math.ceil((dueBy.getTime() - at.getTime()) / DAY_MS)

export const DataRequestInput = z
  .object(
    {
      kind: z.enum(DATA_REQUEST_KINDS, { error: M.badKind.token }),
      details: z.string({ error: M.detailsNeeded.token }).trim().max(MAX_DETAILS, { error: M.detailsTooLong.token }).optional(),
    },
    { error: M.body.token },
  )
  .refine((v) => v.kind !== 'correction' || (v.details ?? '').length > 0, { error: M.detailsNeeded.token, path: ['details'] })

export const DecisionInput = z
  .object(
    {
      decision: z.enum(['approve', 'reject'], { error: M.badDecision.token }),
      note: z.string({ error: M.noteNeeded.token }).trim().max(MAX_DETAILS, { error: M.noteTooLong.token }).optional(),
    },
    { error: M.body.token },
  )
  .refine((v) => v.decision !== 'reject' || (v.note ?? '').length > 0, { error: M.noteNeeded.token, path: ['note'] })

export const ACCESS_LOG_ACTIONS = ['viewed-member', 'exported-members', 'exported-register'] as const
export type AccessLogAction = (typeof ACCESS_LOG_ACTIONS)[number]
