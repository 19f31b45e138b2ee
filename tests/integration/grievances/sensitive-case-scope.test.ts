import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Grievance, User } from '../../../src/payload-types'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { officeAtLevel } from '../../../src/features/grievances/operations/notify-office'
import { call } from '../../support/auth'
import { cmsApi } from '../../support/cms-api'
import { createUser, testPayload, unique } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { addGrievance, signIn, type Handler } from '../../support/admin-fixtures'
import { categoryId } from '../../support/grievance-desk-fixtures'

/**
 * Sensitive cases (workplace safety, harassment) are the admins' alone, in every answer.
 * One member of the coordinator's district has two cases filed there: a sensitive one and an
 * ordinary one. The coordinator of that district × every answer that can carry a case (the member
 * file, the desk's list and case, counts, figures, exports, mails, /cms-api, and a sweep of every
 * GET under /api): the ordinary case is there (so no row passes by answering nothing) and the
 * sensitive one is not — neither its subject nor its case number, nor in a count. The rule they all
 * ask is src/features/grievances/operations/scope.ts.
 */

/** A district no other test file uses, so every case in it is this file's. */
const HOME = 'Pilibhit'
/** Filed in a month no other test uses; due 21 days later, so both cases are overdue today. */
const FILED = '2018-06-12T06:30:00.000Z'
const JUNE = 'from=2018-06-01&to=2018-06-30'

let payload: Payload
let admin: { user: User; token: string }
let coordinator: { user: User; token: string }
let member: User
let ordinary: Grievance
let secret: Grievance
/** A category this file makes (inactive, so no form lists it), deleted after its cases. */
let madeCategory: number | undefined
const SECRET_SUBJECT = `Harassment at the sub-centre ${unique()}`
const ORDINARY_SUBJECT = `Honorarium for May not paid ${unique()}`

/** What must never reach the coordinator: the sensitive case's subject and its number. */
const secrets = () => [SECRET_SUBJECT, String(secret.caseNumber)]

beforeAll(async () => {
  payload = await testPayload()
  admin = await signIn(payload, 'admin')
  coordinator = await signIn(payload, 'coordinator', { district: HOME, districts: [HOME] })
  member = await createUser(payload, 'member', { district: HOME })
  const file = async (key: string, subject: string) =>
    addGrievance(payload, member.id, { category: await categoryId(payload, key), subject, createdAt: FILED })
  ordinary = await file('honorarium', ORDINARY_SUBJECT)
  secret = await file('harassment', SECRET_SUBJECT)
  expect([ordinary.sensitive, secret.sensitive]).toEqual([false, true])
  expect([ordinary.district, secret.district]).toEqual([HOME, HOME])
})

afterAll(async () => {
  // Filed in 2018: overdue for any later deadline sweep on today's clock.
  await payload.delete({ collection: 'grievances', where: { user: { equals: member.id } }, overrideAccess: true })
  if (madeCategory) await payload.delete({ collection: 'grievance-categories', id: madeCategory, overrideAccess: true })
})

const APP = path.resolve(__dirname, '../../../src/app')
const load = async (pattern: string, method = 'GET') => {
  const file = path.join(APP, pattern, 'route.ts')
  const handler = withParams(pattern, (await import(file)) as Record<string, unknown>)[method]
  if (typeof handler !== 'function') throw new Error(`${pattern} has no ${method} handler`)
  return handler as Handler
}
const ask = async (pattern: string, url: string, token: string, method = 'GET', body?: unknown) =>
  call(await load(pattern, method), url, { method, token, body })
async function answerOf(pattern: string, url: string, token = coordinator.token) {
  const res = await ask(pattern, url, token)
  expect(res.status, url).toBe(200)
  return res.text()
}
const expectNoSecret = (text: string) => {
  for (const s of secrets()) expect(text).not.toContain(s)
}

describe("a coordinator of the member's district: the sensitive case is absent, the ordinary one present", () => {
  it('GET /api/admin/members/{id}: the member file lists the ordinary case only', async () => {
    const file = JSON.parse(await answerOf('/api/admin/members/[id]', `/api/admin/members/${member.id}`)) as {
      grievances: { id: number; subject: string }[]
    }
    expect(file.grievances.map((g) => g.subject)).toEqual([ORDINARY_SUBJECT])
    expectNoSecret(JSON.stringify(file))
    // An admin's file of the same member has both: the query does find the sensitive one.
    const full = JSON.parse(await answerOf('/api/admin/members/[id]', `/api/admin/members/${member.id}`, admin.token)) as {
      grievances: { subject: string }[]
    }
    expect(full.grievances.map((g) => g.subject).sort()).toEqual([ORDINARY_SUBJECT, SECRET_SUBJECT].sort())
  })

  it.each(['', '?overdue=1'])("GET /api/admin/grievances%s: the desk's list", async (query) => {
    const list = JSON.parse(await answerOf('/api/admin/grievances', `/api/admin/grievances${query}`)) as { id: number; subject: string }[]
    const ids = list.map((g) => g.id)
    expect(ids).toContain(ordinary.id)
    expect(ids).not.toContain(secret.id)
    expectNoSecret(JSON.stringify(list))
    const all = JSON.parse(await answerOf('/api/admin/grievances', `/api/admin/grievances${query}`, admin.token)) as { id: number }[]
    expect(all.map((g) => g.id)).toEqual(expect.arrayContaining([ordinary.id, secret.id]))
  })

  it('GET /api/admin/grievances/{id}: the ordinary case opens, the sensitive one is 404 (its existence is not theirs)', async () => {
    expect(await answerOf('/api/admin/grievances/[id]', `/api/admin/grievances/${ordinary.id}`)).toContain(ORDINARY_SUBJECT)
    const res = await ask('/api/admin/grievances/[id]', `/api/admin/grievances/${secret.id}`, coordinator.token)
    expect(res.status).toBe(404)
    expectNoSecret(await res.text())
  })

  it.each([
    ['PATCH', '/api/admin/grievances/[id]/status', { status: 'in-progress' }],
    ['POST', '/api/admin/grievances/[id]/replies', { text: 'A note', internal: true }],
    ['PATCH', '/api/admin/grievances/[id]/assign', { assigneeId: null }],
  ] as const)('%s %s on the sensitive case: 404, and the case unchanged', async (method, pattern, body) => {
    const before = await payload.findByID({ collection: 'grievances', id: secret.id, depth: 0, overrideAccess: true })
    const res = await ask(pattern, pattern.replace('[id]', String(secret.id)), coordinator.token, method, body)
    expect(res.status).toBe(404)
    expectNoSecret(await res.text())
    expect(await payload.findByID({ collection: 'grievances', id: secret.id, depth: 0, overrideAccess: true })).toEqual(before)
  })

  it('GET /api/admin/dashboard: pending and overdue counts leave the sensitive case out', async () => {
    const counts = JSON.parse(await answerOf('/api/admin/dashboard', '/api/admin/dashboard'))
    // The coordinator's one district holds this file's two cases only: one of them is theirs to count.
    expect(counts).toMatchObject({ pendingGrievances: 1, overdueGrievances: 1 })
  })

  it('GET /api/admin/districts: open and overdue cases of the district leave it out', async () => {
    const row = (body: string) =>
      (JSON.parse(body) as { district: string; openGrievances: number; overdueGrievances: number }[]).find((r) => r.district === HOME)
    expect(row(await answerOf('/api/admin/districts', '/api/admin/districts'))).toMatchObject({ openGrievances: 1, overdueGrievances: 1 })
    expect(row(await answerOf('/api/admin/districts', '/api/admin/districts', admin.token))).toMatchObject({
      openGrievances: 2,
      overdueGrievances: 2,
    })
  })

  it('GET /api/admin/grievances/stats: the figures count the ordinary case only (the sensitive category reads 0)', async () => {
    type Stats = { total: number; byDistrict: { district: string; count: number }[]; byCategory: { key: string; count: number }[] }
    const mine = JSON.parse(await answerOf('/api/admin/grievances/stats', `/api/admin/grievances/stats?${JUNE}`)) as Stats
    expect(mine.total).toBe(1)
    expect(mine.byDistrict).toEqual([{ district: HOME, count: 1 }])
    expect(mine.byCategory.find((c) => c.key === 'harassment')?.count).toBe(0)
    expect(mine.byCategory.find((c) => c.key === 'honorarium')?.count).toBe(1)
    const all = JSON.parse(await answerOf('/api/admin/grievances/stats', `/api/admin/grievances/stats?${JUNE}`, admin.token)) as Stats
    expect(all.byDistrict.find((d) => d.district === HOME)?.count).toBe(2)
    expect(all.byCategory.find((c) => c.key === 'harassment')?.count).toBeGreaterThanOrEqual(1)
  })

  it('mails: the coordinator was told of the ordinary case, never of the sensitive one', async () => {
    const mailed = await rows(
      drizzleOf(payload),
      sql`SELECT kind, subject, body_text FROM mail_outbox WHERE user_id = ${coordinator.user.id} OR recipient = ${coordinator.user.email}`,
    )
    const text = JSON.stringify(mailed)
    expect(text).toContain(String(ordinary.caseNumber))
    expectNoSecret(text)
    // Whoever a notice about the sensitive case goes to, at either level, the rule leaves the coordinator out.
    for (const level of ['district', 'state'] as const) {
      const ids = (await officeAtLevel(payload, secret, level)).map((r) => r.id)
      expect(ids).not.toContain(coordinator.user.id)
      expect(ids).toContain(admin.user.id)
    }
    expect((await officeAtLevel(payload, ordinary, 'district')).map((r) => r.id)).toContain(coordinator.user.id)
  })

  it('assignees: the coordinator is offered the ordinary case only, and cannot be given the sensitive one', async () => {
    type View = { assignees: { id: number }[] }
    const offered = async (id: number) =>
      (JSON.parse(await answerOf('/api/admin/grievances/[id]', `/api/admin/grievances/${id}`, admin.token)) as View).assignees.map(
        (a) => a.id,
      )
    expect(await offered(ordinary.id)).toContain(coordinator.user.id)
    expect(await offered(secret.id)).not.toContain(coordinator.user.id)
    const res = await ask('/api/admin/grievances/[id]/assign', `/api/admin/grievances/${secret.id}/assign`, admin.token, 'PATCH', {
      assigneeId: coordinator.user.id,
    })
    expect(res.status).toBe(400)
    expect(
      (await payload.findByID({ collection: 'grievances', id: secret.id, depth: 0, overrideAccess: true })).assignee ?? null,
    ).toBeNull()
  })

  it("/cms-api: no case, entry or mail of anyone reaches a coordinator (an admin's same request finds them)", async () => {
    const requests = [
      `grievances?depth=0&limit=100&where[user][equals]=${member.id}`,
      `grievances/${secret.id}?depth=0`,
      `grievance-events?depth=1&limit=100&where[grievance][equals]=${secret.id}`,
      `mail-outbox?depth=0&limit=100&where[subject][like]=${encodeURIComponent(String(secret.caseNumber))}`,
    ]
    for (const request of requests) {
      const res = await cmsApi('GET', request, { token: coordinator.token })
      expect(res.status, request).toBe(403)
      expectNoSecret(await res.text())
      const asAdmin = await cmsApi('GET', request, { token: admin.token })
      expect(asAdmin.status, request).toBe(200)
      expect(await asAdmin.text(), request).toMatch(new RegExp(`${secret.id}|${escape(String(secret.caseNumber))}`))
    }
  })
})

/**
 * Every GET under /api, as the coordinator: none carries the sensitive case. A new GET route must
 * be added here (the completeness check below), so no answer is left out. `{member}`, `{ordinary}`,
 * `{secret}` and `{number}` (the sensitive case's number) fill the dynamic segments; `shows`, where
 * given, is what the answer must carry (the ordinary case, the member), so it cannot pass empty.
 */
type Swept = { pattern: string; url?: string; shows?: () => string }
const SWEEP: Swept[] = [
  { pattern: '/api/admin/access-log' },
  { pattern: '/api/admin/contact-submissions' },
  { pattern: '/api/admin/dashboard' },
  { pattern: '/api/admin/data-requests' },
  { pattern: '/api/admin/districts' },
  { pattern: '/api/admin/districts/chart', url: '/api/admin/districts/chart?kind=districts&lang=en' },
  { pattern: '/api/admin/districts/monthly' },
  { pattern: '/api/admin/grievances', shows: () => ORDINARY_SUBJECT },
  { pattern: '/api/admin/grievances/[id]', url: '/api/admin/grievances/{ordinary}', shows: () => ORDINARY_SUBJECT },
  { pattern: '/api/admin/grievances/[id]', url: '/api/admin/grievances/{secret}' },
  { pattern: '/api/admin/grievances/stats', url: `/api/admin/grievances/stats?${JUNE}` },
  { pattern: '/api/admin/members', url: '/api/admin/members?sort=-createdAt', shows: () => member.email },
  { pattern: '/api/admin/members/[id]', url: '/api/admin/members/{member}', shows: () => ORDINARY_SUBJECT },
  { pattern: '/api/admin/members/export', shows: () => member.email },
  { pattern: '/api/admin/members/import/[id]', url: '/api/admin/members/import/999999999' },
  { pattern: '/api/admin/news' },
  { pattern: '/api/admin/payment-duplicates' },
  { pattern: '/api/admin/photos' },
  { pattern: '/api/admin/renewals' },
  { pattern: '/api/admin/users/export', shows: () => member.email },
  { pattern: '/api/admin/videos' },
  { pattern: '/api/auth/language' },
  { pattern: '/api/auth/profile' },
  { pattern: '/api/auth/users', shows: () => member.email },
  { pattern: '/api/circulars' },
  { pattern: '/api/grievances' },
  { pattern: '/api/grievances/[caseNumber]', url: '/api/grievances/{number}' },
  { pattern: '/api/grievances/[caseNumber]/attachments/[attachmentId]', url: '/api/grievances/{number}/attachments/1' },
  { pattern: '/api/membership/current-year-status' },
  { pattern: '/api/membership/history' },
  { pattern: '/api/membership/stats' },
  { pattern: '/api/membership/verify-link' },
  { pattern: '/api/my-data' },
  { pattern: '/api/my-data/consents' },
  { pattern: '/api/my-data/requests' },
  { pattern: '/api/news' },
  { pattern: '/api/news/[id]', url: '/api/news/999999999' },
  { pattern: '/api/photos' },
  { pattern: '/api/receipts' },
  { pattern: '/api/receipts/[number]', url: '/api/receipts/R-0000-000000' },
  { pattern: '/api/renewals/reminders' },
  { pattern: '/api/videos' },
]

describe('the sweep: every GET under /api as the coordinator carries no sensitive case', () => {
  const fill = (url: string) =>
    url
      .replace('{member}', String(member.id))
      .replace('{ordinary}', String(ordinary.id))
      .replace('{secret}', String(secret.id))
      .replace('{number}', String(secret.caseNumber))

  it.each(SWEEP.map((s) => [s.url ?? s.pattern, s] as const))('GET %s', async (_name, s) => {
    const res = await ask(s.pattern, fill(s.url ?? s.pattern), coordinator.token)
    expect(res.status).toBeLessThan(500)
    const text = await res.text()
    expectNoSecret(text)
    if (s.shows) {
      expect(res.status).toBe(200)
      expect(text).toContain(s.shows())
    }
  })

  it('names every GET handler under src/app/api (a new answer cannot be left out)', async () => {
    const root = path.join(APP, 'api')
    const files = fs
      .readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('route.ts'))
    const gets: string[] = []
    for (const file of files) {
      const mod = (await import(path.join(root, file))) as Record<string, unknown>
      if (typeof mod.GET === 'function') gets.push(`/api/${path.dirname(file)}`.replace(/\\/g, '/'))
    }
    const swept = new Set(SWEEP.map((s) => s.pattern))
    expect(gets.filter((g) => !swept.has(g) && !g.includes('[...')).sort()).toEqual([])
  })
})

/**
 * A case filed as an ordinary one can become sensitive: an admin moves it into a sensitive
 * category in the CMS, or marks its category sensitive. From then on it is the admins' alone.
 * (Last in the file: until then these cases would count for the coordinator above.)
 */
describe('a case that becomes sensitive after it was filed', () => {
  const inFile = async () =>
    (
      JSON.parse(await answerOf('/api/admin/members/[id]', `/api/admin/members/${member.id}`)) as { grievances: { subject: string }[] }
    ).grievances.map((g) => g.subject)
  const inList = async () =>
    (JSON.parse(await answerOf('/api/admin/grievances', '/api/admin/grievances')) as { id: number }[]).map((g) => g.id)

  it('moved into a sensitive category by an admin (/cms-api, as the CMS does): hidden from the coordinator', async () => {
    const subject = `Leave refused ${unique()}`
    const moved = await addGrievance(payload, member.id, { category: await categoryId(payload, 'leave'), subject, createdAt: FILED })
    expect(await inFile()).toContain(subject)
    const res = await cmsApi('PATCH', `grievances/${moved.id}?depth=0`, {
      token: admin.token,
      body: { category: await categoryId(payload, 'harassment') },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await payload.findByID({ collection: 'grievances', id: moved.id, depth: 0, overrideAccess: true })).sensitive).toBe(true)
    expect(await inFile()).not.toContain(subject)
    expect(await inList()).not.toContain(moved.id)
    expect((await ask('/api/admin/grievances/[id]', `/api/admin/grievances/${moved.id}`, coordinator.token)).status).toBe(404)
    // Moved back out, it stays sensitive: the member was told only admins would read it.
    await cmsApi('PATCH', `grievances/${moved.id}?depth=0`, { token: admin.token, body: { category: await categoryId(payload, 'leave') } })
    expect((await payload.findByID({ collection: 'grievances', id: moved.id, depth: 0, overrideAccess: true })).sensitive).toBe(true)
  })

  it('its category marked sensitive by an admin: its cases are hidden from the coordinator', async () => {
    madeCategory = (
      await payload.create({
        collection: 'grievance-categories',
        data: { key: `scope-${unique()}`, name: 'Scope test', active: false },
        overrideAccess: true,
      })
    ).id
    const subject = `Threats from a supervisor ${unique()}`
    const filed = await addGrievance(payload, member.id, { category: madeCategory, subject, createdAt: FILED })
    expect(filed.sensitive).toBe(false)
    expect(await inFile()).toContain(subject)
    const res = await cmsApi('PATCH', `grievance-categories/${madeCategory}?depth=0`, { token: admin.token, body: { sensitive: true } })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await inFile()).not.toContain(subject)
    expect(await inList()).not.toContain(filed.id)
  })
})

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
