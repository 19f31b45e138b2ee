/** Rules for text that visitors type, shared by every form and handler. */

// Spec §5: text, @, text, dot, text, in the form Payload's e-mail fields store (its rule, copied from
// payload/dist/fields/validations.js `email`): no spaces, quotes or '..', a domain of letters, digits
// and hyphens that ends in two letters or more. The spec's looser pattern let 'x@y.z' through the form,
// and Payload then refused it. tests/unit/accounts/email-rule.test.ts holds the two rules together.
export const EMAIL_PATTERN =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i
// The longest address SMTP can carry (RFC 5321); a member's and a visitor's alike.
export const EMAIL_MAX_LENGTH = 254

/** Whether `value` is an e-mail address the site and Payload both accept (the length first: the pattern backtracks). */
export const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
// A person's name, a member's or a visitor's.
export const NAME_MAX_LENGTH = 100

export const PHONE_DIGITS = 10
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`)

// PostgreSQL text cannot hold NUL, and other control characters only hide text from the office.
// Tab, line feed and carriage return are text (the textareas keep their line breaks).
const CONTROL_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const CONTROL_CHARS = new RegExp(CONTROL_CHAR.source, 'g')

/** Trimmed text without control characters; anything that is not a string stays as it is. */
export const cleanText = (raw: unknown): unknown => (typeof raw === 'string' ? raw.replace(CONTROL_CHARS, '').trim() : raw)

/** Whether stored text would carry a control character (NUL and the like) that the forms clean away. */
export const hasControlChars = (value: string) => CONTROL_CHAR.test(value)

/** Where the first such control character is, or -1. */
export const controlCharIndex = (value: string) => value.search(CONTROL_CHAR)

// No address, query or form-field name of ours holds any control character, tab and line breaks included.
const ADDRESS_CONTROL_CHAR = /[\u0000-\u001f\u007f]/

/** Whether a decoded path, query or field name holds a control character (which no address of ours has). */
export const addressHasControlChars = (value: string) => ADDRESS_CONTROL_CHAR.test(value)

/** A field as spec §5's messages name it: the key with its first letter capitalised ('Name', 'ConfirmPassword'). */
export const fieldLabel = (field: string) => `${field[0].toUpperCase()}${field.slice(1)}`

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
