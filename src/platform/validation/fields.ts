import { z } from './zod'
import { cleanText, hasControlChars, isEmail } from './text'
import { CONTROL_CHARS_MESSAGE, EMAIL_INVALID, FORM_MESSAGES, requiredMessage } from './messages'

/**
 * The field schemas the input schemas are made of, with spec §5's messages:
 * text is trimmed and cleaned of control characters first; a missing, null or
 * blank value is '<Field> is required', anything but a string '<Field> must be
 * text', and too long '<Field> must be at most <n> characters'.
 */

export const mustBeText = (key: string) => FORM_MESSAGES.notText(key)
export const tooLong = (key: string, max: number) => FORM_MESSAGES.tooLong(key, max)

/** Cleaned text, or undefined for missing, null or blank: optional fields and fields with a default. */
export const blankToUndefined = (raw: unknown) => {
  const value = cleanText(raw)
  return value === '' || value === null ? undefined : value
}

/**
 * A string that must be there and not blank, at most `max` long (no cap when null:
 * a date's own rule says more than a length), then `more`: the field's own rules.
 */
export function requiredText<T extends z.ZodType = z.ZodString>(
  key: string,
  max: number | null,
  more: (text: z.ZodString) => T = (text) => text as unknown as T,
) {
  const required = requiredMessage(key).token
  const text = z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : mustBeText(key).token) })
    .min(1, required)
  return z.preprocess(cleanText, more(max === null ? text : text.max(max, tooLong(key, max).token)))
}

/** A string that may be missing, null or blank (then undefined), else at most `max` long, plus `more`. */
export function optionalText<T extends z.ZodType = z.ZodString>(
  key: string,
  max: number | null,
  more: (text: z.ZodString) => T = (text) => text as unknown as T,
) {
  const text = z.string({ error: mustBeText(key).token })
  return z.preprocess(blankToUndefined, more(max === null ? text : text.max(max, tooLong(key, max).token)).optional())
}

/** A required e-mail address of spec §5's form (text@text.text) that Payload stores, as typed (trimmed). */
export const emailText = (max: number) => requiredText('email', max, (text) => text.refine(isEmail, EMAIL_INVALID.token))

/** A value the server fixes whatever is sent (or not sent). */
export const fixed = <const V extends string>(value: V) => z.preprocess(() => value, z.literal(value))

/**
 * Text taken as it is typed rather than cleaned (an office's reason or reply, a search): control
 * characters such as NUL are refused with a message, not stored or searched for (PostgreSQL cannot
 * hold NUL: it was a 500). Tab and line breaks are text.
 */
export const withoutControlChars = <T extends z.ZodType<string>>(text: T) =>
  text.refine((value) => !hasControlChars(value), CONTROL_CHARS_MESSAGE.token)
