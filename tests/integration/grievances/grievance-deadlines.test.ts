import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { settleJobs } from '../../support/jobs'
import { createUser, testPayload } from '../../support/payload'

/**
 * The desk's clock: the filing notice and the grievanceDeadlines job
 * across simulated days in 2001 on the settable clock (default times: answer in
 * 21 days, escalate after 7 without a reply). The database is shared, so every
 * check is about this file's cases and this file's office staff. 2001, before
 * every other file's cases: a sweep on these days finds only this file's cases due
 * (in 2041 it swept, and mailed every admin about, every case the earlier files left).
 */
let payload: Payload
let clock: typeof import('../../../src/platform/clock')
let db: typeof import('../../../src/platform/db/sql')
let run: typeof import('../../../src/features/grievances/operations/escalate').runGrievanceDeadlines

const DISTRICT = 'Lalitpur'
const day = (n: number, time = '10:00') => new Date(new Date(`2001-03-01T${time}:00+05:30`).getTime() + n * 86_400_000)
let coordinator: { id: number }
let admin: { id: number }
let member: { id: number }

beforeAll(async () => {
  payload = await testPayload()
  clock = await import('../../../src/platform/clock')
  db = await import('../../../src/platform/db/sql')
  ;({ runGrievanceDeadlines: run } = await import('../../../src/features/grievances/operations/escalate'))
  coordinator = await createUser(payload, 'coordinator', { districts: [DISTRICT], district: DISTRICT })
  admin = await createUser(payload, 'admin')
  member = await createUser(payload, 'member', { district: DISTRICT })
})
afterAll(async () => {
  clock.setClockForTests(null)
  // Cases filed in 2001 would be overdue for any later sweep on today's clock.
  await payload.delete({ collection: 'grievances', where: { user: { equals: member.id } }, overrideAccess: true })
})

async function categoryId(key: string) {
  const { docs } = await payload.find({
    collection: 'grievance-categories',
    where: { key: { equals: key } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0].id
}
async function file(onDay: number, key = 'honorarium') {
  clock.setClockForTests(day(onDay))
  const category = await categoryId(key)
  return payload.create({
    collection: 'grievances',
    data: { user: member.id, subject: 'Honorarium late', description: 'Not paid for three months.', status: 'pending', category },
    overrideAccess: true,
  })
}
async function mails(userId: number, caseId: number) {
  return db.rows(
    db.drizzleOf(payload),
    db.sql`SELECT kind, dedupe_key FROM mail_outbox WHERE user_id = ${userId} AND dedupe_key LIKE ${`grievance:${caseId}:%`} ORDER BY id`,
  )
}
const kinds = async (userId: number, caseId: number) => (await mails(userId, caseId)).map((m) => String(m.kind))
const caseOf = (id: number) => payload.findByID({ collection: 'grievances', id, depth: 0, overrideAccess: true })
async function escalations(id: number) {
  const { docs } = await payload.find({
    collection: 'grievance-events',
    where: { and: [{ grievance: { equals: id } }, { kind: { equals: 'escalated' } }] },
    overrideAccess: true,
  })
  return docs
}
async function runOn(onDay: number) {
  clock.setClockForTests(day(onDay))
  return run(payload)
}
async function reply(id: number, onDay: number) {
  await payload.update({
    collection: 'grievances',
    id,
    data: { lastReplyAt: day(onDay).toISOString(), firstReplyAt: day(onDay).toISOString() },
    overrideAccess: true,
  })
}

describe('the filing notice', () => {
  it('a district case mails the district coordinator, not the admins', async () => {
    const g = await file(0)
    expect(await kinds(coordinator.id, g.id)).toEqual(['grievance-filed'])
    expect(await kinds(admin.id, g.id)).toEqual([])
  })
  it('a sensitive case never mails a coordinator: the admins get it', async () => {
    const g = await file(0, 'harassment')
    expect(g.level).toBe('state')
    expect(await kinds(coordinator.id, g.id)).toEqual([])
    expect(await kinds(admin.id, g.id)).toEqual(['grievance-filed'])
    await runOn(30)
    expect(await kinds(coordinator.id, g.id)).toEqual([])
  })
})

describe('escalation across the days', () => {
  let silent: { id: number }
  let answered: { id: number }
  beforeAll(async () => {
    silent = await file(0)
    answered = await file(0)
  })

  it('day 3: the office replies to one case', async () => {
    await reply(answered.id, 3)
    expect(await runOn(3)).toBeTruthy()
  })

  it('day 6: nothing moves', async () => {
    await runOn(6)
    for (const g of [silent, answered]) {
      expect((await caseOf(g.id)).level).toBe('district')
      expect(await escalations(g.id)).toHaveLength(0)
    }
  })

  it('day 7: the unanswered case goes to the state office; admins mailed once, the coordinator not again', async () => {
    await runOn(7)
    await runOn(7)
    const g = await caseOf(silent.id)
    expect(g.level).toBe('state')
    expect(new Date(String(g.escalatedAt)).getTime()).toBe(day(7).getTime())
    const events = await escalations(silent.id)
    expect(events.map((e) => [e.from, e.to, e.text, e.internal])).toEqual([['district', 'state', 'no-reply', false]])
    expect(await kinds(admin.id, silent.id)).toEqual(['grievance-no-reply'])
    expect(await kinds(coordinator.id, silent.id)).toEqual(['grievance-filed'])
  })

  it('day 7: the case answered on day 3 stays at the district', async () => {
    expect((await caseOf(answered.id)).level).toBe('district')
    expect(await escalations(answered.id)).toHaveLength(0)
  })

  it('day 22: the answered case is overdue and goes up as overdue', async () => {
    await runOn(22)
    expect((await caseOf(answered.id)).level).toBe('state')
    expect((await escalations(answered.id)).map((e) => e.text)).toEqual(['overdue'])
    expect(await kinds(admin.id, answered.id)).toContain('grievance-overdue')
    expect(await kinds(coordinator.id, answered.id)).toEqual(['grievance-filed'])
  })

  it('a resolved case never escalates', async () => {
    const g = await file(0)
    await payload.update({
      collection: 'grievances',
      id: g.id,
      data: { status: 'resolved', resolvedAt: day(1).toISOString() },
      overrideAccess: true,
    })
    await runOn(30)
    expect((await caseOf(g.id)).level).toBe('district')
  })
})

describe('overdue at the state level', () => {
  it('mails the admins once, however often the job runs', async () => {
    const g = await file(40, 'harassment')
    for (let i = 0; i < 3; i++) await runOn(62)
    const overdue = (await mails(admin.id, g.id)).filter((m) => m.kind === 'grievance-overdue')
    expect(overdue).toHaveLength(1)
    expect(String(overdue[0].dedupe_key)).toContain(`overdue:${new Date(String((await caseOf(g.id)).dueAt)).toISOString()}`)
  })
  it('nothing before the due date', async () => {
    const g = await file(100, 'harassment')
    await runOn(120)
    expect(await kinds(admin.id, g.id)).toEqual(['grievance-filed'])
  })
})

describe('two runs at once', () => {
  it('escalate a case once', async () => {
    const g = await file(200)
    clock.setClockForTests(day(208))
    await Promise.all([run(payload), run(payload), run(payload, { at: day(208) })])
    expect(await escalations(g.id)).toHaveLength(1)
    expect(await kinds(admin.id, g.id)).toEqual(['grievance-no-reply'])
  })
})

describe('a reopened case', () => {
  it('counts the quiet days from its reopening, not its filing', async () => {
    const g = await file(300)
    await reply(g.id, 301)
    await payload.update({
      collection: 'grievances',
      id: g.id,
      data: { status: 'resolved', resolvedAt: day(302).toISOString() },
      overrideAccess: true,
    })
    // Reopened on day 310 with a new due date (the follow task's reopen sets these).
    await payload.update({
      collection: 'grievances',
      id: g.id,
      data: { status: 'pending', resolvedAt: null, reopenedAt: day(310).toISOString(), reopenCount: 1, dueAt: day(331).toISOString() },
      overrideAccess: true,
    })
    await runOn(316)
    expect((await caseOf(g.id)).level).toBe('district')
    await runOn(317)
    expect((await caseOf(g.id)).level).toBe('state')
    expect((await escalations(g.id)).map((e) => e.text)).toEqual(['no-reply'])
  })
})

describe('a district case that goes up overdue', () => {
  it('mails the admins one overdue notice, not a second one from the state pass', async () => {
    const g = await file(400)
    await reply(g.id, 401)
    for (let i = 0; i < 2; i++) await runOn(422)
    expect(await kinds(admin.id, g.id)).toEqual(['grievance-overdue'])
  })
})

describe('the grievanceDeadlines job on its queue', () => {
  it('escalates by the time in its input', async () => {
    const g = await file(500)
    clock.setClockForTests(null)
    await payload.jobs.queue({ task: 'grievanceDeadlines', queue: 'grievances', input: { now: day(507).toISOString() } })
    await settleJobs(payload, { queues: ['grievances'] })
    expect((await caseOf(g.id)).level).toBe('state')
    expect((await escalations(g.id)).map((e) => e.text)).toEqual(['no-reply'])
    // The job walks every open case of the database the integration files share, as of day 507: with the cases
    // earlier files left (the report's month of cases among them) that is ~25 escalations and ~450 notices,
    // 20–30 s on a busy two-core machine, so the default 30 s was a coin toss. Per-file databases end this.
  }, 120_000)
})
