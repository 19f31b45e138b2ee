import { z } from './zod'
import { messageText } from '../i18n/messages'
import type { Locale } from '../i18n/locales'
/**
 * One way to read an input: a zod object schema per input (in the domain module
 * of its subject) and these three readers. Spec §5 names the first problem of a
 * form in the order of its fields, so the issues are sorted by the schema's field
 * order (issues about the whole input, such as 'not an object', first); zod
 * itself reports object-level checks after every field.
 */

/** What a browser form needs: the value, or each field's first message and the first of all. */
export type Validation<T, F extends string> = { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>>; message: string }

type AnyObject = z.ZodObject<z.ZodRawShape>
type FieldOf<S extends AnyObject> = keyof S['shape'] & string

/** The issues in the schema's field order; stable, so a field keeps its own order of problems. */
function ordered(schema: AnyObject, issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  const keys = Object.keys(schema.shape)
  const rank = (issue: z.core.$ZodIssue) => {
    if (issue.path.length === 0) return -1
    const index = keys.indexOf(String(issue.path[0]))
    return index === -1 ? keys.length : index
  }
  return issues
    .map((issue, index) => ({ issue, index, rank: rank(issue) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ issue }) => issue)
}

/** The parsed input, or a ZodError whose issues[0] is the message the API answers. */
export function parseInput<S extends z.ZodObject<z.ZodRawShape>>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw new z.ZodError(ordered(schema, result.error.issues))
}

/**
 * The parsed input, or every field's first message for the form and the first message of all, in `lang`.
 * `'token'` keeps each message as its Message's token, for what is stored and shown later in a reader's language.
 */
export function validateInput<S extends z.ZodObject<z.ZodRawShape>>(
  schema: S,
  input: unknown,
  lang: Locale | 'token' = 'en',
): Validation<z.output<S>, FieldOf<S>> {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, value: result.data }
  const issues = ordered(schema, result.error.issues)
  const text = (issue: z.core.$ZodIssue) => (lang === 'token' ? issue.message : messageText(issue.message, lang))
  const errors: Partial<Record<FieldOf<S>, string>> = {}
  for (const issue of issues) {
    const field = issue.path[0] as FieldOf<S> | undefined
    if (issue.path.length > 0 && errors[field!] === undefined) errors[field!] = text(issue)
  }
  return { ok: false, errors, message: text(issues[0]) }
}

/** The first problem of an error from parseInput (in English), and its field when it belongs to one. */
export function firstIssue(err: z.ZodError): { message: string; field?: string } {
  const issue = err.issues[0]
  if (!issue) return { message: err.message }
  const message = messageText(issue.message, 'en')
  return issue.path.length > 0 ? { message, field: String(issue.path[0]) } : { message }
}

/** For object-level checks that must run even when a field already failed (zod skips them otherwise). */
export const whenObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value)
