import { afterEach, describe, expect, it, vi } from 'vitest'

import { HTTP_MESSAGES, route } from '../../../src/platform/http/route'

/**
 * route()'s backstop behind each input's schema: what PostgreSQL or Payload's field rules
 * refuse of the data a handler was sent is a 4xx with a message, never a 500.
 */
const request = () => new Request('http://localhost/api/things/7', { method: 'POST' })
const answerTo = async (err: unknown) => {
  const res = await route(async () => {
    throw err
  })(request())
  return { status: res.status, body: await res.json() }
}

afterEach(() => vi.restoreAllMocks())
const quiet = () => vi.spyOn(process.stderr, 'write').mockImplementation(() => true)

describe('route() refusals past a schema', () => {
  it("answers PostgreSQL's refusal of NUL in a text (22021), wrapped as the ORM wraps it, with 400", async () => {
    quiet()
    const pg = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })
    expect(await answerTo(new Error('Failed query: select …', { cause: pg }))).toEqual({
      status: 400,
      body: { message: 'A text holds characters that cannot be stored.' },
    })
  })

  it('answers a unique value taken by a write at the same time (23505) with 409', async () => {
    quiet()
    const pg = Object.assign(new Error('duplicate key value violates unique constraint "users_email_idx"'), { code: '23505' })
    expect((await answerTo(new Error('Failed query', { cause: pg }))).status).toBe(409)
  })

  it("answers Payload's ValidationError (any copy of Payload) with 400 and its first message", async () => {
    quiet()
    const validation = Object.assign(new Error('The following field is invalid: text'), {
      status: 400,
      isOperational: true,
      data: { errors: [{ path: 'text', message: 'This text contains control characters.' }] },
    })
    expect(await answerTo(validation)).toEqual({ status: 400, body: { message: 'This text contains control characters.' } })
  })

  it('still answers any other fault with 500 and no internals', async () => {
    quiet()
    expect(await answerTo(Object.assign(new Error('connection terminated'), { code: '08006' }))).toEqual({
      status: 500,
      body: { message: HTTP_MESSAGES.server.en },
    })
  })
})
