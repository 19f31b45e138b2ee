import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { testPayload } from '../../support/payload'
import { call, registerMember } from '../../support/auth'

/** POST /api/common/grievance: stored for the caller, pending, whatever the body says. */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler, POST: Handler

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ POST } = await import('../../../src/app/api/common/grievance/route'))
})

afterEach(() => vi.restoreAllMocks())

const grievancesOf = async (userId: number) =>
  (await payload.find({ collection: 'grievances', where: { user: { equals: userId } }, depth: 0, overrideAccess: true })).docs
const total = async () => (await payload.count({ collection: 'grievances', overrideAccess: true })).totalDocs
let shared: Awaited<ReturnType<typeof registerMember>> | undefined
const good = { subject: 'Salary for October not received', description: 'My honorarium for October has not been credited yet.' }

describe('POST /api/common/grievance', () => {
  it('stores the grievance for the caller with status pending and says so', async () => {
    const { token, user } = await registerMember(payload, register)
    const res = await call(POST, '/api/common/grievance', { token, body: { ...good, subject: `  ${good.subject}  ` } })
    expect(res.status).toBe(201)
    // The desk adds the case number beside the spec's message.
    expect(await res.json()).toEqual({
      message: 'Grievance submitted successfully!',
      caseNumber: expect.stringMatching(/^GRV-\d{4}-\d{6}$/),
    })
    const docs = await grievancesOf(user.id)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ subject: good.subject, description: good.description, status: 'pending', user: user.id })
  })

  it('ignores an owner and a status in the body: member A cannot file as B, nor resolve their own', async () => {
    const a = await registerMember(payload, register)
    const b = await registerMember(payload, register)
    const res = await call(POST, '/api/common/grievance', { token: a.token, body: { ...good, user: b.user.id, status: 'resolved', id: 1 } })
    expect(res.status).toBe(201)
    expect(await grievancesOf(b.user.id)).toHaveLength(0)
    const [doc] = await grievancesOf(a.user.id)
    expect(doc).toMatchObject({ user: a.user.id, status: 'pending' })
  })

  it('keeps Hindi and SQL-looking text verbatim', async () => {
    const { token, user } = await registerMember(payload, register)
    const body = { subject: "' OR 1=1--", description: 'मानदेय का भुगतान नहीं हुआ; DROP TABLE grievances;--' }
    expect((await call(POST, '/api/common/grievance', { token, body })).status).toBe(201)
    expect((await grievancesOf(user.id))[0]).toMatchObject(body)
  })

  it('answers 401 without a token and stores nothing', async () => {
    const before = await total()
    const res = await call(POST, '/api/common/grievance', { body: good })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Authentication required. Please login again.' })
    expect(await total()).toBe(before)
  })

  it.each([
    ['an empty object', { body: {} }, 'Subject is required'],
    ['a missing description', { body: { subject: good.subject } }, 'Description is required'],
    ['a blank subject', { body: { ...good, subject: '   ' } }, 'Subject is required'],
    ['a number as subject', { body: { ...good, subject: 42 } }, 'Subject must be text'],
    ['an array as description', { body: { ...good, description: ['a'] } }, 'Description must be text'],
    ['a 10,000-character subject', { body: { ...good, subject: 'x'.repeat(10_000) } }, 'Subject must be at most 200 characters'],
    [
      'a 10,000-character description',
      { body: { ...good, description: 'x'.repeat(10_000) } },
      'Description must be at most 5000 characters',
    ],
    ['malformed JSON', { raw: '{"subject":' }, 'Please send the form fields as a JSON object.'],
    ['a JSON array', { body: [good] }, 'Please send the form fields as a JSON object.'],
  ])('answers 400 and stores nothing for %s', async (_what, request, message) => {
    const { token } = (shared ??= await registerMember(payload, register))
    const before = await total()
    const res = await call(POST, '/api/common/grievance', { token, ...request })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
    expect(await total()).toBe(before)
  })

  it('answers a database failure with a plain 500 {message}, never its internals', async () => {
    const { token } = (shared ??= await registerMember(payload, register))
    vi.spyOn(payload, 'create').mockRejectedValueOnce(new Error('connect ECONNREFUSED 10.0.0.5:5432 (grievances_pkey)'))
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const res = await call(POST, '/api/common/grievance', { token, body: good })
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong. Please try again later.' })
    expect(text).not.toMatch(/ECONNREFUSED|5432|grievances_pkey|at /)
    // The details go to the log instead.
    expect(stderr.mock.calls.map((c) => String(c[0])).join('')).toContain('ECONNREFUSED')
  })
})
