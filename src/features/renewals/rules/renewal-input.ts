import { z } from '../../../platform/validation/zod'

/** The inputs and messages of the renewal reminders' endpoints; Hindi in src/platform/i18n/api-messages.ts. */
export const RENEWAL_MESSAGES = {
  invalidLink: 'This unsubscribe link is not valid. Please open the link in your latest reminder e-mail again.',
  unsubscribed: 'You will not get renewal reminders any more.',
  remindersBody: 'Please send {"reminders": true} or {"reminders": false}.',
  badYear: 'The year must be a number from 1950 to 2100.',
} as const

/** POST /api/renewals/unsubscribe {token}: the signed token of the reminder's link (checked by the server). */
export const UnsubscribeInput = z.object(
  {
    token: z
      .string({ error: RENEWAL_MESSAGES.invalidLink })
      .min(1, { error: RENEWAL_MESSAGES.invalidLink })
      .max(100, { error: RENEWAL_MESSAGES.invalidLink }),
  },
  { error: RENEWAL_MESSAGES.invalidLink },
)

/** PUT /api/renewals/reminders {reminders}: the member's own switch on /profile. */
export const RemindersInput = z.object(
  { reminders: z.boolean({ error: RENEWAL_MESSAGES.remindersBody }) },
  { error: RENEWAL_MESSAGES.remindersBody },
)

/** ?year= of the stats: absent (this year) or a plausible year. */
export function statsYear(raw: string | null, fallback: string): string | null {
  if (raw === null || raw === '') return fallback
  return /^\d{4}$/.test(raw) && Number(raw) >= 1950 && Number(raw) <= 2100 ? raw : null
}
