import type { AfterErrorHook } from 'payload'

/**
 * The backstop behind the /cms-api guard (src/platform/http/cms-api-guard.ts): what
 * PostgreSQL refuses because of the data it was sent (a relation to a document
 * that does not exist, a value out of range or of the wrong form) is the
 * caller's mistake, so Payload's REST API answers 400 in its error shape
 * instead of 500. Found by tests/e2e/platform/malformed-input.test.ts:
 * POST /cms-api/photos {"title":"x","image":12345} failed on the foreign key.
 */
const INPUT_ERRORS: Record<string, string> = {
  '23503': 'A related document does not exist.',
  '22P02': 'A value is not of the right form.',
  '22003': 'A number is out of range.',
  '22007': 'A date is not of the right form.',
  '22008': 'A date is out of range.',
  '22021': 'A text holds characters that cannot be stored.',
  // NUL (\u0000) in JSON stored as jsonb.
  '22P05': 'A text holds characters that cannot be stored.',
  '22001': 'A text is too long.',
}

/** The SQLSTATE of a database error, wherever the driver and the ORM put it in the cause chain. */
function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

// A unique index met by two writes at once (the check before it passed for both): the caller's value is taken.
const CONFLICTS: Record<string, string> = {
  '23505': 'This value is already taken.',
}

/** The answer for a database error caused by the data it was sent, or undefined for any other error. Also used by /api's route(). */
export function databaseInputError(error: unknown): { status: 400 | 409; message: string } | undefined {
  const state = sqlState(error) ?? ''
  if (INPUT_ERRORS[state]) return { status: 400, message: INPUT_ERRORS[state] }
  if (CONFLICTS[state]) return { status: 409, message: CONFLICTS[state] }
  return undefined
}

export const databaseInputErrors: AfterErrorHook = ({ error }) => {
  const refused = databaseInputError(error)
  return refused ? { status: refused.status, response: { errors: [{ message: refused.message }] } } : undefined
}
