import { describe, expect, it } from 'vitest'

import { ACCOUNT_MESSAGES, ACCOUNT_RESPONSES, loginDelayedMessage, RegistrationInput } from '../../../src/features/accounts/rules/account'
import { CIRCULAR_MESSAGES } from '../../../src/features/circulars/rules/circulars'
import { FOLLOW_MESSAGES } from '../../../src/features/grievances/rules/follow'
import { GRIEVANCE_MESSAGES } from '../../../src/features/grievances/rules/grievances'
import { FILING_MESSAGES } from '../../../src/features/grievances/rules/filing'
import { RENEWAL_MESSAGES } from '../../../src/features/renewals/rules/renewal-input'
import { CONTACT_MESSAGES } from '../../../src/features/contact/rules/contact'
import { mustBeText, tooLong } from '../../../src/platform/validation/fields'
import { UPLOAD_FOLDERS, UPLOAD_MESSAGES } from '../../../src/platform/uploads/file-types'
import { MEDIA_MESSAGES } from '../../../src/features/content/rules/media-input'
import { IMPORT_MESSAGES } from '../../../src/features/office/rules/member-import'
import { SANDBOX_MESSAGES, VERIFY_MESSAGES } from '../../../src/features/payments/rules/payments'
import { CONTROL_CHARS_MESSAGE, requiredMessage } from '../../../src/platform/validation/text'
import { REGISTER_MESSAGES } from '../../../src/features/office/rules/register'
import { WORKFLOW_MESSAGES } from '../../../src/features/office/rules/workflow'
import { FIELD_NAMES_HI, hasHindi, translateMessage } from '../../../src/platform/i18n/api-messages'
import { preferredLocale } from '../../../src/platform/http/request-language'
import { USERS_API_MESSAGES } from '../../../src/features/accounts/collections/users'
import { OFFICE_MESSAGES } from '../../../src/platform/http/office'
import { CHART_MESSAGES } from '../../../src/features/office/operations/district-chart'
import { AUTH_MESSAGES } from '../../../src/platform/http/guards'
import { HTTP_MESSAGES } from '../../../src/platform/http/route'
import { ORDER_MESSAGES } from '../../../src/features/payments/operations/orders'
import { WEBHOOK_MESSAGES } from '../../../src/features/payments/operations/webhook'
import { OFFLINE_MESSAGES } from '../../../src/features/payments/rules/offline-payment'
import { RECEIPT_MESSAGES } from '../../../src/features/payments/operations/receipts'
// Erasure
import { ERASURE_MESSAGES } from '../../../src/features/privacy/operations/erase'
import { SCOPE_MESSAGES } from '../../../src/features/grievances/operations/scope'
import { REPLY_MESSAGES } from '../../../src/features/grievances/operations/replies'
import { ASSIGN_MESSAGES } from '../../../src/features/grievances/operations/assign'
import { REPORT_MESSAGES } from '../../../src/features/grievances/rules/report'
import { DATA_REQUEST_MESSAGES } from '../../../src/features/privacy/rules/data-requests'
import { ACCESS_LOG_MESSAGES } from '../../../src/features/privacy/operations/access-log'
// Consent
import { OPT_IN_MESSAGES } from '../../../src/features/privacy/operations/opt-ins'
import { OPT_IN_INPUT_MESSAGES } from '../../../src/features/privacy/rules/opt-in-input'
import { EXPORT_MESSAGES } from '../../../src/features/privacy/rules/my-data-export'
import { NOTICE_MESSAGES } from '../../../src/features/privacy/rules/notice'

/** Every message the code exports, each function called with a sample, so a new one without Hindi fails here. */
const CATALOGUES = {
  NOTICE_MESSAGES,
  REPORT_MESSAGES,
  ACCOUNT_MESSAGES,
  ACCOUNT_RESPONSES,
  FILING_MESSAGES,
  CONTACT_MESSAGES,
  CIRCULAR_MESSAGES,
  UPLOAD_MESSAGES,
  MEDIA_MESSAGES,
  SANDBOX_MESSAGES,
  VERIFY_MESSAGES,
  WORKFLOW_MESSAGES,
  REGISTER_MESSAGES,
  OFFICE_MESSAGES,
  CHART_MESSAGES,
  USERS_API_MESSAGES,
  AUTH_MESSAGES,
  HTTP_MESSAGES,
  ORDER_MESSAGES,
  WEBHOOK_MESSAGES,
  OFFLINE_MESSAGES,
  RECEIPT_MESSAGES,
  ERASURE_MESSAGES,
  IMPORT_MESSAGES,
  RENEWAL_MESSAGES,
  GRIEVANCE_MESSAGES,
  SCOPE_MESSAGES,
  FOLLOW_MESSAGES,
  REPLY_MESSAGES,
  ASSIGN_MESSAGES,
  // Privacy: requests
  DATA_REQUEST_MESSAGES,
  ACCESS_LOG_MESSAGES,
  OPT_IN_MESSAGES,
  OPT_IN_INPUT_MESSAGES,

  // Privacy: export
  EXPORT_MESSAGES,
}
const sample = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'function' ? [String(value(2026)), String(value(1))] : []
const everyMessage = [
  ...Object.entries(CATALOGUES).flatMap(([name, messages]) =>
    Object.entries(messages).flatMap(([key, value]) => sample(value).map((m) => [`${name}.${key}`, m])),
  ),
  ...Object.entries(UPLOAD_FOLDERS).map(([folder, rule]) => [`UPLOAD_FOLDERS.${folder}`, rule.wrongType]),
  ['CONTROL_CHARS_MESSAGE', CONTROL_CHARS_MESSAGE],
  ...[1, 59, 60, 61, 900].map((s) => [`loginDelayedMessage(${s})`, loginDelayedMessage(s)]),
  ...Object.keys(RegistrationInput.shape).flatMap((f) => [
    [`required ${f}`, requiredMessage(f)],
    [`text ${f}`, mustBeText(f)],
    [`long ${f}`, tooLong(f, 100)],
  ]),
  ['not found', 'Not found'],
  ['circulars failure', 'Failed to fetch circulars'],
  ['order not found', 'Order not found.'],
  ['verify limit', 'Too many verification requests. Please try again in 10 minutes.'],
  // The admin upload's refusal of a photo with too many pixels (src/platform/uploads/images.ts).
  ['image pixels', 'The image is too large. The limit is 64 megapixels.'],
  // The roll import's row messages, as the dry run writes them.
  ...(['EHRMS code', 'e-mail', 'phone number'] as const).flatMap((k) => [
    [`same ${k}`, IMPORT_MESSAGES.sameInFile(k, 3)],
    [`other ${k}`, IMPORT_MESSAGES.otherMember(k, 'EH12')],
    [`staff ${k}`, IMPORT_MESSAGES.staffAccount(k)],
  ]),
  ['cells', IMPORT_MESSAGES.cellCount(3, 11)],
  ['paid year too long', 'ReceiptReference must be at most 200 characters'],
]

describe('the Hindi of the API messages', () => {
  it.each(everyMessage)('%s has Hindi', (_name, english) => {
    expect(hasHindi(english), english).toBe(true)
    expect(translateMessage(english, 'hi')).toMatch(/[\u0900-\u097F]/)
  })

  it('names every form field in Hindi (no English field name left in a field message)', () => {
    for (const f of [...Object.keys(RegistrationInput.shape), 'subject', 'description', 'message'].filter(
      (f) => f !== 'privacy' && f !== 'preferredLanguage',
    )) {
      expect(FIELD_NAMES_HI[f[0].toUpperCase() + f.slice(1)], f).toBeDefined()
      expect(translateMessage(requiredMessage(f), 'hi').replace('EHRMS', ''), f).not.toMatch(/[A-Za-z]/)
    }
    expect(translateMessage('Name is required', 'hi')).toBe('नाम आवश्यक है')
    expect(translateMessage(tooLong('subject', 200), 'hi')).toBe('विषय अधिक से अधिक 200 अक्षरों का हो सकता है')
  })

  it('keeps the numbers of a message with a variable part', () => {
    expect(translateMessage(ORDER_MESSAGES.paid('2027'), 'hi')).toBe('वर्ष 2027 की आपकी सदस्यता का भुगतान पहले ही हो चुका है।')
    expect(translateMessage(loginDelayedMessage(30), 'hi')).toContain('30 सेकंड')
    expect(translateMessage(loginDelayedMessage(600), 'hi')).toContain('10 मिनट')
  })

  it('English stays the spec text, and an unknown message passes through as it is', () => {
    expect(translateMessage(ACCOUNT_RESPONSES.invalidLogin, 'en')).toBe('Invalid email or password')
    expect(translateMessage('Something new', 'hi')).toBe('Something new')
  })
})

describe('the language a request asks for', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['hi', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5,hi;q=0.6', 'hi'],
    ['hi;q=0, en', 'en'],
    ['fr-FR,de;q=0.9', 'en'],
    ['*', 'en'],
    ['mr-IN,hi;q=0.8', 'hi'],
    ['hi;q=abc', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(preferredLocale(header)).toBe(expected)
  })
})
