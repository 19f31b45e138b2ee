import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { AUTH_MESSAGES } from '../../../src/platform/http/guards'
import { call } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { addContact, addGrievance, adminRoutes, signIn, type Handler, type Role } from '../../support/admin-fixtures'

/** Every admin endpoint of this area, walked as anonymous, member, editor and admin. */
let payload: Payload
let routes: Awaited<ReturnType<typeof adminRoutes>>
const tokens: Partial<Record<Role, string>> = {}
let grievanceId: number, contactId: number

beforeAll(async () => {
  payload = await testPayload()
  routes = await adminRoutes()
  for (const role of ['member', 'editor', 'admin'] as const) tokens[role] = (await signIn(payload, role)).token
  const member = await signIn(payload, 'member')
  grievanceId = (await addGrievance(payload, member.user.id)).id
  contactId = (await addContact(payload)).id
})

type Endpoint = { name: string; handler: () => Handler; url: () => string; method: string; body?: unknown }
const endpoints: Endpoint[] = [
  { name: 'GET /api/admin/dashboard', handler: () => routes.dashboard, url: () => '/api/admin/dashboard', method: 'GET' },
  { name: 'GET /api/auth/users', handler: () => routes.users, url: () => '/api/auth/users', method: 'GET' },
  { name: 'GET /api/admin/users/export', handler: () => routes.exportUsers, url: () => '/api/admin/users/export', method: 'GET' },
  { name: 'GET /api/admin/grievances', handler: () => routes.grievances, url: () => '/api/admin/grievances', method: 'GET' },
  {
    name: 'PATCH /api/admin/grievances/{id}/status',
    handler: () => routes.grievanceStatus,
    url: () => `/api/admin/grievances/${grievanceId}/status`,
    method: 'PATCH',
    body: { status: 'in-progress' },
  },
  {
    name: 'GET /api/admin/contact-submissions',
    handler: () => routes.contacts,
    url: () => '/api/admin/contact-submissions',
    method: 'GET',
  },
  {
    name: 'PATCH /api/admin/contact-submissions/{id}/status',
    handler: () => routes.contactStatus,
    url: () => `/api/admin/contact-submissions/${contactId}/status`,
    method: 'PATCH',
    body: { status: 'in-progress' },
  },
]

const callers: [caller: 'anonymous' | Role, status: number, message?: string][] = [
  ['anonymous', 401, AUTH_MESSAGES.required.en],
  ['member', 403, AUTH_MESSAGES.forbidden.en],
  ['editor', 403, AUTH_MESSAGES.forbidden.en],
  ['admin', 200],
]

const matrix = endpoints.flatMap((e) => callers.map(([caller, status, message]) => [e.name, caller, status, message, e] as const))

describe('admin endpoints: access matrix', () => {
  it.each(matrix)('%s as %s → %i', async (_name, caller, status, message, endpoint) => {
    const before = await statuses()
    const token = caller === 'anonymous' ? undefined : tokens[caller]
    const res = await call(endpoint.handler(), endpoint.url(), { method: endpoint.method, token, body: endpoint.body })
    expect(res.status).toBe(status)
    if (message) {
      expect(await res.json()).toEqual({ message })
      // A refused PATCH changed nothing.
      expect(await statuses()).toEqual(before)
    } else {
      await res.body?.cancel()
    }
  })

  it('answers 401 to a malformed or unknown bearer token', async () => {
    for (const token of ['not-a-jwt', 'a.b.c']) {
      const res = await call(routes.dashboard, '/api/admin/dashboard', { method: 'GET', token })
      expect(res.status).toBe(401)
    }
  })
})

async function statuses() {
  const g = await payload.findByID({ collection: 'grievances', id: grievanceId, depth: 0 })
  const c = await payload.findByID({ collection: 'contact-submissions', id: contactId, depth: 0 })
  return [g.status, c.status]
}
