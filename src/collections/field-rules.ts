import type { Config, DateFieldValidation, TextFieldSingleValidation, Validate } from 'payload'
import { date, text } from 'payload/shared'

import { ACCOUNT_MESSAGES, ACCOUNT_RESPONSES, isPastStoredDate } from '@/features/accounts/client'
import { sameEhrms } from '@/features/accounts/client'
import { CONTROL_CHARS_MESSAGE, hasControlChars, PHONE_PATTERN } from '../platform/validation/text'

/**
 * The domain's rules as Payload field validators, so whatever writes — the
 * site's handlers, an admin in /cms, Payload's REST API, a script on the Local
 * API — stores only what the site's forms would accept. Payload runs a field's
 * `validate` on every API, so each one first runs Payload's own check for the
 * field type (required, maxLength, a real date) and then the domain's.
 */

/** A profile date (date of birth, date of joining): a real day, not after today, as the forms say. */
export const pastDay: DateFieldValidation = (value, options) => {
  const base = date(value, options)
  if (base !== true || !value) return base
  return isPastStoredDate(value) || ACCOUNT_MESSAGES.date
}

/** A member's phone number: empty, or the forms' ten digits. */
export const phoneNumber: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true || !value) return base
  return PHONE_PATTERN.test(value) || ACCOUNT_MESSAGES.phoneInvalid
}

/**
 * An EHRMS code no other account holds in any letter case (issue 30): the registration's 409 message,
 * on the field, whoever writes (the CMS, /cms-api, the Local API). Looked up in the write's own
 * transaction; a code left as it was is not asked about again (the office can still edit an account
 * that shares a code from before the rule). Two writes racing past this meet the unique index on lower(ehrms).
 */
export const uniqueEhrms: TextFieldSingleValidation = async (value, options) => {
  const base = text(value, options)
  if (base !== true || !value || options.event === 'onChange') return base
  if (typeof options.previousValue === 'string' && sameEhrms(options.previousValue, value)) return true
  // Loaded when first needed: the collections' module graph stays free of the SQL layer (config loads fast).
  const [{ executorOf }, { ehrmsHolders }] = await Promise.all([
    import('../platform/db/transaction'),
    import('../features/accounts/operations/ehrms'),
  ])
  const holders = await ehrmsHolders(await executorOf(options.req), value, options.id)
  return holders.length === 0 || ACCOUNT_RESPONSES.ehrmsTaken
}

// ---- No control characters in any stored text -------------------------------------------

type Validated = {
  type: string
  validate?: Validate
  fields?: Validated[]
  tabs?: { fields: Validated[] }[]
  blocks?: { fields: Validated[] }[]
}

const withControlCharCheck =
  (next: Validate): Validate =>
  (value, options) => {
    const values: unknown[] = Array.isArray(value) ? value : [value]
    if (values.some((v) => typeof v === 'string' && hasControlChars(v))) return CONTROL_CHARS_MESSAGE
    return next(value, options)
  }

/** Every text, textarea and e-mail field of (sanitized) `fields`, at any depth, refusing control characters. */
export function refuseControlChars(fields: Validated[]): void {
  for (const field of fields) {
    if (['text', 'textarea', 'email'].includes(field.type) && field.validate) field.validate = withControlCharCheck(field.validate)
    if (field.fields) refuseControlChars(field.fields)
    for (const tab of field.tabs ?? []) refuseControlChars(tab.fields)
    for (const block of field.blocks ?? []) refuseControlChars(block.fields)
  }
}

/**
 * A plugin giving every text field of every collection and global the
 * control-character rule once Payload has built them all — its own fields too
 * (the ids of array rows, upload file names, the CMS's preferences and locks).
 * PostgreSQL cannot store NUL (it was a 500), and the others only hide text from
 * the office. The site's forms clean them away; what arrives through /cms or
 * /cms-api is refused with a clear message instead.
 */
export const controlCharsRefused = (config: Config): Config => ({
  ...config,
  onInit: async (payload) => {
    for (const collection of payload.config.collections) refuseControlChars(collection.fields as Validated[])
    for (const global of payload.config.globals) refuseControlChars(global.fields as Validated[])
    await config.onInit?.(payload)
  },
})
