/**
 * Payload's errors, recognised by what they carry rather than by their class.
 *
 * One process holds more than one copy of Payload: Next's production build bundles one for the pages and
 * another for the route handlers (separate runtimes; class names minified), while the start script, the
 * job runner and the tests load it from node_modules. All share one instance (`global._payload`), made by
 * whichever copy asks first. A Payload instance made by one copy throws that copy's classes, so
 * a class check of the error against the other copy's AuthenticationError is false and a wrong password answered
 * 500 on a running site. Every Payload error is an APIError, which sets `isOperational`
 * and a numeric `status` in its constructor; those, and a ValidationError's `data.errors`, are the
 * same in every copy. tests/unit/platform/no-payload-instanceof.test.ts keeps `instanceof` on Payload's
 * classes out of src.
 */

/** What every Payload APIError carries, whichever copy of Payload threw it. */
export type PayloadApiError = Error & { status: number; isOperational: true; isPublic?: boolean; data?: unknown }

export type FieldError = { path: string; message: string; label?: unknown }

/** Payload's APIError or any of its subclasses (AuthenticationError, ValidationError, Forbidden, NotFound, …). */
export function isPayloadError(err: unknown): err is PayloadApiError {
  if (!(err instanceof Error)) return false
  const e = err as Partial<PayloadApiError>
  return e.isOperational === true && typeof e.status === 'number' && Number.isInteger(e.status)
}

/** A refusal Payload meant for the caller (status below 500), as opposed to a fault. */
export const isPayloadRefusal = (err: unknown): err is PayloadApiError => isPayloadError(err) && err.status >= 400 && err.status < 500

/**
 * Payload's failed login: AuthenticationError (unknown e-mail, wrong password, an erased account) and,
 * were lockout on, LockedAuth; both answer 401. Only for errors thrown by `payload.login`.
 */
export const isFailedLogin = (err: unknown): err is PayloadApiError => isPayloadError(err) && err.status === 401

/** Payload's ValidationError: 400 with the fields that failed in `data.errors`. */
export function isValidationError(err: unknown): err is PayloadApiError & { data: { errors: FieldError[] } } {
  if (!isPayloadError(err) || err.status !== 400) return false
  const errors = (err.data as { errors?: unknown } | null | undefined)?.errors
  return Array.isArray(errors) && errors.every((e) => typeof (e as FieldError)?.path === 'string')
}
