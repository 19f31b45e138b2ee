import { APIError, AuthenticationError, Forbidden, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { isFailedLogin, isPayloadError, isPayloadRefusal, isValidationError } from '../../../src/platform/payload/errors'
import { HttpError } from '../../../src/platform/http/route'
import { secondCopyOfPayloadErrors } from '../../support/payload-copy'

/** Payload's errors are recognised whichever copy of Payload threw them. */
describe('Payload errors by what they carry', () => {
  it('the second copy really is another copy: instanceof fails across it', async () => {
    const other = await secondCopyOfPayloadErrors()
    expect(new other.AuthenticationError()).not.toBeInstanceOf(AuthenticationError)
    expect(new other.APIError('x', 413)).not.toBeInstanceOf(APIError)
  })

  it('a failed login from either copy, and from a build whose class names were minified', async () => {
    const other = await secondCopyOfPayloadErrors()
    const minified = new AuthenticationError()
    minified.name = 'o'
    for (const err of [new AuthenticationError(), new other.AuthenticationError(), minified]) expect(isFailedLogin(err)).toBe(true)
    expect(isFailedLogin(new Forbidden())).toBe(false)
    expect(isFailedLogin(new HttpError(401, 'Invalid email or password'))).toBe(false)
  })

  it('a validation error with its fields, from either copy', async () => {
    const other = await secondCopyOfPayloadErrors()
    const results = { collection: 'users', errors: [{ path: 'email', message: 'Value must be unique' }] }
    for (const err of [new ValidationError({ ...results }), new other.ValidationError({ ...results })]) {
      expect(isValidationError(err)).toBe(true)
      if (isValidationError(err)) expect(err.data.errors.map((e) => e.path)).toEqual(['email'])
    }
    expect(isValidationError(new APIError('Bad request', 400))).toBe(false)
  })

  it('a refusal is a Payload error under 500; look-alikes are not Payload errors', async () => {
    const other = await secondCopyOfPayloadErrors()
    expect(isPayloadRefusal(new other.APIError('Too large', 413))).toBe(true)
    expect(isPayloadRefusal(new APIError('boom'))).toBe(false)
    expect(isPayloadError(new APIError('boom'))).toBe(true)
    expect(isPayloadError(Object.assign(new Error('x'), { status: 401 }))).toBe(false)
    expect(isPayloadError({ status: 401, isOperational: true })).toBe(false)
  })
})

describe('HttpError', () => {
  it('is recognised across copies of its module (a registered symbol, not the class)', async () => {
    // @ts-expect-error: a query string makes a second copy of the module for Node and Vite alike
    const { HttpError: OtherHttpError } = (await import('../../../src/platform/http/route?copy=second')) as { HttpError: typeof HttpError }
    expect(OtherHttpError).not.toBe(HttpError)
    expect(new OtherHttpError(409, 'taken')).toBeInstanceOf(HttpError)
    expect(new HttpError(409, 'taken')).toBeInstanceOf(OtherHttpError)
    expect(new Error('x')).not.toBeInstanceOf(HttpError)
    expect(new APIError('x', 400)).not.toBeInstanceOf(HttpError)
  })
})
