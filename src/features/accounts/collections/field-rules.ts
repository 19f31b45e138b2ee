import type { DateFieldValidation, TextFieldSingleValidation } from 'payload'
import { date, text } from 'payload/shared'

import { ACCOUNT_MESSAGES, ACCOUNT_RESPONSES, isPastStoredDate } from '../rules/account'
import { sameEhrms } from '../rules/ehrms'
import { PHONE_PATTERN } from '../../../platform/validation/text'
import { cmsLanguage } from '../../../platform/payload/cms-language'

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
  return isPastStoredDate(value) || ACCOUNT_MESSAGES.date.in(cmsLanguage(options))
}

/** A member's phone number: empty, or the forms' ten digits. */
export const phoneNumber: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true || !value) return base
  return PHONE_PATTERN.test(value) || ACCOUNT_MESSAGES.phoneInvalid.in(cmsLanguage(options))
}

/**
 * An EHRMS code no other account holds in any letter case: the registration's 409 message,
 * on the field, whoever writes (the CMS, /cms-api, the Local API). Looked up in the write's own
 * transaction; a code left as it was is not asked about again (the office can still edit an account
 * that shares a code from before the rule). Two writes racing past this meet the unique index on lower(ehrms).
 */
export const uniqueEhrms: TextFieldSingleValidation = async (value, options) => {
  const base = text(value, options)
  if (base !== true || !value || options.event === 'onChange') return base
  if (typeof options.previousValue === 'string' && sameEhrms(options.previousValue, value)) return true
  // Loaded when first needed: the collections' module graph stays free of the SQL layer (config loads fast).
  const [{ executorOf }, { ehrmsHolders }] = await Promise.all([import('../../../platform/db/transaction'), import('../operations/ehrms')])
  const holders = await ehrmsHolders(await executorOf(options.req), value, options.id)
  return holders.length === 0 || ACCOUNT_RESPONSES.ehrmsTaken.in(cmsLanguage(options))
}

// ---- No control characters in any stored text -------------------------------------------
