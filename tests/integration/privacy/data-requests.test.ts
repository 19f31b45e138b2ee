import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { DATA_REQUEST_MESSAGES } from '../../../src/features/privacy/rules/data-requests'
import { setClockForTests } from '../../../src/platform/clock'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { sendDataRequestReminders } from '../../../src/features/privacy/operations/requests/reminders'
import { call } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { signIn, type Handler, type Role } from '../../support/admin-fixtures'

/** The members' correction and erasure requests, the office's decisions and the 90-day clock. */
let payload: Payload
let mine: { POST: Handler; GET: Handler }
let officeList: Handler
let decide: Handler
const people = {} as Record<Role | 'other', { token: string; user: { id: number; email: string } }>

beforeAll(async () => {
  payload = await testPayload()
  mine = (await import('../../../src/app/api/my-data/requests/route')) as unknown as typeof mine
  officeList = (await import('../../../src/app/api/admin/data-requests/route')).GET
  decide = withParams(
    '/api/admin/data-requests/[id]/decision',
    await import('../../../src/app/api/admin/data-requests/[id]/decision/route'),
  ).POST
  for (const role of ['member', 'editor', 'coordinator', 'admin'] as const)
    people[role] = (await signIn(payload, role, role === 'coordinator' ? { districts: ['Agra'] } : {})) as never
  people.other = (await signIn(payload, 'member')) as never
}, 120_000)

afterEach(() => setClockForTests(null))
afterAll(async () => {
  // Other files list every pending request: leave none of ours behind.
  await drizzleOf(payload).execute(sql`DELETE FROM data_requests WHERE member_id IN (${people.member.user.id}, ${people.other.user.id})`)
})

const file = (body: unknown, token: string | undefined = people.member.token) => call(mine.POST, '/api/my-data/requests', { body, token })
const listMine = (token: string = people.member.token) => call(mine.GET, '/api/my-data/requests', { method: 'GET', token })
const listOffice = (token: string, query = '') => call(officeList, `/api/admin/data-requests${query}`, { method: 'GET', token })
const decideOn = (id: number | string, body: unknown, token: string | undefined = people.admin.token) =>
  call(decide, `/api/admin/data-requests/${id}/decision`, { body, token })
const message = async (res: Response) => ((await res.json()) as { message: string }).message
const outbox = (kind: string, to: string) =>
  rows(drizzleOf(payload), sql`SELECT subject, body_text FROM mail_outbox WHERE kind = ${kind} AND recipient = ${to} ORDER BY id`)
const clear = (memberId: number) => drizzleOf(payload).execute(sql`DELETE FROM data_requests WHERE member_id = ${memberId}`)

describe('POST and GET /api/my-data/requests', () => {
  it('files a correction due in 90 days, mails the member a receipt and the admins a notice; a second one of that kind is a 409', async () => {
    await clear(people.member.user.id)
    setClockForTests('2026-03-01T10:00:00.000Z')
    const res = await file({ kind: 'correction', details: 'My EHRMS code is EH1234, not EH1243.' })
    expect(res.status).toBe(201)
    const body = (await res.json()) as { id: number; kind: string; status: string; dueBy: string }
    expect(body).toMatchObject({ kind: 'correction', status: 'pending', dueBy: '2026-05-30T10:00:00.000Z' })
    expect((await outbox('data-request-receipt', people.member.user.email)).at(-1)?.body_text).toContain('30-05-2026')
    expect((await outbox('data-request-office', people.admin.user.email)).length).toBeGreaterThan(0)

    const again = await file({ kind: 'correction', details: 'Again' })
    expect(again.status).toBe(409)
    expect(await message(again)).toBe(DATA_REQUEST_MESSAGES.alreadyPending.en)
    // Another kind is fine.
    expect((await file({ kind: 'erasure' })).status).toBe(201)

    const list = (await (await listMine()).json()) as { docs: { id: number; kind: string }[] }
    expect(list.docs.map((d) => d.kind).sort()).toEqual(['correction', 'erasure'])
    // Another member sees none of them.
    expect(((await (await listMine(people.other.token)).json()) as { docs: unknown[] }).docs).toEqual([])
  })

  it.each([
    [{ kind: 'delete' }, DATA_REQUEST_MESSAGES.badKind.en],
    [{}, DATA_REQUEST_MESSAGES.badKind.en],
    [{ kind: 'correction' }, DATA_REQUEST_MESSAGES.detailsNeeded.en],
    [{ kind: 'correction', details: '   ' }, DATA_REQUEST_MESSAGES.detailsNeeded.en],
    [{ kind: 'correction', details: 'x'.repeat(2001) }, DATA_REQUEST_MESSAGES.detailsTooLong.en],
    [{ kind: 'erasure', details: 42 }, DATA_REQUEST_MESSAGES.detailsNeeded.en],
    [['erasure'], DATA_REQUEST_MESSAGES.body.en],
  ])('%j → 400 with a clear message', async (body, expected) => {
    const res = await file(body, people.other.token)
    expect(res.status).toBe(400)
    expect(await message(res)).toBe(expected)
  })

  it('anonymous → 401; editors and admins (no member file) → 403', async () => {
    expect((await file({ kind: 'erasure' }, '')).status).toBe(401)
    expect((await listMine()).status).toBe(200)
    expect((await listMine('')).status).toBe(401)
    for (const role of ['editor', 'admin'] as const) {
      expect((await file({ kind: 'erasure' }, people[role].token)).status).toBe(403)
      expect((await listMine(people[role].token)).status).toBe(403)
    }
  })
})

describe('the office: GET /api/admin/data-requests and POST …/{id}/decision', () => {
  it('only admins: anonymous 401, member, other member, editor and coordinator 403', async () => {
    expect((await listOffice('')).status).toBe(401)
    expect((await decideOn(1, { decision: 'approve' }, '')).status).toBe(401)
    for (const who of ['member', 'other', 'editor', 'coordinator'] as const) {
      expect((await listOffice(people[who].token)).status).toBe(403)
      expect((await decideOn(1, { decision: 'approve' }, people[who].token)).status).toBe(403)
    }
  })

  it('lists with days left and the overdue mark, filters pending and decided, and decides once', async () => {
    await clear(people.other.user.id)
    setClockForTests('2026-01-01T00:00:00.000Z')
    const { id } = (await (await file({ kind: 'erasure' }, people.other.token)).json()) as { id: number }
    setClockForTests('2026-04-10T00:00:00.000Z') // day 99: overdue by 9 days
    const pending = (await (await listOffice(people.admin.token, '?status=pending')).json()) as {
      docs: { id: number; daysLeft: number; overdue: boolean; member: { id: number } }[]
    }
    const row = pending.docs.find((d) => d.id === id)!
    expect(row).toMatchObject({ daysLeft: -9, overdue: true, member: { id: people.other.user.id } })

    const noNote = await decideOn(id, { decision: 'reject' })
    expect(noNote.status).toBe(400)
    expect(await message(noNote)).toBe(DATA_REQUEST_MESSAGES.noteNeeded.en)
    expect(await message(await decideOn(id, { decision: 'maybe' }))).toBe(DATA_REQUEST_MESSAGES.badDecision.en)
    expect((await decideOn(id, 'approve')).status).toBe(400)
    expect(await message(await decideOn(id, ['approve']))).toBe(DATA_REQUEST_MESSAGES.body.en)

    const res = await decideOn(id, { decision: 'reject', note: 'Your 2025 membership is under audit.' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id, status: 'rejected', decisionNote: 'Your 2025 membership is under audit.' })
    const mail = (await outbox('data-request-decision', people.other.user.email)).at(-1)
    expect(mail?.body_text).toContain('Your 2025 membership is under audit.')

    const twice = await decideOn(id, { decision: 'approve' })
    expect(twice.status).toBe(409)
    expect(await message(twice)).toBe(DATA_REQUEST_MESSAGES.alreadyDecided.en)
    const decided = (await (await listOffice(people.admin.token, '?status=decided')).json()) as { docs: { id: number; overdue: boolean }[] }
    expect(decided.docs.find((d) => d.id === id)).toMatchObject({ overdue: false })
    expect(
      ((await (await listOffice(people.admin.token, '?status=pending')).json()) as { docs: { id: number }[] }).docs.some(
        (d) => d.id === id,
      ),
    ).toBe(false)
    const mine = (await (await listMine(people.other.token)).json()) as { docs: { id: number; status: string }[] }
    expect(mine.docs.find((d) => d.id === id)?.status).toBe('rejected')
  })

  it('unknown or impossible ids → 404; a bad filter → 400', async () => {
    for (const id of ['999999999', 'abc', '0']) {
      const res = await decideOn(id, { decision: 'approve' })
      expect(res.status).toBe(404)
      expect(await message(res)).toBe(DATA_REQUEST_MESSAGES.notFound.en)
    }
    const bad = await listOffice(people.admin.token, '?status=all')
    expect(bad.status).toBe(400)
    expect(await message(bad)).toBe(DATA_REQUEST_MESSAGES.badFilter.en)
  })
})

describe('the 90-day clock', () => {
  it('reminds the admins once at day 60 and once at day 80 of a pending request', async () => {
    await clear(people.member.user.id)
    setClockForTests('2026-06-01T08:00:00.000Z')
    const { id } = (await (await file({ kind: 'erasure' })).json()) as { id: number }
    const reminders = async () =>
      (await outbox('data-request-reminder', people.admin.user.email)).filter((m) => String(m.body_text).includes(people.member.user.email))
    const at = (day: number, hours = 0) => new Date(Date.parse('2026-06-01T08:00:00.000Z') + day * 86_400_000 + hours * 3_600_000)

    await sendDataRequestReminders(payload, { at: at(59, 23) })
    expect(await reminders()).toHaveLength(0)
    await sendDataRequestReminders(payload, { at: at(60) })
    await sendDataRequestReminders(payload, { at: at(60, 1) })
    expect((await reminders()).map((m) => m.subject)).toEqual([expect.stringContaining('60 days')])
    // The second run left the request alone (the mails' dedupe key is only the second guard).
    const [first] = await rows(drizzleOf(payload), sql`SELECT reminded_at60 FROM data_requests WHERE id = ${id}`)
    expect(new Date(first.reminded_at60 as string).toISOString()).toBe(at(60).toISOString())
    await sendDataRequestReminders(payload, { at: at(80) })
    await sendDataRequestReminders(payload, { at: at(85) })
    expect((await reminders()).map((m) => m.subject)).toEqual([expect.stringContaining('60 days'), expect.stringContaining('80 days')])
    const [row] = await rows(drizzleOf(payload), sql`SELECT reminded_at60, reminded_at80 FROM data_requests WHERE id = ${id}`)
    expect(row.reminded_at60).not.toBeNull()
    expect(row.reminded_at80).not.toBeNull()
  })

  it('a decided request is not reminded; an approved erasure erases the member', async () => {
    await clear(people.other.user.id)
    setClockForTests('2026-07-01T08:00:00.000Z')
    const { id } = (await (await file({ kind: 'erasure' }, people.other.token)).json()) as { id: number }
    expect((await decideOn(id, { decision: 'approve' })).status).toBe(200)
    // An approved erasure erases the member in the decision's transaction (src/features/privacy/operations/erase.ts), and no
    // decision mail is left holding the address it took away.
    const [person] = await rows(drizzleOf(payload), sql`SELECT email, erased_at FROM users WHERE id = ${people.other.user.id}`)
    expect(person).toMatchObject({ email: `erased-${people.other.user.id}@erased.invalid`, erased_at: expect.anything() })
    expect(await rows(drizzleOf(payload), sql`SELECT id FROM mail_outbox WHERE dedupe_key = ${`data-request:${id}:decision`}`)).toEqual([])
    await sendDataRequestReminders(payload, { at: new Date('2026-09-30T08:00:00.000Z') })
    const [row] = await rows(drizzleOf(payload), sql`SELECT reminded_at60 FROM data_requests WHERE id = ${id}`)
    expect(row.reminded_at60).toBeNull()
  })
})
