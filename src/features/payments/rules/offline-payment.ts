import { z } from '../../../platform/validation/zod'
import { defineMessages, type Message } from '../../../platform/i18n/messages'
import { optionalText } from '../../../platform/validation/fields'
import { indiaDay, membershipYear } from '@/features/membership/client'
import { OFFLINE_PAYMENT_METHODS, type OfflinePaymentMethod } from './payment-methods'
import { cleanText } from '../../../platform/validation/text'
import { requiredMessage } from '../../../platform/validation/messages'

/**
 * POST /api/admin/members/{id}/offline-payment: dues the office took
 * outside Razorpay. One schema for the handler (parse) and the office's form
 * (validateInput, field errors); every message has its Hindi beside its English (OFFLINE_MESSAGES).
 */

export const OFFLINE_LIMITS = { reference: 200, note: 500, minAmountPaise: 100, maxAmountPaise: 10_000_000, firstYear: 2000 } as const

/** Methods whose money leaves a trace the office must be able to find again. */
export const METHODS_NEEDING_REFERENCE: readonly OfflinePaymentMethod[] = ['bank-transfer', 'upi', 'cheque']

export const OFFLINE_MESSAGES = {
  ...defineMessages('payments.offline', {
    yearInvalid: {
      en: 'The year must be a membership year (4 digits) no later than the current one.',
      hi: 'वर्ष एक सदस्यता वर्ष (4 अंक) होना चाहिए, जो चालू वर्ष के बाद का न हो।',
    },
    amountInvalid: {
      en: 'The amount must be a whole number of paise, at least 100 (Rs 1.00) and at most 1,00,00,000 (Rs 1,00,000).',
      hi: 'राशि पैसे में पूर्ण संख्या होनी चाहिए, कम से कम 100 (₹1.00) और अधिक से अधिक 1,00,00,000 (₹1,00,000)।',
    },
    methodInvalid: {
      en: `The method must be one of: ${OFFLINE_PAYMENT_METHODS.join(', ')}.`,
      hi: 'भुगतान का माध्यम इनमें से एक होना चाहिए: cash (नकद), bank-transfer (बैंक ट्रांसफ़र), upi (यूपीआई), cheque (चेक)।',
    },
    referenceRequired: {
      en: 'A reference is required for a bank transfer, UPI payment or cheque.',
      hi: 'बैंक ट्रांसफ़र, यूपीआई भुगतान या चेक के लिए संदर्भ आवश्यक है।',
    },
    receivedOnRequired: { en: 'The date received is required', hi: 'प्राप्ति की तिथि आवश्यक है' },
    receivedOnInvalid: {
      en: 'The date received must be a date (YYYY-MM-DD) no later than today.',
      hi: 'प्राप्ति की तिथि एक तारीख (YYYY-MM-DD) होनी चाहिए, जो आज के बाद की न हो।',
    },
    notAnObject: { en: 'Please send the payment as a JSON object.', hi: 'कृपया भुगतान का विवरण JSON ऑब्जेक्ट के रूप में भेजें।' },
    // The fee is the site's (MEMBERSHIP_FEE_PAISE), never what the caller sends.
    amountNotFee: {
      en: (feePaise: number) => `The amount must be the membership fee: ${feePaise} paise (Rs ${(feePaise / 100).toFixed(2)}).`,
      hi: (feePaise: number) => `राशि सदस्यता शुल्क के बराबर होनी चाहिए: ${feePaise} पैसे (₹${(feePaise / 100).toFixed(2)})।`,
    },
    alreadyPaid: {
      en: (year: string | number) => `Membership for ${year} is already paid`,
      hi: (year: string | number) => `वर्ष ${year} की सदस्यता का भुगतान पहले ही हो चुका है`,
    },
    revoked: {
      en: (year: string | number) => `Membership for ${year} is revoked. Reinstate it instead of recording dues.`,
      hi: (year: string | number) => `वर्ष ${year} की सदस्यता रद्द है। शुल्क दर्ज करने के बजाय उसे बहाल करें।`,
    },
  }),
  amountRequired: requiredMessage('amount'),
}

/**
 * The amount an offline payment may record, given the site's fee: today the
 * whole fee and nothing else (a coordinator could otherwise mark a year paid
 * for Rs 1). The one place the rule lives: the handler (src/features/payments/operations/offline.ts)
 * applies it; the form and a collection can import it. Part payments, when they
 * come, change this function. Null when the amount is acceptable.
 */
export function offlineAmountProblem(amountPaise: number, feePaise: number): Message | null {
  return amountPaise === feePaise ? null : OFFLINE_MESSAGES.amountNotFee(feePaise)
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day (no 31 February), as YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value)
  if (!m) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

const year = z.preprocess(
  (raw) => (typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : raw),
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? requiredMessage('year').token : OFFLINE_MESSAGES.yearInvalid.token,
    })
    .min(1, requiredMessage('year').token)
    .refine(
      (y) => /^\d{4}$/.test(y) && Number(y) >= OFFLINE_LIMITS.firstYear && Number(y) <= Number(membershipYear()),
      OFFLINE_MESSAGES.yearInvalid.token,
    ),
)

const amount = z.preprocess(
  (raw) => (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? OFFLINE_MESSAGES.amountRequired.token
          : OFFLINE_MESSAGES.amountInvalid.token,
    })
    .int(OFFLINE_MESSAGES.amountInvalid.token)
    .min(OFFLINE_LIMITS.minAmountPaise, OFFLINE_MESSAGES.amountInvalid.token)
    .max(OFFLINE_LIMITS.maxAmountPaise, OFFLINE_MESSAGES.amountInvalid.token),
)

// 'today' is India's day: the office works on India's calendar.
const receivedOn = z.preprocess(
  cleanText,
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? OFFLINE_MESSAGES.receivedOnRequired.token
          : OFFLINE_MESSAGES.receivedOnInvalid.token,
    })
    .min(1, OFFLINE_MESSAGES.receivedOnRequired.token)
    .refine(
      (d) => isCalendarDay(d) && d >= `${OFFLINE_LIMITS.firstYear}-01-01` && d <= indiaDay(),
      OFFLINE_MESSAGES.receivedOnInvalid.token,
    ),
)

export const OfflinePaymentInput = z
  .object(
    {
      year,
      amount,
      method: z.enum(OFFLINE_PAYMENT_METHODS, { error: OFFLINE_MESSAGES.methodInvalid.token }),
      reference: optionalText('reference', OFFLINE_LIMITS.reference),
      receivedOn,
      note: optionalText('note', OFFLINE_LIMITS.note),
    },
    { error: OFFLINE_MESSAGES.notAnObject.token },
  )
  .superRefine((input, ctx) => {
    if (METHODS_NEEDING_REFERENCE.includes(input.method) && !input.reference) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: OFFLINE_MESSAGES.referenceRequired.token })
    }
  })

export type OfflinePaymentInput = z.output<typeof OfflinePaymentInput>
