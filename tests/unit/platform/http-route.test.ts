import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { ContactInput } from '../../../src/features/contact/rules/contact'
import { parseInput } from '../../../src/platform/validation/validation'
import { HTTP_MESSAGES, HttpError, idParam, json, readJson, route } from '../../../src/platform/http/route'

/** route(): every handler under src/app/api answers what it throws through this one mapping. */
const request = (headers: Record<string, string> = {}) => new Request('http://localhost/api/things/7', { method: 'POST', headers })
const read = async (res: Response) => ({ status: res.status, body: await res.json() })

afterEach(() => vi.restoreAllMocks())

function captureLog() {
  const lines: string[] = []
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true))
  return lines
}

describe('route()', () => {
  it('passes the request and the typed params through and returns the answer as it is', async () => {
    const handler = route<{ id: string }>(async (req, { params }) =>
      Response.json({ id: (await params).id, method: req.method }, { status: 201 }),
    )
    expect(await read(await handler(request(), { params: Promise.resolve({ id: '7' }) }))).toEqual({
      status: 201,
      body: { id: '7', method: 'POST' },
    })
  })

  it('gives a route without params an empty object when called without a context', async () => {
    const handler = route(async (_req, { params }) => Response.json(await params))
    expect(await (await handler(request())).json()).toEqual({})
  })

  it('answers an HttpError with its status, {message} and headers, never cached', async () => {
    const handler = route(async () => {
      throw new HttpError(429, 'Slow down.', { 'Retry-After': '60' })
    })
    const res = await handler(request())
    expect(await read(res)).toEqual({ status: 429, body: { message: 'Slow down.' } })
    expect(res.headers.get('retry-after')).toBe('60')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('answers a zod error with 400, exactly {message} of the first issue, and the field in X-Error-Field', async () => {
    const schema = z.object({
      address: z.object({ city: z.string({ error: 'Please enter your city.' }) }),
      name: z.string({ error: 'Name?' }),
    })
    const handler = route(async () => Response.json(schema.parse({ address: {} })))
    const res = await handler(request())
    expect(await read(res)).toEqual({ status: 400, body: { message: 'Please enter your city.' } })
    expect(res.headers.get('x-error-field')).toBe('address.city')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('sends no X-Error-Field for an issue of the whole input', async () => {
    const handler = route(async () => Response.json(z.object({}, { error: 'Please send an object.' }).parse('text')))
    const res = await handler(request())
    expect(await read(res)).toEqual({ status: 400, body: { message: 'Please send an object.' } })
    expect(res.headers.has('x-error-field')).toBe(false)
  })

  it('answers anything else with 500 and no internals, logged with the request id', async () => {
    const lines = captureLog()
    const handler = route(async () => {
      throw new Error('connection to 10.0.0.5:5432 refused')
    })
    const res = await handler(request({ 'x-request-id': 'req-123' }))
    expect(await read(res)).toEqual({ status: 500, body: { message: HTTP_MESSAGES.server.en } })
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.level === 'error')
    expect(logged).toMatchObject({ msg: 'POST /api/things/7 failed', requestId: 'req-123', error: 'connection to 10.0.0.5:5432 refused' })
  })

  it('makes a request id when the request came without one, and names it in the answer and the log', async () => {
    const lines = captureLog()
    const res = await route(async () => Promise.reject(new TypeError('x is undefined')))(request())
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[\w-]{8,}$/)
    expect(JSON.parse(lines[0]).requestId).toBe(id)
  })

  it("uses the route's own 500 message when it has one", async () => {
    captureLog()
    const handler = route(async () => Promise.reject(new Error('db down')), { failure: 'Failed to fetch news items' })
    expect(await read(await handler(request()))).toEqual({ status: 500, body: { message: 'Failed to fetch news items' } })
  })

  it('sets the headers option on every answer, errors included', async () => {
    const headers = () => ({ 'X-Frame-Options': 'DENY' })
    const ok = route(async () => Response.json({}), { headers })
    const refused = route(async () => Promise.reject(new HttpError(401, 'Authentication required. Please login again.')), { headers })
    expect((await ok(request())).headers.get('x-frame-options')).toBe('DENY')
    expect((await refused(request())).headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('a schema behind route() and idParam()', () => {
  it("answers a domain schema's first problem, in the form's field order, as a 400 with its field", async () => {
    const handler = route(async (req) => json(parseInput(ContactInput, await readJson(req))))
    const post = (body: unknown) =>
      handler(
        new Request('http://localhost/api/common/contact-us', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
    const res = await post({ name: ' ', email: 'nope', message: '' })
    expect(await read(res)).toEqual({ status: 400, body: { message: 'Name is required' } })
    expect(res.headers.get('x-error-field')).toBe('name')
    expect(await read(await post({ name: 'Asha', email: 'asha@example.org', message: ' Hello ' }))).toEqual({
      status: 200,
      body: { name: 'Asha', email: 'asha@example.org', message: 'Hello' },
    })
  })

  it('reads a positive 32-bit id, or throws 404 with the given message', () => {
    expect(idParam('42', 'Not here')).toBe(42)
    expect(idParam('2147483647', 'Not here')).toBe(2147483647)
    for (const bad of [undefined, '', '0', '007', '-1', '1.5', 'abc', '2147483648', '99999999999']) {
      expect(() => idParam(bad, 'Not here')).toThrow(expect.objectContaining({ status: 404, message: 'Not here' }))
    }
  })
})
