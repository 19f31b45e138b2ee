import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '../../../src/platform/config/env'
import { DEFAULT_RETENTION } from '../../../src/features/privacy/rules/retention'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { getRetentionSettings, sweepRetention } from '../../../src/features/privacy/operations/retention'
import { settleJobs } from '../../support/jobs'
import { createUser, testPayload } from '../../support/payload'

/**
 * The retention periods office staff set, and the daily sweep. The
 * file lives in 2001 (rows backdated, the sweep's clock set), so a sweep finds
 * only this file's rows and never the other files' (which are from now).
 */
let payload: Payload
let memberId: number
const tag = `retention-${Date.now()}`
const at = new Date('2001-06-01T00:00:00.000Z')
const daysBefore = (days: number) => new Date(at.getTime() - days * 86_400_000).toISOString()
const db = () => drizzleOf(payload)

beforeAll(async () => {
  payload = await testPayload()
  memberId = (await createUser(payload, 'member')).id as number
  await payload.updateGlobal({
    slug: 'retention-settings',
    data: { contactMessagesDays: 30, deliveredMailDays: 60, closedDataRequestsDays: 90 },
    overrideAccess: true,
  })
}, 120_000)

afterAll(async () => {
  await payload.updateGlobal({ slug: 'retention-settings', data: { ...DEFAULT_RETENTION }, overrideAccess: true })
  await db().execute(sql`DELETE FROM contact_submissions WHERE name = ${tag}`)
  await db().execute(sql`DELETE FROM mail_outbox WHERE kind = ${tag}`)
  await db().execute(sql`DELETE FROM data_requests WHERE member_id = ${memberId}`)
})

const contact = async (label: string, ageDays: number) =>
  db().execute(sql`INSERT INTO contact_submissions (name, email, message, status, created_at, updated_at)
    VALUES (${tag}, ${`${label}@example.org`}, 'Hello', 'pending', ${daysBefore(ageDays)}, ${daysBefore(ageDays)})`)
const mail = async (label: string, status: 'sent' | 'failed' | 'pending', ageDays: number) =>
  db().execute(sql`INSERT INTO mail_outbox (recipient, kind, subject, status, attempts, message_id, sent_at, created_at, updated_at)
    VALUES (${`${label}@example.org`}, ${tag}, ${label}, ${status}, 1, ${`<${tag}-${label}@example.org>`},
      ${status === 'sent' ? daysBefore(ageDays) : null}, ${daysBefore(ageDays + 1)}, ${daysBefore(ageDays)})`)
const request = async (label: string, status: 'pending' | 'approved' | 'rejected', decidedDaysAgo: number) =>
  db().execute(sql`INSERT INTO data_requests (member_id, kind, details, status, due_by, decided_at, created_at, updated_at)
    VALUES (${memberId}, 'correction', ${label}, ${status}, ${daysBefore(decidedDaysAgo - 90)},
      ${status === 'pending' ? null : daysBefore(decidedDaysAgo)}, ${daysBefore(decidedDaysAgo + 10)}, ${daysBefore(decidedDaysAgo)})`)

const contactsLeft = async () =>
  (await rows(db(), sql`SELECT email FROM contact_submissions WHERE name = ${tag} ORDER BY email`)).map((r) => r.email)
const mailsLeft = async () =>
  (await rows(db(), sql`SELECT subject FROM mail_outbox WHERE kind = ${tag} ORDER BY subject`)).map((r) => r.subject)
const requestsLeft = async () =>
  (await rows(db(), sql`SELECT details FROM data_requests WHERE member_id = ${memberId} ORDER BY details`)).map((r) => r.details)

describe('the retention settings', () => {
  it('are what the office stored, and the defaults where a stored period is out of bounds', async () => {
    expect(await getRetentionSettings(payload)).toEqual({ contactMessagesDays: 30, deliveredMailDays: 60, closedDataRequestsDays: 90 })
    await db().execute(sql`UPDATE retention_settings SET contact_messages_days = 2`)
    expect((await getRetentionSettings(payload)).contactMessagesDays).toBe(DEFAULT_RETENTION.contactMessagesDays)
    await payload.updateGlobal({ slug: 'retention-settings', data: { contactMessagesDays: 30 }, overrideAccess: true })
  })

  it('refuse a period shorter than a week, even from an admin', async () => {
    await expect(
      payload.updateGlobal({ slug: 'retention-settings', data: { closedDataRequestsDays: 3 }, overrideAccess: true }),
    ).rejects.toThrow()
    expect((await getRetentionSettings(payload)).closedDataRequestsDays).toBe(90)
  })
})

describe('sweepRetention', () => {
  it('deletes contact messages, mail records and decided data requests past their time, and nothing else', async () => {
    await contact('old', 31)
    await contact('young', 29)
    await mail('old-sent', 'sent', 61)
    await mail('old-failed', 'failed', 61)
    await mail('old-pending', 'pending', 200)
    await mail('young-sent', 'sent', 59)
    await request('old-approved', 'approved', 91)
    await request('old-rejected', 'rejected', 91)
    await request('old-pending', 'pending', 300)
    await request('young-rejected', 'rejected', 89)

    const swept = await sweepRetention(payload, { at })
    expect(swept).toMatchObject({ contactMessages: 1, mails: 2, dataRequests: 2 })
    expect(await contactsLeft()).toEqual(['young@example.org'])
    expect(await mailsLeft()).toEqual(['old-pending', 'young-sent'])
    expect(await requestsLeft()).toEqual(['old-pending', 'young-rejected'])

    // A second sweep finds nothing left to delete.
    expect(await sweepRetention(payload, { at })).toMatchObject({ contactMessages: 0, mails: 0, dataRequests: 0 })
  })

  it("deletes the development outbox's mail files past the mail period, and keeps younger ones", async () => {
    const dir = getEnv().outboxDir
    await fs.mkdir(dir, { recursive: true })
    const file = (label: string) => path.join(dir, `${tag}-${label}.eml`)
    await fs.writeFile(file('old'), 'To: someone@example.org\r\n\r\nold')
    await fs.writeFile(file('young'), 'To: someone@example.org\r\n\r\nyoung')
    await fs.utimes(file('old'), new Date(daysBefore(61)), new Date(daysBefore(61)))
    await fs.utimes(file('young'), new Date(daysBefore(59)), new Date(daysBefore(59)))

    expect((await sweepRetention(payload, { at })).mailFiles).toBe(1)
    await expect(fs.access(file('old'))).rejects.toThrow()
    await expect(fs.access(file('young'))).resolves.toBeUndefined()
    await fs.rm(file('young'), { force: true })
  })
})

describe('the retentionSweep job on its queue', () => {
  it('sweeps by the time in its input', async () => {
    await contact('job-old', 40)
    await payload.jobs.queue({ task: 'retentionSweep', queue: 'privacy', input: { now: at.toISOString() } })
    await settleJobs(payload, { queues: ['privacy'] })
    expect(await contactsLeft()).not.toContain('job-old@example.org')
  })
})
