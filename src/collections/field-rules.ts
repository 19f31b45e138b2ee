import type { Config, DateFieldValidation, Field, TextFieldSingleValidation, Validate } from 'payload'
import { date, email, text, textarea } from 'payload/shared'

import { ACCOUNT_MESSAGES, isPastStoredDate } from '../domain/account'
import { CONTROL_CHARS_MESSAGE, hasControlChars, PHONE_PATTERN } from '../domain/text'

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

// ---- No control characters in any stored text -------------------------------------------

const TYPED_TEXT = { text, textarea, email } as const
type TypedText = keyof typeof TYPED_TEXT

const withControlCharCheck = (type: TypedText, own: Validate | undefined): Validate => {
  const next = (own ?? TYPED_TEXT[type]) as Validate
  return (value, options) => {
    const values: unknown[] = Array.isArray(value) ? value : [value]
    if (values.some((v) => typeof v === 'string' && hasControlChars(v))) return CONTROL_CHARS_MESSAGE
    return next(value, options)
  }
}

/** Every text, textarea and e-mail field of `fields`, at any depth, refusing control characters. */
export function refuseControlChars(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'text' || field.type === 'textarea' || field.type === 'email') {
      return { ...field, validate: withControlCharCheck(field.type, field.validate as Validate | undefined) } as Field
    }
    if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: refuseControlChars(field.fields) } as Field
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: refuseControlChars(tab.fields) })) }
    if (field.type === 'blocks') return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: refuseControlChars(block.fields) })) }
    return field
  })
}

/**
 * A plugin giving every collection and global (ours and the plugins' before it) the
 * control-character rule: PostgreSQL cannot store NUL (it was a 500), and the
 * others only hide text from the office. The site's forms clean them away; what
 * arrives through /cms or /cms-api is refused with a clear message instead.
 */
export const controlCharsRefused = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((c) => ({ ...c, fields: refuseControlChars(c.fields) })),
  globals: config.globals?.map((g) => ({ ...g, fields: refuseControlChars(g.fields) })),
})
