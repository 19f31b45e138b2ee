import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GRIEVANCE_MESSAGES } from '../../../src/features/grievances/rules/grievances'
import { setClockForTests } from '../../../src/platform/clock'
import { SCOPE_MESSAGES } from '../../../src/features/grievances/operations/scope'
import { testPayload } from '../../support/payload'
import {
  AWAY,
  deskPeople,
  deskRoutes,
  fileCase,
  HOME,
  send,
  tokenOf,
  type Caller,
  type People,
} from '../../support/grievance-desk-fixtures'

/** The office's reads of cases: the list with the case's facts, ?overdue=1, and one case. */
let payload: Payload
let routes: Awaited<ReturnType<typeof deskRoutes>>
let people: People

beforeAll(async () => {
  payload = await testPayload()
  routes = await deskRoutes()
  people = await deskPeople(payload)
})
afterEach(() => setClockForTests(null))

type Item = Record<string, unknown> & { id: number }
const listAs = async (caller: Caller, query = '') => {
  const res = await send(routes.list, 'GET', `/api/admin/grievances${query}`, tokenOf(people, caller))
  expect(res.status).toBe(200)
  return (await res.json()) as Item[]
}

describe('GET /api/admin/grievances: the cards gain the case', () => {
  it("keeps the spec's fields and adds case number, category, district, level, due date, overdue, assignee, sensitive", async () => {
    const { member, grievance } = await fileCase(payload)
    const item = (await listAs('admin')).find((g) => g.id === grievance.id)
    expect(item).toEqual({
      id: grievance.id,
      userName: member.name,
      userEmail: member.email,
      userPhone: member.phone,
      subject: grievance.subject,
      description: grievance.description,
      status: 'pending',
      createdAt: grievance.createdAt,
      caseNumber: grievance.caseNumber,
      category: { key: 'honorarium', name: 'Honorarium or salary delay' },
      district: HOME,
      level: 'district',
      dueAt: grievance.dueAt,
      overdue: false,
      assignee: null,
      sensitive: false,
    })
  })

  it('names the category in Hindi for a Hindi request', async () => {
    const { grievance } = await fileCase(payload)
    const res = await send(routes.list, 'GET', '/api/admin/grievances?lang=hi', tokenOf(people, 'admin'))
    const item = ((await res.json()) as Item[]).find((g) => g.id === grievance.id)
    expect(item?.category).toEqual({ key: 'honorarium', name: 'मानदेय या वेतन में देरी' })
  })

  it('never lists a sensitive case to a coordinator, even of its district; admins see it marked sensitive', async () => {
    const { grievance } = await fileCase(payload, { sensitive: true })
    expect((await listAs('coordinator')).some((g) => g.id === grievance.id)).toBe(false)
    expect((await listAs('otherCoordinator')).some((g) => g.id === grievance.id)).toBe(false)
    expect((await listAs('admin')).find((g) => g.id === grievance.id)).toMatchObject({ sensitive: true })
  })

  it('?overdue=1 lists only open cases past their due date (the app clock decides)', async () => {
    setClockForTests(new Date('2026-01-05T06:00:00Z'))
    const late = await fileCase(payload)
    const lateResolved = await fileCase(payload)
    await payload.update({ collection: 'grievances', id: lateResolved.grievance.id, data: { status: 'resolved' }, overrideAccess: true })
    setClockForTests(null)
    const fresh = await fileCase(payload)
    const overdue = await listAs('admin', '?overdue=1')
    const ids = overdue.map((g) => g.id)
    expect(ids).toContain(late.grievance.id)
    expect(ids).not.toContain(lateResolved.grievance.id)
    expect(ids).not.toContain(fresh.grievance.id)
    expect(overdue.every((g) => g.overdue === true)).toBe(true)
    expect((await listAs('admin')).find((g) => g.id === fresh.grievance.id)?.overdue).toBe(false)
    // The coordinator's overdue list is still their districts'.
    expect((await listAs('otherCoordinator', '?overdue=1')).map((g) => g.id)).not.toContain(late.grievance.id)
  })
})

describe('GET /api/admin/grievances/{id}', () => {
  const EXPECTED: Record<Caller, number> = { anonymous: 401, member: 403, editor: 403, coordinator: 200, otherCoordinator: 403, admin: 200 }
  it.each(Object.entries(EXPECTED) as [Caller, number][])('as %s → %i', async (caller, status) => {
    const { grievance } = await fileCase(payload)
    const res = await send(routes.one, 'GET', `/api/admin/grievances/${grievance.id}`, tokenOf(people, caller))
    expect(res.status).toBe(status)
    if (caller === 'otherCoordinator') expect(await res.json()).toEqual({ message: SCOPE_MESSAGES.otherDistrict.en })
  })

  it('answers the case with contact, files, rating, the whole timeline with actor names, and who may take it', async () => {
    const { member, grievance } = await fileCase(payload)
    await send(routes.replies, 'POST', `/api/admin/grievances/${grievance.id}/replies`, people.coordinator.token, {
      text: 'We have written to the district office.',
    })
    await send(routes.replies, 'POST', `/api/admin/grievances/${grievance.id}/replies`, people.admin.token, {
      text: 'Check the treasury.',
      internal: true,
    })
    const res = await send(routes.one, 'GET', `/api/admin/grievances/${grievance.id}`, people.coordinator.token)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.grievance).toMatchObject({
      id: grievance.id,
      userEmail: member.email,
      description: grievance.description,
      attachments: [],
      rating: null,
      ratingComment: null,
      reopenCount: 0,
      caseNumber: grievance.caseNumber,
    })
    expect(
      body.timeline.map((e: { kind: string; internal: boolean; actor: { name: string } | null }) => [e.kind, e.internal, e.actor?.name]),
    ).toEqual([
      ['filed', false, member.name],
      ['reply', false, 'Kamal Coordinator'],
      ['note', true, 'Anita Admin'],
    ])
    const names = body.assignees.map((a: { name: string; role: string }) => `${a.role}:${a.name}`)
    expect(names).toContain('coordinator:Kamal Coordinator')
    expect(names).toContain('admin:Anita Admin')
    expect(names).not.toContain('coordinator:Other Coordinator')
  })

  it('is 404 to a coordinator for a sensitive case (even of their district), and lists only admins as assignees', async () => {
    const { grievance } = await fileCase(payload, { sensitive: true })
    const res = await send(routes.one, 'GET', `/api/admin/grievances/${grievance.id}`, people.coordinator.token)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: GRIEVANCE_MESSAGES.notFound.en })
    const asAdmin = await (await send(routes.one, 'GET', `/api/admin/grievances/${grievance.id}`, people.admin.token)).json()
    expect(asAdmin.assignees.length).toBeGreaterThan(0)
    expect(asAdmin.assignees.every((a: { role: string }) => a.role === 'admin')).toBe(true)
  })

  it('is 404 for a case that is not there or an id that is not one', async () => {
    for (const id of ['999999999', 'abc', '-1']) {
      const res = await send(routes.one, 'GET', `/api/admin/grievances/${id}`, people.admin.token)
      expect(res.status).toBe(404)
    }
  })

  it(`keeps a coordinator of ${AWAY} out of a ${HOME} case`, async () => {
    const { grievance } = await fileCase(payload)
    expect((await send(routes.one, 'GET', `/api/admin/grievances/${grievance.id}`, people.otherCoordinator.token)).status).toBe(403)
  })
})
