import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lastMailTo } from '../../support/auth'
import { settleJobs } from '../../support/jobs'
import { testPayload } from '../../support/payload'
import { ist, member, membership, reminderMails, remindersOf, setSteps } from '../../support/renewal-fixtures'

/**
 * The reminder schedule across a simulated year, on the settable
 * clock: default steps 01-01, 01-15, 03-01; year 2031 for the members who paid 2030.
 */
let payload: Payload
let send: typeof import('../../../src/features/renewals/operations/send-reminders').sendRenewalReminders
let clock: typeof import('../../../src/platform/clock')
let db: typeof import('../../../src/platform/db/sql')

beforeAll(async () => {
  payload = await testPayload()
  ;({ sendRenewalReminders: send } = await import('../../../src/features/renewals/operations/send-reminders'))
  clock = await import('../../../src/platform/clock')
  db = await import('../../../src/platform/db/sql')
  await setSteps(payload)
})
afterAll(async () => {
  clock.setClockForTests(null)
  await setSteps(payload)
})

describe('a year of renewal reminders', () => {
  let m: Record<string, Awaited<ReturnType<typeof member>>>
  const steps = async (who: keyof typeof m) => remindersOf(payload, m[who].id, '2031')
  const mails = async (who: keyof typeof m) => (await reminderMails(payload, m[who].id)).length

  beforeAll(async () => {
    m = {
      due: await member(payload, { paid: ['2030'] }),
      dueHindi: await member(payload, { paid: ['2030'], lang: 'hi' }),
      coordinator: await member(payload, { paid: ['2030'], role: 'coordinator' }),
      payer: await member(payload, { paid: ['2030'] }),
      paid: await member(payload, { paid: ['2030', '2031'] }),
      pending: await member(payload, { paid: ['2030'], status: { '2031': 'pending' } }),
      revoked: await member(payload, { paid: ['2030'], status: { '2031': 'revoked' } }),
      unpaidRow: await member(payload, { paid: ['2030'], status: { '2031': 'unpaid' } }),
      neverPaid: await member(payload),
      paidLongAgo: await member(payload, { paid: ['2028'] }),
      noMail: await member(payload, { paid: ['2030'] }),
      unsubscribed: await member(payload, { paid: ['2030'] }),
      editor: await member(payload, { paid: ['2030'], role: 'editor' }),
    }
    await db.drizzleOf(payload).execute(db.sql`UPDATE users SET email = '' WHERE id = ${m.noMail.id}`)
    await db.drizzleOf(payload).execute(db.sql`INSERT INTO renewal_opt_outs (user_id, via) VALUES (${m.unsubscribed.id}, 'link')`)
  })

  it('31 December: nothing of the new year yet', async () => {
    await send(payload, { at: ist('2030-12-31', '23:59') })
    for (const who of Object.keys(m)) expect(await steps(who), who).toEqual({})
  })

  it('1 January: step 1 to every member due for renewal, and to nobody else', async () => {
    const run = await send(payload, { at: ist('2031-01-01', '00:05') })
    expect(run).toMatchObject({ year: '2031', step: '01-01' })
    for (const who of ['due', 'dueHindi', 'coordinator', 'payer', 'unpaidRow']) expect(await steps(who), who).toEqual({ '01-01': 'sent' })
    for (const who of ['paid', 'pending', 'revoked', 'neverPaid', 'paidLongAgo', 'noMail', 'unsubscribed', 'editor']) {
      expect(await steps(who), who).toEqual({})
      expect(await mails(who), who).toBe(0)
    }
  })

  it('the mail: the fee, the pay page and the unsubscribe link, in the member language, with one-click List-Unsubscribe', async () => {
    const [row] = await reminderMails(payload, m.due.id)
    expect(row.subject).toBe('Please renew your membership for 2031')
    expect(row.dedupe_key).toBe(`renewal:2031:01-01:${m.due.id}`)
    const english = await lastMailTo(m.due.email)
    expect(english.text).toContain('₹100.00')
    expect(english.text).toContain('http://localhost:3999/certificate')
    expect(english.text).toContain('31-03-2031')
    expect(english.text).toMatch(new RegExp(`http://localhost:3999/unsubscribe\\?t=${m.due.id}\\.[A-Za-z0-9_-]{43}`))
    expect(english.raw).toMatch(
      new RegExp(`^List-Unsubscribe:\\s+<http://localhost:3999/api/renewals/unsubscribe\\?t=${m.due.id}\\.[A-Za-z0-9_-]{43}>`, 'm'),
    )
    expect(english.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)

    const hindi = await lastMailTo(m.dueHindi.email)
    expect(hindi.subject).toContain('=?UTF-8?') // encoded Devanagari
    expect(hindi.text).toContain('वार्षिक सदस्यता शुल्क ₹100.00 है')
    expect(hindi.text).toContain('http://localhost:3999/hi/certificate')
    expect(hindi.text).toContain('http://localhost:3999/hi/unsubscribe?t=')
    // Once sent, the outbox keeps neither the body nor the headers (both hold a working link).
    const [sent] = await reminderMails(payload, m.due.id)
    expect(sent).toMatchObject({ status: 'sent', body_text: null, headers: null })
  })

  it('a second run the same day sends nothing more', async () => {
    const run = await send(payload, { at: ist('2031-01-01', '00:10') })
    expect(run.sent).toBe(0)
    for (const who of ['due', 'dueHindi', 'coordinator', 'payer']) expect(await mails(who), who).toBe(1)
  })

  it('14 January: still nothing new; 15 January: step 2', async () => {
    expect((await send(payload, { at: ist('2031-01-14', '23:00') })).sent).toBe(0)
    await send(payload, { at: ist('2031-01-15', '06:00') })
    for (const who of ['due', 'dueHindi', 'coordinator', 'payer']) {
      expect(await steps(who), who).toEqual({ '01-01': 'sent', '01-15': 'sent' })
      expect(await mails(who), who).toBe(2)
    }
  })

  it('a member who pays on 20 January gets no step 3; the rest get it on 1 March, from the job on the settable clock', async () => {
    await membership(payload, m.payer.id, '2031', 'paid', ist('2031-01-20').toISOString())
    clock.setClockForTests(ist('2031-03-01', '00:30'))
    await payload.jobs.queue({ task: 'renewalReminders', queue: 'renewals', input: {} })
    await settleJobs(payload, { queues: ['renewals'] })
    expect(await steps('payer')).toEqual({ '01-01': 'sent', '01-15': 'sent' })
    expect(await mails('payer')).toBe(2)
    for (const who of ['due', 'dueHindi', 'coordinator'])
      expect(await steps(who), who).toEqual({ '01-01': 'sent', '01-15': 'sent', '03-01': 'sent' })
  })

  it('a member who comes late (2 March) gets only the latest step; the missed ones are recorded as skipped', async () => {
    const late = await member(payload, { paid: ['2030'] })
    const run = await send(payload, { at: ist('2031-03-02') })
    expect(run).toMatchObject({ step: '03-01', sent: 1, skipped: 2 })
    expect(await remindersOf(payload, late.id, '2031')).toEqual({ '01-01': 'skipped', '01-15': 'skipped', '03-01': 'sent' })
    expect(await reminderMails(payload, late.id)).toHaveLength(1)
  })

  it('the job takes its time from its input too', async () => {
    const late = await member(payload, { paid: ['2030'] })
    await payload.jobs.queue({ task: 'renewalReminders', queue: 'renewals', input: { now: ist('2031-01-16').toISOString() } })
    await settleJobs(payload, { queues: ['renewals'] })
    expect(await remindersOf(payload, late.id, '2031')).toEqual({ '01-01': 'skipped', '01-15': 'sent' })
  })
})

describe('the steps office staff set in the CMS', () => {
  it('change the schedule: other days, another count, the clock on its own', async () => {
    const who = await member(payload, { paid: ['2032'] })
    await setSteps(payload, ['02-10'])
    clock.setClockForTests(ist('2033-02-09', '23:00'))
    await send(payload)
    expect(await remindersOf(payload, who.id, '2033')).toEqual({})
    clock.setClockForTests(ist('2033-02-10', '00:01'))
    await send(payload)
    expect(await remindersOf(payload, who.id, '2033')).toEqual({ '02-10': 'sent' })
    await setSteps(payload, ['02-10', '02-20'])
    clock.setClockForTests(ist('2033-02-20'))
    await send(payload)
    expect(await remindersOf(payload, who.id, '2033')).toEqual({ '02-10': 'sent', '02-20': 'sent' })
    await setSteps(payload, [])
    clock.setClockForTests(ist('2033-12-01'))
    expect(await send(payload)).toMatchObject({ step: null, sent: 0 })
    await setSteps(payload)
  })
})

describe('two runners at once', () => {
  it('send one mail per member and step, across keyset batches', async () => {
    const members = await Promise.all(Array.from({ length: 23 }, () => member(payload, { paid: ['2034'] })))
    const at = ist('2035-01-02')
    const [a, b] = await Promise.all([send(payload, { at, batchSize: 5 }), send(payload, { at, batchSize: 5 })])
    expect(a.sent + b.sent).toBe(23)
    for (const who of members) {
      expect(await remindersOf(payload, who.id, '2035')).toEqual({ '01-01': 'sent' })
      expect(await reminderMails(payload, who.id)).toHaveLength(1)
    }
  })
})
