import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { PAIR_DELAYS } from '../../../src/features/accounts/operations/throttle'
import { storeAttachments } from '../../../src/features/grievances/operations/attachments'
import { HttpError } from '../../../src/platform/http/route'
import { storeUpload } from '../../../src/platform/uploads/uploads'
import { call, registration } from '../../support/auth'
import { secondCopyOfPayloadErrors } from '../../support/payload-copy'
import { testPayload, unique } from '../../support/payload'

/**
 * On the running site a Payload instance made by one copy of Payload answered a route compiled
 * against another, and every wrong password answered 500. Here each place that turns a Payload error into
 * an answer gets the errors of a second copy (tests/support/payload-copy.ts) and must still answer the
 * caller's 4xx, never a 500.
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let login: Handler, register: Handler, contact: Handler
let other: Awaited<ReturnType<typeof secondCopyOfPayloadErrors>>

beforeAll(async () => {
  payload = await testPayload()
  other = await secondCopyOfPayloadErrors()
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ POST: contact } = await import('../../../src/app/api/common/contact-us/route'))
})

afterEach(() => vi.restoreAllMocks())

describe('Payload errors from another copy of Payload', () => {
  it('a failed login answers 401 with the spec message, and is counted: the pair is slowed (429) after the free tries', async () => {
    vi.spyOn(payload, 'login').mockImplementation(() => Promise.reject(new other.AuthenticationError()))
    const email = `copy-${unique()}@example.org`
    const ip = `10.29.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const statuses: number[] = []
    for (let i = 0; i < PAIR_DELAYS.free + 1; i++) {
      const res = await call(login, '/api/auth/login', { body: { email, password: 'Wrong-pass-1' }, ip })
      statuses.push(res.status)
      if (res.status === 401) expect(await res.json()).toEqual({ message: 'Invalid email or password' })
    }
    expect(statuses).toEqual([...Array(PAIR_DELAYS.free).fill(401), 429])
  })

  it('a registration refused by a unique index answers 409, not 500', async () => {
    const form = registration()
    vi.spyOn(payload, 'create').mockImplementation(() =>
      Promise.reject(new other.ValidationError({ collection: 'users', errors: [{ path: 'email', message: 'Value must be unique' }] })),
    )
    const res = await call(register, '/api/auth/register', { body: form })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ message: 'An account with this email already exists' })
  })

  it('a contact message whose e-mail Payload refuses answers 400 with the e-mail message', async () => {
    vi.spyOn(payload, 'create').mockImplementation(() =>
      Promise.reject(new other.ValidationError({ collection: 'contact-submissions', errors: [{ path: 'email', message: 'invalid' }] })),
    )
    const res = await call(contact, '/api/common/contact-us', {
      body: { name: 'Ramesh Kumar', email: 'ramesh@example.org', message: 'When is the next meeting?' },
    })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toMatch(/email/i)
  })

  it('an upload Payload refuses keeps its status (413) and message; a refused type is 415', async () => {
    vi.spyOn(payload, 'create').mockImplementationOnce(() => Promise.reject(new other.APIError('The file is too large.', 413)))
    await expect(storeUpload(payload, 'gallery-photos', Buffer.from('x'))).rejects.toMatchObject({
      status: 413,
      message: 'The file is too large.',
    })
    vi.spyOn(payload, 'create').mockImplementationOnce(() =>
      Promise.reject(new other.ValidationError({ collection: 'gallery-photos', errors: [{ path: 'mimeType', message: 'bad' }] })),
    )
    const refused = await storeUpload(payload, 'gallery-photos', Buffer.from('x')).catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(HttpError)
    expect((refused as HttpError).status).toBe(415)
  })

  it('a grievance attachment Payload refuses answers 415 / its own 4xx, not a crash', async () => {
    const file = { bytes: Buffer.from('%PDF-1.4\n'), kind: 'pdf' as const }
    vi.spyOn(payload, 'create').mockImplementationOnce(() =>
      Promise.reject(new other.ValidationError({ collection: 'grievance-attachments', errors: [{ path: 'file', message: 'bad' }] })),
    )
    await expect(storeAttachments(payload, 1, [file])).rejects.toMatchObject({ status: 415 })
    vi.spyOn(payload, 'create').mockImplementationOnce(() => Promise.reject(new other.APIError('This PDF carries scripts.', 400)))
    await expect(storeAttachments(payload, 1, [file])).rejects.toMatchObject({ status: 400, message: 'This PDF carries scripts.' })
  })
})
