import { defineMessages } from '../../../platform/i18n/messages'
import { z } from '../../../platform/validation/zod'

/** The inputs and messages of the renewal reminders' endpoints, in English and Hindi. */
export const RENEWAL_MESSAGES = defineMessages('renewals', {
  invalidLink: {
    en: 'This unsubscribe link is not valid. Please open the link in your latest reminder e-mail again.',
    hi: 'यह अनुस्मारक बंद करने का लिंक मान्य नहीं है। कृपया अपने नवीनतम अनुस्मारक ई-मेल का लिंक फिर से खोलें।',
  },
  unsubscribed: { en: 'You will not get renewal reminders any more.', hi: 'अब आपको नवीनीकरण अनुस्मारक नहीं भेजे जाएँगे।' },
  remindersBody: {
    en: 'Please send {"reminders": true} or {"reminders": false}.',
    hi: 'कृपया {"reminders": true} या {"reminders": false} भेजें।',
  },
  badYear: { en: 'The year must be a number from 1950 to 2100.', hi: 'वर्ष 1950 से 2100 के बीच की संख्या होना चाहिए।' },
})

/** POST /api/renewals/unsubscribe {token}: the signed token of the reminder's link (checked by the server). */
export const UnsubscribeInput = z.object(
  {
    token: z
      .string({ error: RENEWAL_MESSAGES.invalidLink.token })
      .min(1, { error: RENEWAL_MESSAGES.invalidLink.token })
      .max(100, { error: RENEWAL_MESSAGES.invalidLink.token }),
  },
  { error: RENEWAL_MESSAGES.invalidLink.token },
)

/** PUT /api/renewals/reminders {reminders}: the member's own switch on /profile. */
export const RemindersInput = z.object(
  { reminders: z.boolean({ error: RENEWAL_MESSAGES.remindersBody.token }) },
  { error: RENEWAL_MESSAGES.remindersBody.token },
)

/** ?year= of the stats: absent (this year) or a plausible year. */
export function statsYear(raw: string | null, fallback: string): string | null {
  if (raw === null || raw === '') return fallback
  return /^\d{4}$/.test(raw) && Number(raw) >= 1950 && Number(raw) <= 2100 ? raw : null
}
