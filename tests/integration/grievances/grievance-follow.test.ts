import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { GRIEVANCE_MESSAGES } from '../../../src/features/grievances/rules/grievances'
import { FOLLOW_MESSAGES } from '../../../src/features/grievances/rules/follow'
import { setClockForTests } from '../../../src/platform/clock'
import { makePdf } from '../../../src/platform/seed/pdf'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { addCaseEvent } from '../../../src/features/grievances/operations/events'
import { call } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { addGrievance, get, signIn, type Handler } from '../../support/admin-fixtures'

/** What a member sees and does after filing (list, case, timeline, rating, reopening). */
let payload: Payload
let list: Handler, one: Handler, rate: Handler, reopen: Handler

beforeAll(async () => {
  payload = await testPayload()
  list = (await import('../../../src/app/api/grievances/route')).GET
  one = withParams('/api/grievances/[caseNumber]', await import('../../../src/app/api/grievances/[caseNumber]/route')).GET
  rate = withParams('/api/grievances/[caseNumber]/rating', await import('../../../src/app/api/grievances/[caseNumber]/rating/route')).POST
  reopen = withParams('/api/grievances/[caseNumber]/reopen', await import('../../../src/app/api/grievances/[caseNumber]/reopen/route')).POST
})
afterEach(() => setClockForTests(null))

const categoryId = async (key: string) =>
  (await payload.find({ collection: 'grievance-categories', where: { key: { equals: key } }, limit: 1, overrideAccess: true })).docs[0].id
const fileCase = async (userId: number, extra: Record<string, unknown> = {}) =>
  addGrievance(payload, userId, { category: await categoryId('honorarium'), ...extra }) as Promise<{ id: number; caseNumber: string }>
const resolve = (id: number, at = new Date()) =>
  payload.update({ collection: 'grievances', id, data: { status: 'resolved', resolvedAt: at.toISOString() }, overrideAccess: true })
const body = async (res: Response) => (await res.json()) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many shapes
const post = (h: Handler, url: string, token: string | undefined, b: unknown, headers: Record<string, string> = {}) =>
  call(h, url, { token, body: b, headers })
const outboxFor = async (grievanceId: number) =>
  rows(
    drizzleOf(payload),
    sql`SELECT recipient, dedupe_key FROM mail_outbox WHERE dedupe_key LIKE ${`grievance:${grievanceId}:reopened:%`}`,
  )

describe('GET /api/grievances', () => {
  it("lists the caller's own cases only, newest first, with the category in the request's language", async () => {
    const a = await signIn(payload, 'member')
    const b = await signIn(payload, 'member')
    setClockForTests('2026-03-01T10:00:00Z')
    const first = await fileCase(a.user.id, { subject: 'First case' })
    setClockForTests('2026-04-01T10:00:00Z')
    const second = await fileCase(a.user.id, { subject: 'Second case' })
    await fileCase(b.user.id, { subject: 'Not yours' })
    const res = await get(list, '/api/grievances', a.token)
    expect(res.status).toBe(200)
    const { docs } = await body(res)
    expect(docs.map((d: { caseNumber: string }) => d.caseNumber)).toEqual([second.caseNumber, first.caseNumber])
    expect(docs[0]).toEqual({
      caseNumber: second.caseNumber,
      subject: 'Second case',
      category: { key: 'honorarium', name: 'Honorarium or salary delay' },
      status: 'pending',
      level: 'district',
      filedAt: '2026-04-01T10:00:00.000Z',
      dueAt: '2026-04-22T10:00:00.000Z',
      overdue: false,
      resolvedAt: null,
      rating: null,
    })
    const hi = await body(await call(list, '/api/grievances?lang=hi', { method: 'GET', token: a.token }))
    expect(hi.docs[0].category.name).toBe('मानदेय या वेतन में देरी')
  })

  it('marks a case overdue once its due date has passed (app clock)', async () => {
    const a = await signIn(payload, 'member')
    setClockForTests('2026-05-01T10:00:00Z')
    await fileCase(a.user.id)
    setClockForTests('2026-05-23T10:00:00Z')
    expect((await body(await get(list, '/api/grievances', a.token))).docs[0].overdue).toBe(true)
  })

  it('answers 401 without a token', async () => {
    expect((await get(list, '/api/grievances')).status).toBe(401)
  })

  it('gives coordinators, admins and editors their own cases only (none filed: an empty list)', async () => {
    const member = await signIn(payload, 'member')
    await fileCase(member.user.id)
    for (const role of ['coordinator', 'admin', 'editor'] as const) {
      const office = await signIn(payload, role, role === 'coordinator' ? { districts: ['Agra'] } : {})
      expect(await body(await get(list, '/api/grievances', office.token))).toEqual({ docs: [] })
    }
    const coordinator = await signIn(payload, 'coordinator', { districts: ['Agra'] })
    const own = await fileCase(coordinator.user.id)
    const { docs } = await body(await get(list, '/api/grievances', coordinator.token))
    expect(docs.map((d: { caseNumber: string }) => d.caseNumber)).toEqual([own.caseNumber])
  })
})

describe('GET /api/grievances/{caseNumber}', () => {
  it('shows the case, its files and its timeline without internal entries or staff names', async () => {
    const a = await signIn(payload, 'member')
    const coordinator = await signIn(payload, 'coordinator', { districts: ['Agra'] })
    const g = await fileCase(a.user.id, { description: 'Not paid since October.' })
    const req = await createLocalReq({}, payload)
    await addCaseEvent(req, g.id, { kind: 'note', actor: coordinator.user.id, text: 'Secret office note' })
    await addCaseEvent(req, g.id, { kind: 'assigned', actor: coordinator.user.id, to: coordinator.user.name })
    await addCaseEvent(req, g.id, { kind: 'reply', actor: coordinator.user.id, text: 'We have written to the treasury.' })
    const res = await get(one, `/api/grievances/${g.caseNumber}`, a.token)
    expect(res.status).toBe(200)
    const c = await body(res)
    expect(c).toMatchObject({
      caseNumber: g.caseNumber,
      description: 'Not paid since October.',
      status: 'pending',
      canRate: false,
      canReopen: false,
      reopenUntil: null,
      attachments: [],
    })
    expect(c.timeline.map((e: { kind: string; by: string }) => [e.kind, e.by])).toEqual([
      ['filed', 'member'],
      ['reply', 'office'],
    ])
    const text = JSON.stringify(c)
    expect(text).not.toContain('Secret office note')
    expect(text).not.toContain(coordinator.user.name)
    expect(text).not.toContain(coordinator.user.email)
  })

  it('lists the attached files in the order attached, without their storage details', async () => {
    const a = await signIn(payload, 'member')
    const pdf = makePdf(['Salary slip'])
    const attach = (name: string) =>
      payload.create({
        collection: 'grievance-attachments',
        data: { owner: a.user.id },
        file: { data: pdf, mimetype: 'application/pdf', name, size: pdf.length },
        overrideAccess: true,
      })
    const first = await attach('slip.pdf')
    const second = await attach('letter.pdf')
    const g = await fileCase(a.user.id, { attachments: [second.id, first.id] })
    const c = await body(await get(one, `/api/grievances/${g.caseNumber}`, a.token))
    expect(c.attachments).toEqual([
      { id: second.id, filename: second.filename, mimeType: 'application/pdf', size: pdf.length },
      { id: first.id, filename: first.filename, mimeType: 'application/pdf', size: pdf.length },
    ])
  })

  it("answers 404 'Grievance not found' for another member's case, an unknown and a malformed number", async () => {
    const a = await signIn(payload, 'member')
    const b = await signIn(payload, 'member')
    const g = await fileCase(a.user.id)
    for (const n of [g.caseNumber, 'GRV-2026-999999', 'GRV-26-1', "' OR 1=1--", String(g.id)]) {
      const res = await get(one, `/api/grievances/${encodeURIComponent(n)}`, b.token)
      expect(res.status, n).toBe(404)
      expect(await body(res)).toEqual({ message: GRIEVANCE_MESSAGES.notFound.en })
    }
    const admin = await signIn(payload, 'admin')
    expect((await get(one, `/api/grievances/${g.caseNumber}`, admin.token)).status).toBe(404)
    const coordinator = await signIn(payload, 'coordinator', { districts: ['Agra'] })
    expect((await get(one, `/api/grievances/${g.caseNumber}`, coordinator.token)).status).toBe(404)
    expect((await get(one, `/api/grievances/${g.caseNumber}`)).status).toBe(401)
    const editor = await signIn(payload, 'editor')
    expect((await get(one, `/api/grievances/${g.caseNumber}`, editor.token)).status).toBe(404)
    const hi = await call(one, `/api/grievances/${g.caseNumber}?lang=hi`, { method: 'GET', token: b.token })
    expect(await body(hi)).toEqual({ message: 'शिकायत नहीं मिली' })
  })
})

describe('POST /api/grievances/{caseNumber}/rating', () => {
  it('refuses an open case (409), rates a resolved one once, adds a rated entry, refuses a second rating (409)', async () => {
    const a = await signIn(payload, 'member')
    const g = await fileCase(a.user.id)
    const url = `/api/grievances/${g.caseNumber}/rating`
    const open = await post(rate, url, a.token, { rating: 4 })
    expect(open.status).toBe(409)
    expect(await body(open)).toEqual({ message: GRIEVANCE_MESSAGES.rateOpen.en })
    await resolve(g.id)
    const ok = await post(rate, url, a.token, { rating: 4, comment: '  Paid at last.  ' })
    expect(ok.status).toBe(200)
    const c = await body(ok)
    expect(c).toMatchObject({ rating: 4, ratingComment: 'Paid at last.', canRate: false })
    expect(c.timeline.at(-1)).toMatchObject({ kind: 'rated', to: '4', text: 'Paid at last.', by: 'member' })
    const again = await post(rate, url, a.token, { rating: 5 })
    expect(again.status).toBe(409)
    expect(await body(again)).toEqual({ message: GRIEVANCE_MESSAGES.ratedAlready.en })
  })

  it('answers 400 for a bad rating or a long comment, 404 for another member, 401 anonymous', async () => {
    const a = await signIn(payload, 'member')
    const b = await signIn(payload, 'member')
    const g = await fileCase(a.user.id)
    await resolve(g.id)
    const url = `/api/grievances/${g.caseNumber}/rating`
    for (const bad of [{}, { rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: '4' }, { rating: null }, []]) {
      const res = await post(rate, url, a.token, bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(await body(res)).toEqual({ message: GRIEVANCE_MESSAGES.invalidRating.en })
    }
    const long = await post(rate, url, a.token, { rating: 3, comment: 'x'.repeat(1001) })
    expect(long.status).toBe(400)
    expect(await body(long)).toEqual({ message: FOLLOW_MESSAGES.commentTooLong.en })
    const hi = await post(rate, `${url}?lang=hi`, a.token, { rating: 9 })
    expect((await body(hi)).message).toBe('कृपया 1 से 5 के बीच रेटिंग दें।')
    expect((await post(rate, url, b.token, { rating: 3 })).status).toBe(404)
    expect((await post(rate, url, undefined, { rating: 3 })).status).toBe(401)
  })

  it('two racing ratings: one 200 and one 409, one rated entry', async () => {
    const a = await signIn(payload, 'member')
    const g = await fileCase(a.user.id)
    await resolve(g.id)
    const url = `/api/grievances/${g.caseNumber}/rating`
    const statuses = (await Promise.all([post(rate, url, a.token, { rating: 2 }), post(rate, url, a.token, { rating: 5 })]))
      .map((r) => r.status)
      .sort()
    expect(statuses).toEqual([200, 409])
    const { totalDocs } = await payload.count({
      collection: 'grievance-events',
      where: { and: [{ grievance: { equals: g.id } }, { kind: { equals: 'rated' } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })
})

describe('POST /api/grievances/{caseNumber}/reopen', () => {
  it('reopens within 30 days: pending, one level up, new due date, rating cleared, entries, admins mailed once', async () => {
    const a = await signIn(payload, 'member')
    const admin = await signIn(payload, 'admin')
    setClockForTests('2026-06-01T10:00:00Z')
    const g = await fileCase(a.user.id)
    await resolve(g.id, new Date('2026-06-10T10:00:00Z'))
    setClockForTests('2026-06-11T10:00:00Z')
    expect((await post(rate, `/api/grievances/${g.caseNumber}/rating`, a.token, { rating: 2, comment: 'Still unpaid' })).status).toBe(200)
    const before = await body(await get(one, `/api/grievances/${g.caseNumber}`, a.token))
    expect(before).toMatchObject({ canReopen: true, reopenUntil: '2026-07-10T10:00:00.000Z' })
    setClockForTests('2026-07-10T10:00:00Z')
    const res = await post(reopen, `/api/grievances/${g.caseNumber}/reopen`, a.token, { reason: '  The money never arrived.  ' })
    expect(res.status).toBe(200)
    const c = await body(res)
    expect(c).toMatchObject({
      status: 'pending',
      level: 'state',
      dueAt: '2026-07-31T10:00:00.000Z',
      rating: null,
      ratingComment: null,
      canRate: false,
      canReopen: false,
    })
    expect(c.timeline.slice(-3)).toEqual([
      expect.objectContaining({ kind: 'rated', to: '2', text: 'Still unpaid' }),
      expect.objectContaining({ kind: 'reopened', text: 'The money never arrived.', by: 'member', at: '2026-07-10T10:00:00.000Z' }),
      expect.objectContaining({ kind: 'escalated', from: 'district', to: 'state', text: 'reopened', by: 'system' }),
    ])
    const stored = await payload.findByID({ collection: 'grievances', id: g.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ reopenCount: 1, reopenedAt: '2026-07-10T10:00:00.000Z', ratedAt: null })
    const mails = await outboxFor(g.id)
    expect(mails.filter((m) => m.recipient === admin.user.email)).toHaveLength(1)
    expect(new Set(mails.map((m) => m.dedupe_key)).size).toBe(mails.length)
    // Resolved and reopened again: the state office keeps it, and mails again for the new occasion, once.
    await resolve(g.id, new Date('2026-07-12T10:00:00Z'))
    const again = await body(await post(reopen, `/api/grievances/${g.caseNumber}/reopen`, a.token, { reason: 'Still not paid.' }))
    expect(again).toMatchObject({ level: 'state', status: 'pending' })
    expect((await outboxFor(g.id)).filter((m) => m.recipient === admin.user.email)).toHaveLength(2)
  })

  it('two racing reopenings: one 200 and one 409, counted once, mailed once', async () => {
    const a = await signIn(payload, 'member')
    const g = await fileCase(a.user.id)
    await resolve(g.id)
    const url = `/api/grievances/${g.caseNumber}/reopen`
    const statuses = (
      await Promise.all([post(reopen, url, a.token, { reason: 'First tab' }), post(reopen, url, a.token, { reason: 'Second tab' })])
    )
      .map((r) => r.status)
      .sort()
    expect(statuses).toEqual([200, 409])
    expect(await payload.findByID({ collection: 'grievances', id: g.id, overrideAccess: true, depth: 0 })).toMatchObject({
      reopenCount: 1,
      level: 'state',
    })
    const keys = (await outboxFor(g.id)).map((m) => String(m.dedupe_key))
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.every((k) => k.includes(':reopened:1:'))).toBe(true)
  })

  it('refuses after the reopening time (409 reopenTooLate) and an open case (409 reopenOpen)', async () => {
    const a = await signIn(payload, 'member')
    setClockForTests('2026-06-01T10:00:00Z')
    const g = await fileCase(a.user.id)
    const url = `/api/grievances/${g.caseNumber}/reopen`
    const open = await post(reopen, url, a.token, { reason: 'Why?' })
    expect(open.status).toBe(409)
    expect(await body(open)).toEqual({ message: GRIEVANCE_MESSAGES.reopenOpen.en })
    await resolve(g.id, new Date('2026-06-10T10:00:00Z'))
    setClockForTests('2026-07-10T10:00:01Z')
    const late = await post(reopen, url, a.token, { reason: 'Too late?' })
    expect(late.status).toBe(409)
    expect(await body(late)).toEqual({ message: GRIEVANCE_MESSAGES.reopenTooLate.en })
    expect(await outboxFor(g.id)).toHaveLength(0)
    const detail = await body(await get(one, `/api/grievances/${g.caseNumber}`, a.token))
    expect(detail).toMatchObject({ status: 'resolved', canReopen: false })
  })

  it('answers 400 without a reason or with a long one, 404 for another member, 401 anonymous', async () => {
    const a = await signIn(payload, 'member')
    const b = await signIn(payload, 'member')
    const g = await fileCase(a.user.id)
    await resolve(g.id)
    const url = `/api/grievances/${g.caseNumber}/reopen`
    for (const bad of [{}, { reason: '   ' }, { reason: 5 }, { reason: null }]) {
      const res = await post(reopen, url, a.token, bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(await body(res)).toEqual({ message: GRIEVANCE_MESSAGES.reasonRequired.en })
    }
    const long = await post(reopen, url, a.token, { reason: 'x'.repeat(1001) })
    expect(await body(long)).toEqual({ message: FOLLOW_MESSAGES.reasonTooLong.en })
    expect((await post(reopen, url, b.token, { reason: 'Mine now' })).status).toBe(404)
    expect((await post(reopen, url, undefined, { reason: 'Anyone' })).status).toBe(401)
    const admin = await signIn(payload, 'admin')
    expect((await post(reopen, url, admin.token, { reason: 'Office' })).status).toBe(404)
  })
})
