import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GRIEVANCE_LIMITS, GRIEVANCE_MESSAGES } from '../../../src/features/grievances/rules/grievances'
import { setClockForTests } from '../../../src/platform/clock'
import { addCaseEvent } from '../../../src/features/grievances/operations/events'
import { REPLY_MESSAGES } from '../../../src/features/grievances/operations/replies'
import { call, mailsTo } from '../../support/auth'
import { createUser, testPayload } from '../../support/payload'
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
import { withPayloadTransaction } from '../../../src/platform/db/transaction'

/** The office's work on a case: replies, internal notes, assignment, status changes and their mails. */
let payload: Payload
let routes: Awaited<ReturnType<typeof deskRoutes>>
let people: People

beforeAll(async () => {
  payload = await testPayload()
  routes = await deskRoutes()
  people = await deskPeople(payload)
})
afterEach(() => setClockForTests(null))

const reply = (id: number, token: string | undefined, body: unknown) =>
  send(routes.replies, 'POST', `/api/admin/grievances/${id}/replies`, token, body)
const assign = (id: number, token: string | undefined, body: unknown) =>
  send(routes.assign, 'PATCH', `/api/admin/grievances/${id}/assign`, token, body)
const events = async (id: number) =>
  (
    await payload.find({
      collection: 'grievance-events',
      where: { grievance: { equals: id } },
      sort: ['createdAt', 'id'],
      pagination: false,
      overrideAccess: true,
    })
  ).docs

describe('POST /api/admin/grievances/{id}/replies', () => {
  const EXPECTED: Record<Caller, number> = { anonymous: 401, member: 403, editor: 403, coordinator: 201, otherCoordinator: 403, admin: 201 }
  it.each(Object.entries(EXPECTED) as [Caller, number][])('as %s → %i', async (caller, status) => {
    const { grievance } = await fileCase(payload)
    expect((await reply(grievance.id, tokenOf(people, caller), { text: `From ${caller}` })).status).toBe(status)
    expect((await events(grievance.id)).filter((e) => e.kind === 'reply')).toHaveLength(status === 201 ? 1 : 0)
  })

  it("mails the member the reply once, in their language, and stamps the case's reply dates", async () => {
    setClockForTests(new Date('2026-03-02T05:00:00Z'))
    const { member, grievance } = await fileCase(payload, { lang: 'hi' })
    setClockForTests(new Date('2026-03-04T05:00:00Z'))
    const res = await reply(grievance.id, people.coordinator.token, { text: '  The treasury has released the payment.  ' })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({
      kind: 'reply',
      internal: false,
      text: 'The treasury has released the payment.',
      actor: { name: 'Kamal Coordinator' },
      createdAt: '2026-03-04T05:00:00.000Z',
    })
    setClockForTests(new Date('2026-03-06T05:00:00Z'))
    expect((await reply(grievance.id, people.admin.token, { text: 'And the arrears next month.' })).status).toBe(201)
    const stored = await payload.findByID({ collection: 'grievances', id: grievance.id, overrideAccess: true })
    expect(stored.firstReplyAt).toBe('2026-03-04T05:00:00.000Z')
    expect(stored.lastReplyAt).toBe('2026-03-06T05:00:00.000Z')
    // A reply does not change the status (as in CPGRAMS): the office sets it.
    expect(stored.status).toBe('pending')
    const mails = await mailsTo(member.email)
    expect(mails).toHaveLength(2)
    // The subject is MIME-encoded Hindi; the body says it all.
    expect(mails[0].text).toContain(`कार्यालय ने आपकी शिकायत ${grievance.caseNumber}`)
    expect(mails[0].text).toContain('The treasury has released the payment.')
    expect(mails[0].text).toContain(`/hi/grievances/${grievance.caseNumber}`)
  })

  it('a double submit or a retried request adds one entry and mails once', async () => {
    const { member, grievance } = await fileCase(payload)
    const body = { text: 'We are on it.' }
    const [a, b] = await Promise.all([reply(grievance.id, people.admin.token, body), reply(grievance.id, people.admin.token, body)])
    expect([a.status, b.status].sort()).toEqual([200, 201])
    expect((await reply(grievance.id, people.admin.token, body)).status).toBe(200)
    expect((await events(grievance.id)).filter((e) => e.kind === 'reply')).toHaveLength(1)
    expect(await mailsTo(member.email)).toHaveLength(1)
  })

  it('an internal note is a note entry the member is never mailed and never sees', async () => {
    const { member, grievance } = await fileCase(payload)
    const res = await reply(grievance.id, people.coordinator.token, { text: 'Member called twice; treasury slow.', internal: true })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ kind: 'note', internal: true })
    const stored = await payload.findByID({ collection: 'grievances', id: grievance.id, overrideAccess: true })
    expect(stored.firstReplyAt ?? null).toBeNull()
    expect(await mailsTo(member.email)).toHaveLength(0)
    expect((await events(grievance.id)).map((e) => [e.kind, e.internal])).toEqual([
      ['filed', false],
      ['note', true],
    ])
  })

  it('a reply written without the API (a script, the Local API) mails the member too: the hook, not the route', async () => {
    const { member, grievance } = await fileCase(payload)
    await withPayloadTransaction(payload, (req) =>
      addCaseEvent(req, grievance.id, { kind: 'reply', actor: people.admin.user.id, text: 'Written by a script.' }),
    )
    const mails = await mailsTo(member.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('Written by a script.')
  })

  it.each([
    ['an empty text', { text: '   ' }, GRIEVANCE_MESSAGES.replyRequired.en],
    ['no text', { internal: true }, GRIEVANCE_MESSAGES.replyRequired.en],
    ['a text too long', { text: 'x'.repeat(GRIEVANCE_LIMITS.reply + 1) }, REPLY_MESSAGES.tooLong.en],
    ['internal not a boolean', { text: 'Hi', internal: 'yes' }, REPLY_MESSAGES.internal.en],
    ['an array', [1], GRIEVANCE_MESSAGES.replyRequired.en],
  ])('refuses %s with 400', async (_name, body, message) => {
    const { grievance } = await fileCase(payload)
    const res = await reply(grievance.id, people.admin.token, body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
    expect(await events(grievance.id)).toHaveLength(1)
  })

  it('refuses a body that is not JSON with 400', async () => {
    const { grievance } = await fileCase(payload)
    const res = await call(routes.replies, `/api/admin/grievances/${grievance.id}/replies`, {
      token: people.admin.token,
      raw: '{text:',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: REPLY_MESSAGES.body.en })
  })

  it('is 404 for a coordinator on a sensitive case of their district, and nothing is written or mailed', async () => {
    const { member, grievance } = await fileCase(payload, { sensitive: true })
    const res = await reply(grievance.id, people.coordinator.token, { text: 'Hello' })
    expect(res.status).toBe(404)
    expect(await events(grievance.id)).toHaveLength(1)
    expect(await mailsTo(member.email)).toHaveLength(0)
  })
})

describe('PATCH /api/admin/grievances/{id}/assign', () => {
  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['editor', 403],
    ['otherCoordinator', 403],
  ] as [Caller, number][])('as %s → %i', async (caller, status) => {
    const { grievance } = await fileCase(payload)
    expect((await assign(grievance.id, tokenOf(people, caller), { assigneeId: people.admin.user.id })).status).toBe(status)
  })

  it("assigns to the district's coordinator: an internal entry, the case answered, the assignee mailed once in their language", async () => {
    const { member, grievance } = await fileCase(payload)
    const res = await assign(grievance.id, people.admin.token, { assigneeId: people.coordinator.user.id })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      id: grievance.id,
      assignee: { id: people.coordinator.user.id, name: 'Kamal Coordinator' },
      caseNumber: grievance.caseNumber,
    })
    // The same assignment again (a retry) changes nothing and mails no one.
    expect((await assign(grievance.id, people.admin.token, { assigneeId: people.coordinator.user.id })).status).toBe(200)
    const entries = (await events(grievance.id)).filter((e) => e.kind === 'assigned')
    expect(entries.map((e) => [e.internal, e.to])).toEqual([[true, 'Kamal Coordinator']])
    const mails = await mailsTo(people.coordinator.user.email)
    // The coordinator also had the office's notice of the new case; of assignment mails, exactly one.
    expect(mails.filter((m) => m.text.includes(String(grievance.caseNumber)) && m.text.includes('आपको सौंपी गई है'))).toHaveLength(1)
    expect(await mailsTo(member.email)).toHaveLength(0)
  })

  it('a coordinator may assign their case to an admin, and unassign it with null', async () => {
    const { grievance } = await fileCase(payload)
    expect((await assign(grievance.id, people.coordinator.token, { assigneeId: people.admin.user.id })).status).toBe(200)
    const res = await assign(grievance.id, people.coordinator.token, { assigneeId: null })
    expect(res.status).toBe(200)
    expect((await res.json()).assignee).toBeNull()
    expect((await events(grievance.id)).filter((e) => e.kind === 'assigned').map((e) => [e.from, e.to])).toEqual([
      [null, 'Anita Admin'],
      ['Anita Admin', null],
    ])
  })

  it.each([
    ['a coordinator of another district', () => people.otherCoordinator.user.id, false],
    ['a member', () => people.member.user.id, false],
    ['an editor', () => people.editor.user.id, false],
    ['nobody at all', () => 999999999, false],
    ["the district's coordinator on a sensitive case", () => people.coordinator.user.id, true],
  ] as [string, () => number, boolean][])('refuses %s with 400', async (_name, who, sensitive) => {
    const { grievance } = await fileCase(payload, { sensitive })
    const res = await assign(grievance.id, people.admin.token, { assigneeId: who() })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: GRIEVANCE_MESSAGES.invalidAssignee.en })
    expect((await payload.findByID({ collection: 'grievances', id: grievance.id, overrideAccess: true })).assignee ?? null).toBeNull()
    expect((await events(grievance.id)).some((e) => e.kind === 'assigned')).toBe(false)
  })

  it.each([[{}], [{ assigneeId: 'x' }], [{ assigneeId: 1.5 }]])('refuses the body %j with 400', async (body) => {
    const { grievance } = await fileCase(payload)
    const res = await assign(grievance.id, people.admin.token, body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: GRIEVANCE_MESSAGES.invalidAssignee.en })
  })

  it('is 404 for a coordinator on a sensitive case', async () => {
    const { grievance } = await fileCase(payload, { sensitive: true })
    expect((await assign(grievance.id, people.coordinator.token, { assigneeId: null })).status).toBe(404)
  })

  it('a sensitive case assigned to an admin mails no coordinator', async () => {
    const before = (await mailsTo(people.coordinator.user.email)).length
    const { grievance } = await fileCase(payload, { sensitive: true })
    expect((await assign(grievance.id, people.admin.token, { assigneeId: people.admin.user.id })).status).toBe(200)
    expect(await mailsTo(people.coordinator.user.email)).toHaveLength(before)
  })
})

describe('status changes: an entry, the resolution date, the member mailed once', () => {
  it('the spec PATCH writes a status entry with who and mails the member once, also when retried', async () => {
    setClockForTests(new Date('2026-04-10T08:00:00Z'))
    const { member, grievance } = await fileCase(payload)
    const url = `/api/admin/grievances/${grievance.id}/status`
    expect((await send(routes.status, 'PATCH', url, people.coordinator.token, { status: 'resolved' })).status).toBe(200)
    expect((await send(routes.status, 'PATCH', url, people.coordinator.token, { status: 'resolved' })).status).toBe(200)
    const stored = await payload.findByID({ collection: 'grievances', id: grievance.id, overrideAccess: true })
    expect(stored.resolvedAt).toBe('2026-04-10T08:00:00.000Z')
    const entries = (await events(grievance.id)).filter((e) => e.kind === 'status')
    expect(entries.map((e) => [e.from, e.to, typeof e.actor === 'object' ? e.actor?.id : e.actor, e.internal])).toEqual([
      ['pending', 'resolved', people.coordinator.user.id, false],
    ])
    const mails = await mailsTo(member.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe(`Your grievance ${grievance.caseNumber} is now resolved`)
    // Leaving 'resolved' clears the date.
    expect((await send(routes.status, 'PATCH', url, people.admin.token, { status: 'in-progress' })).status).toBe(200)
    expect((await payload.findByID({ collection: 'grievances', id: grievance.id, overrideAccess: true })).resolvedAt ?? null).toBeNull()
    expect(await mailsTo(member.email)).toHaveLength(2)
  })

  it('a change made in the CMS (Local API as a user) is recorded and mailed the same way', async () => {
    const { member, grievance } = await fileCase(payload, { lang: 'hi' })
    const admin = await payload.findByID({ collection: 'users', id: people.admin.user.id, overrideAccess: true })
    await payload.update({
      collection: 'grievances',
      id: grievance.id,
      data: { status: 'in-progress' },
      user: { ...admin, collection: 'users' },
      overrideAccess: true,
    })
    const entry = (await events(grievance.id)).find((e) => e.kind === 'status')
    expect(typeof entry?.actor === 'object' ? entry?.actor?.id : entry?.actor).toBe(people.admin.user.id)
    const mails = await mailsTo(member.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('लंबित से बदलकर प्रगति पर')
  })

  it("the follow helper's reopen (context caseAction 'reopen') adds no status entry and mails nothing", async () => {
    const { member, grievance } = await fileCase(payload)
    await payload.update({ collection: 'grievances', id: grievance.id, data: { status: 'resolved' }, overrideAccess: true })
    const mailed = (await mailsTo(member.email)).length
    await payload.update({
      collection: 'grievances',
      id: grievance.id,
      data: { status: 'pending' },
      overrideAccess: true,
      context: { caseAction: 'reopen' },
    })
    expect((await events(grievance.id)).filter((e) => e.kind === 'status')).toHaveLength(1)
    expect(await mailsTo(member.email)).toHaveLength(mailed)
    expect((await payload.findByID({ collection: 'grievances', id: grievance.id, overrideAccess: true })).resolvedAt).toBeTruthy()
  })

  it(`a ${AWAY} coordinator cannot change a ${HOME} case's status, and nothing is mailed`, async () => {
    const { member, grievance } = await fileCase(payload)
    expect(
      (
        await send(routes.status, 'PATCH', `/api/admin/grievances/${grievance.id}/status`, people.otherCoordinator.token, {
          status: 'resolved',
        })
      ).status,
    ).toBe(403)
    expect(await mailsTo(member.email)).toHaveLength(0)
  })

  it('a member without an e-mail on file (account deleted) changes status without failing', async () => {
    const owner = await createUser(payload, 'member', { district: HOME })
    const { grievance } = await fileCase(payload)
    await payload.update({ collection: 'grievances', id: grievance.id, data: { user: owner.id }, overrideAccess: true })
    await payload.delete({ collection: 'users', id: owner.id, overrideAccess: true })
    expect(
      (await send(routes.status, 'PATCH', `/api/admin/grievances/${grievance.id}/status`, people.admin.token, { status: 'resolved' }))
        .status,
    ).toBe(200)
  })
})
