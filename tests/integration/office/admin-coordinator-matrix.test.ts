import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../../src/platform/http/guards'
import { OFFICE_MESSAGES } from '../../../src/platform/http/office'
import { call } from '../../support/auth'
import { createUser, testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { addContact, addGrievance, signIn, type Handler } from '../../support/admin-fixtures'
import { SCOPE_MESSAGES } from '../../../src/features/grievances/operations/scope'
import { type Caller, type Fixture, ENDPOINTS, FILTERED, HOME, AWAY } from '../../support/office-endpoints'

/**
 * Every /api/admin endpoint (and /api/auth/users) × every caller. One line per
 * endpoint: its method, its route folder, its module and who may call it. A new endpoint is
 * one more line in ENDPOINTS (and, if it lists members, one more in FILTERED), in tests/support/office-endpoints.ts.
 *
 * Callers: anonymous, a member, an editor, the coordinator of the fixture member's
 * district ("coordinator"), a coordinator of another district ("otherCoordinator"), an admin.
 */
let payload: Payload
const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>
let fixture: Fixture

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['member', 'editor', 'admin'] as const) tokens[role] = (await signIn(payload, role)).token
  tokens.coordinator = (await signIn(payload, 'coordinator', { district: HOME[0], districts: [...HOME] })).token
  tokens.otherCoordinator = (await signIn(payload, 'coordinator', { district: AWAY, districts: [AWAY] })).token
  const member = await createUser(payload, 'member', { district: HOME[1] })
  const other = await createUser(payload, 'member', { district: AWAY })
  fixture = {
    memberId: member.id,
    otherMemberId: other.id,
    memberEmail: member.email,
    otherEmail: other.email,
    grievanceId: (await addGrievance(payload, member.id)).id,
    otherGrievanceId: (await addGrievance(payload, other.id)).id,
    contactId: (await addContact(payload)).id,
  }
})

async function handlerOf(pattern: string, load: () => Promise<Record<string, unknown>>, method: string) {
  const mod = withParams(pattern, await load())
  const handler = mod[method]
  if (typeof handler !== 'function') throw new Error(`${pattern} has no ${method} handler`)
  return handler as Handler
}

const CALLERS: Caller[] = ['anonymous', 'member', 'editor', 'coordinator', 'otherCoordinator', 'admin']
const MATRIX = ENDPOINTS.flatMap((e) => CALLERS.map((caller) => [`${e.method} ${e.pattern}`, caller, e.access[caller], e] as const))

describe('coordinator access matrix: every admin endpoint × every caller', () => {
  it.each(MATRIX)('%s as %s → %i', async (_name, caller, status, e) => {
    const handler = await handlerOf(e.pattern, e.load, e.method)
    const token = caller === 'anonymous' ? undefined : tokens[caller]
    const res = await call(handler, e.url ? e.url(fixture) : e.pattern, { method: e.method, token, body: e.body })
    expect(res.status).toBe(status)
    if (status === 401) expect(await res.json()).toEqual({ message: AUTH_MESSAGES.required.en })
    else if (status === 403)
      expect((await res.json()).message).toMatch(
        new RegExp(
          `^(${escape(AUTH_MESSAGES.forbidden.en)}|${escape(OFFICE_MESSAGES.otherDistrict.en)}|${escape(SCOPE_MESSAGES.otherDistrict.en)})$`,
        ),
      )
    else await res.body?.cancel()
  })
})

describe('the matrix is complete', () => {
  it('names every handler under /api/admin (a new endpoint cannot be left out)', async () => {
    const root = path.resolve(__dirname, '../../../src/app')
    const files = fs
      .readdirSync(path.join(root, 'api/admin'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('route.ts'))
    const handlers = await Promise.all(
      files.map(async (file) => {
        const pattern = `/api/admin/${path.dirname(file)}`.replace(/\\/g, '/')
        const mod = (await import(path.join(root, 'api/admin', file))) as Record<string, unknown>
        return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => typeof mod[m] === 'function').map((m) => `${m} ${pattern}`)
      }),
    )
    const named = new Set(ENDPOINTS.map((e) => `${e.method} ${e.pattern}`))
    expect(
      handlers
        .flat()
        .filter((h) => !named.has(h))
        .sort(),
    ).toEqual([])
  })
})

describe('coordinator scope: lists show their districts only', () => {
  it.each(FILTERED.map((f) => [f.pattern, f] as const))('%s', async (_name, f) => {
    const handler = await handlerOf(f.pattern, f.load, 'GET')
    const textAs = async (caller: 'coordinator' | 'otherCoordinator' | 'admin') => {
      const res = await call(handler, `${f.pattern}${f.query ?? ''}`, { method: 'GET', token: tokens[caller] })
      expect(res.status).toBe(200)
      return res.text()
    }
    const [mine, theirs, all] = [await textAs('coordinator'), await textAs('otherCoordinator'), await textAs('admin')]
    expect(mine).toContain(f.shows(fixture))
    expect(mine).not.toContain(f.hides(fixture))
    expect(theirs).toContain(f.hides(fixture))
    expect(theirs).not.toContain(f.shows(fixture))
    expect(all).toContain(f.shows(fixture))
    expect(all).toContain(f.hides(fixture))
  })

  it("refuses another district's grievance with 403 and leaves it unchanged", async () => {
    const handler = await handlerOf(
      '/api/admin/grievances/[id]/status',
      () => import('../../../src/app/api/admin/grievances/[id]/status/route'),
      'PATCH',
    )
    const url = `/api/admin/grievances/${fixture.otherGrievanceId}/status`
    const res = await call(handler, url, { method: 'PATCH', token: tokens.coordinator, body: { status: 'resolved' } })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: SCOPE_MESSAGES.otherDistrict.en })
    expect((await payload.findByID({ collection: 'grievances', id: fixture.otherGrievanceId, depth: 0 })).status).toBe('pending')
    // A grievance that does not exist is 404 for a coordinator too (not 403: nothing to hide).
    const missing = await call(handler, '/api/admin/grievances/999999999/status', {
      method: 'PATCH',
      token: tokens.coordinator,
      body: { status: 'resolved' },
    })
    expect(missing.status).toBe(404)
  })

  it("counts a coordinator's districts only on the dashboard, and no contact messages", async () => {
    const handler = await handlerOf('/api/admin/dashboard', () => import('../../../src/app/api/admin/dashboard/route'), 'GET')
    const res = await call(handler, '/api/admin/dashboard', { method: 'GET', token: tokens.coordinator })
    const body = await res.json()
    const members = await payload.count({
      collection: 'users',
      where: { and: [{ role: { in: ['member', 'coordinator'] } }, { district: { in: [...HOME] } }] },
    })
    const pending = await payload.count({
      collection: 'grievances',
      where: { and: [{ status: { equals: 'pending' } }, { 'user.district': { in: [...HOME] } }] },
    })
    // overdueGrievances is checked per role in grievance-overdue-counts.test.ts.
    expect(body).toEqual({
      totalUsers: members.totalDocs,
      pendingContacts: 0,
      pendingGrievances: pending.totalDocs,
      overdueGrievances: expect.any(Number),
    })
    expect(body.totalUsers).toBeGreaterThanOrEqual(2) // the coordinator and the member
  })

  it('shows a coordinator without districts nothing', async () => {
    const { token } = await signIn(payload, 'coordinator', { district: HOME[0], districts: [] })
    const users = await handlerOf('/api/auth/users', () => import('../../../src/app/api/auth/users/route'), 'GET')
    expect(await (await call(users, '/api/auth/users', { method: 'GET', token })).json()).toEqual({ users: [] })
    const districts = await handlerOf('/api/admin/districts', () => import('../../../src/app/api/admin/districts/route'), 'GET')
    expect(await (await call(districts, '/api/admin/districts', { method: 'GET', token })).json()).toEqual([])
  })
})

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
