import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { call } from '../../support/auth'
import { createUser, testPayload } from '../../support/payload'
import { addContact, addGrievance, adminRoutes, get, signIn, type Handler } from '../../support/admin-fixtures'

/** Grievances and contact messages for admins: the lists and PATCH …/{id}/status. */
let payload: Payload
let routes: Awaited<ReturnType<typeof adminRoutes>>
let token: string

beforeAll(async () => {
  payload = await testPayload()
  routes = await adminRoutes()
  ;({ token } = await signIn(payload, 'admin'))
})

const list = async <T>(handler: Handler, url: string): Promise<T[]> => {
  const res = await get(handler, url, token)
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toBe('no-store')
  const body = await res.json()
  expect(Array.isArray(body)).toBe(true)
  return body
}

type Grievance = {
  id: number
  userName: string | null
  userEmail: string | null
  userPhone: string | null
  subject: string
  description: string
  status: string
  createdAt: string
}
type Contact = { id: number; name: string; email: string; message: string; status: string; createdAt: string }

describe('GET /api/admin/grievances', () => {
  it("lists grievances newest first with the member's contact details and nothing else", async () => {
    const member = await createUser(payload, 'member', { name: 'सुनीता मौर्य', phone: '9123456789' })
    const older = await addGrievance(payload, member.id, { subject: 'Older one' })
    const newer = await addGrievance(payload, member.id, { subject: 'Newer one', description: 'x'.repeat(400), status: 'in-progress' })
    const items = await list<Grievance>(routes.grievances, '/api/admin/grievances')
    expect(items.slice(0, 2).map((g) => g.id)).toEqual([newer.id, older.id])
    expect(items[0]).toEqual({
      id: newer.id,
      userName: 'सुनीता मौर्य',
      userEmail: member.email,
      userPhone: '9123456789',
      subject: 'Newer one',
      description: 'x'.repeat(400),
      status: 'in-progress',
      createdAt: newer.createdAt,
      // What the grievance desk adds to each card; tests/integration/grievances/grievance-desk.test.ts checks the values.
      caseNumber: newer.caseNumber,
      category: expect.any(Object),
      district: newer.district,
      level: newer.level,
      dueAt: newer.dueAt,
      overdue: false,
      assignee: null,
      sensitive: false,
    })
    const times = items.map((g) => Date.parse(g.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('keeps a grievance when its member is deleted, with null contact details', async () => {
    const member = await createUser(payload, 'member')
    const g = await addGrievance(payload, member.id)
    await payload.delete({ collection: 'users', id: member.id, overrideAccess: true })
    const items = await list<Grievance>(routes.grievances, '/api/admin/grievances')
    expect(items.find((i) => i.id === g.id)).toMatchObject({ userName: null, userEmail: null, userPhone: null, subject: g.subject })
  })
})

describe('GET /api/admin/contact-submissions', () => {
  it('lists messages newest first in the spec shape', async () => {
    const a = await addContact(payload, { name: 'First', message: 'Hello' })
    const b = await addContact(payload, { name: 'Second', email: 'second@example.org', message: 'नमस्ते', status: 'resolved' })
    const items = await list<Contact>(routes.contacts, '/api/admin/contact-submissions')
    expect(items.slice(0, 2).map((c) => c.id)).toEqual([b.id, a.id])
    expect(items[0]).toEqual({
      id: b.id,
      name: 'Second',
      email: 'second@example.org',
      message: 'नमस्ते',
      status: 'resolved',
      createdAt: b.createdAt,
    })
  })
})

const KINDS = [
  {
    name: 'grievances',
    base: '/api/admin/grievances',
    patch: () => routes.grievanceStatus,
    list: () => list<Grievance>(routes.grievances, '/api/admin/grievances'),
    create: async () => addGrievance(payload, (await createUser(payload, 'member')).id),
    collection: 'grievances' as const,
    notFound: 'Grievance not found',
  },
  {
    name: 'contact submissions',
    base: '/api/admin/contact-submissions',
    patch: () => routes.contactStatus,
    list: () => list<Contact>(routes.contacts, '/api/admin/contact-submissions'),
    create: () => addContact(payload),
    collection: 'contact-submissions' as const,
    notFound: 'Contact submission not found',
  },
]

describe.each(KINDS)('PATCH /api/admin/$name/{id}/status', (kind) => {
  const statusOf = async (id: number) => (await payload.findByID({ collection: kind.collection, id, depth: 0 })).status
  const patch = (id: number | string, request: { body?: unknown; raw?: string; headers?: Record<string, string> }) =>
    call(kind.patch(), `${kind.base}/${id}/status`, { method: 'PATCH', token, ...request })

  it('moves through every status, answers the updated item, and the list shows it', async () => {
    const doc = await kind.create()
    for (const status of ['in-progress', 'resolved', 'pending', 'resolved']) {
      const res = await patch(doc.id, { body: { status } })
      expect(res.status).toBe(200)
      const body = await res.json()
      expect(body).toMatchObject({ id: doc.id, status, createdAt: doc.createdAt })
      expect(await statusOf(doc.id)).toBe(status)
      // The answer is the item exactly as the list now shows it (for a grievance, with the member's details).
      expect((await kind.list()).find((i) => i.id === doc.id)).toEqual(body)
    }
  })

  it.each([
    ['an unknown status', { body: { status: 'closed' } }, 'Status must be one of: pending, in-progress, resolved.'],
    ['an upper-case status', { body: { status: 'RESOLVED' } }, 'Status must be one of: pending, in-progress, resolved.'],
    ['a number', { body: { status: 1 } }, 'Status must be one of: pending, in-progress, resolved.'],
    ['no status', { body: {} }, 'Status must be one of: pending, in-progress, resolved.'],
    ['an array', { body: ['resolved'] }, 'Status must be one of: pending, in-progress, resolved.'],
    ['null', { body: null }, 'Status must be one of: pending, in-progress, resolved.'],
    ['no body at all', {}, 'Status must be one of: pending, in-progress, resolved.'],
    ['malformed JSON', { raw: '{"status":' }, 'Please send the new status as JSON, e.g. {"status": "resolved"}.'],
    ['a 10,000-character status', { body: { status: 'x'.repeat(10_000) } }, 'Status must be one of: pending, in-progress, resolved.'],
  ])('answers 400 for %s and changes nothing', async (_what, request, message) => {
    const doc = await kind.create()
    const res = await patch(doc.id, request)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
    const stored = await payload.findByID({ collection: kind.collection, id: doc.id, depth: 0 })
    expect(stored.status).toBe('pending')
    expect(stored.updatedAt).toBe(doc.updatedAt)
  })

  it.each([
    ['an unknown id', '2147483000'],
    ['a non-numeric id', 'abc'],
    ['a negative id', '-1'],
    ['a huge id', '99999999999'],
    ['an SQL-looking id', '1 OR 1=1'],
  ])('answers 404 for %s', async (_what, id) => {
    const res = await patch(encodeURIComponent(id), { body: { status: 'resolved' } })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: kind.notFound })
  })

  it('answers 415 when the body is not declared as JSON, and changes nothing', async () => {
    const doc = await kind.create()
    const res = await patch(doc.id, { raw: 'status=resolved', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(res.status).toBe(415)
    expect(await statusOf(doc.id)).toBe('pending')
  })
})
