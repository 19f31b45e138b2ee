import net from 'node:net'

import nodemailer from 'nodemailer'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { holdRunnerLock, releaseRunnerLock, RUNNER_LOCK_KEY } from '../../../src/platform/jobs/runner-lock'
import { getEnv } from '../../../src/platform/config/env'
import { createMailTransport, SMTP_TIMEOUTS } from '../../../src/platform/mail/mailer'
import { deliverDue, MAX_ATTEMPTS, queueMail, SEND_DEADLINE_MS, type OutgoingMail } from '../../../src/platform/mail/outbox'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { call, registerMember } from '../../support/auth'
import { cmsApi, userWithToken } from '../../support/cms-api'
import { settleJobs } from '../../support/jobs'
import { startMailCatcher, type MailCatcher } from '../../support/mail-catcher'
import { testPayload, unique } from '../../support/payload'

/**
 * The mail outbox and the job runner: a mail survives a dead SMTP
 * server and goes out once it is back, exactly once; a failing row shows its
 * error to admins; two senders never send one row twice; the runner lock moves
 * to another instance when its holder dies.
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let catcher: MailCatcher
let register: Handler, forgot: Handler

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ POST: forgot } = await import('../../../src/app/api/auth/forgot-password/route'))
  // Payload's transport goes to a real SMTP server that the tests can stop.
  catcher = await startMailCatcher()
  const smtp = nodemailer.createTransport(catcher.url)
  vi.spyOn(payload, 'sendEmail').mockImplementation((m) =>
    smtp.sendMail({ ...(m as nodemailer.SendMailOptions), from: 'office@example.org' }),
  )
  // The files before this one leave their mails in the shared outbox (two hundred after the grievance tests, in
  // some orders). Sending them through this file's catcher, one connection each, outlasted a test's 30 s in CI:
  // they are not this file's to send, so they wait a day.
  await db().execute(sql`UPDATE mail_outbox SET next_attempt_at = now() + interval '1 day' WHERE status = 'pending'`)
})
afterAll(async () => {
  // Nothing left on its way to the catcher when it closes (a send to a closed server would hold its row's lease).
  await settleJobs(payload, { queues: ['default', 'mail'] })
  vi.restoreAllMocks()
  await catcher?.close()
})

const db = () => drizzleOf(payload)
const outboxRows = (to: string, kind: string) =>
  rows(db(), sql`SELECT * FROM mail_outbox WHERE recipient = ${to} AND kind = ${kind} ORDER BY id`)
const received = (to: string, subject: string) => catcher.messages().filter((m) => m.includes(to) && m.includes(`Subject: ${subject}`))
const makeDue = (to: string) =>
  db().execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE recipient = ${to} AND status = 'pending'`)

describe('SMTP down', () => {
  it('a reset request answers as usual; the mail waits with its error and goes out once SMTP is back, exactly once', async () => {
    const { form } = await registerMember(payload, register)
    await settleJobs(payload)
    await catcher.pause()
    const res = await call(forgot, '/api/auth/forgot-password', { body: { email: form.email } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'If an account exists for this email, a reset link has been sent.' })
    await settleJobs(payload)
    const [waiting] = await outboxRows(form.email, 'password-reset')
    expect(waiting).toMatchObject({ status: 'pending', last_error: expect.stringMatching(/ECONNREFUSED|connect/i) })
    expect(Number(waiting.attempts)).toBe(1)
    expect(new Date(waiting.next_attempt_at as string).getTime()).toBeGreaterThan(Date.now())

    // Admins see it, with its error and without its body (it holds a reset link); members do not see it at all.
    const admin = await userWithToken(payload, 'admin')
    const listed = await cmsApi('GET', `mail-outbox?where[id][equals]=${waiting.id}&depth=0`, { token: admin.token })
    expect(listed.status).toBe(200)
    const [doc] = ((await listed.json()) as { docs: Record<string, unknown>[] }).docs
    expect(doc).toMatchObject({ recipient: form.email, kind: 'password-reset', status: 'pending', lastError: waiting.last_error })
    expect(doc).not.toHaveProperty('bodyText')
    expect(doc).not.toHaveProperty('bodyHtml')
    const member = await userWithToken(payload, 'member')
    expect((await cmsApi('GET', `mail-outbox/${waiting.id}`, { token: member.token })).status).toBe(403)

    await catcher.resume()
    await makeDue(form.email)
    await settleJobs(payload)
    await deliverDue(payload) // a further run sends nothing again
    const mails = received(form.email, 'Reset your password')
    expect(mails).toHaveLength(1)
    const [sent] = await outboxRows(form.email, 'password-reset')
    expect(sent).toMatchObject({ status: 'sent', body_text: null, body_html: null })
    // The Message-ID is the row's own, stable across attempts.
    expect(mails[0]).toContain(`Message-ID: ${sent.message_id}`)
  })

  it("after the last attempt a row is 'failed', with its error", async () => {
    const to = `failing-${unique()}@example.org`
    await queueMail(db(), { to, kind: 'welcome', message: { subject: 'Hello', text: 'x', html: '<p>x</p>' } })
    await db().execute(sql`UPDATE mail_outbox SET attempts = ${MAX_ATTEMPTS - 1} WHERE recipient = ${to}`)
    await deliverDue(payload, { send: async () => Promise.reject(new Error('550 mailbox unavailable')) })
    expect((await outboxRows(to, 'welcome'))[0]).toMatchObject({ status: 'failed', last_error: '550 mailbox unavailable' })
    await makeDue(to)
    await deliverDue(payload)
    expect(received(to, 'Hello')).toHaveLength(0)
  })
})

describe('SMTP accepting but silent', () => {
  it('a send ends with an error well inside the lease, the row waits for a retry with its error, and goes out once', async () => {
    // Accepts the connection and never says a word (a hung server, a firewall eating packets).
    const held: net.Socket[] = []
    const silent = net.createServer((socket) => held.push(socket))
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r))
    const transport = createMailTransport({ ...getEnv(), smtpUrl: `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}` })
    const to = `silent-${unique()}@example.org`
    await queueMail(db(), { to, kind: 'welcome', message: { subject: 'Silent', text: 'x', html: '<p>x</p>' } })
    const started = Date.now()
    try {
      await deliverDue(payload, { send: (m) => transport.sendMail({ ...m, from: 'office@example.org' }) })
    } finally {
      held.forEach((s) => s.destroy())
      silent.close()
    }
    const took = Date.now() - started
    expect(took).toBeGreaterThanOrEqual(SMTP_TIMEOUTS.greetingTimeout - 1000)
    expect(took).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout + 5000) // not nodemailer's 30 s default
    expect(took).toBeLessThan(SEND_DEADLINE_MS)
    const [waiting] = await outboxRows(to, 'welcome')
    expect(waiting).toMatchObject({ status: 'pending', locked_until: null, last_error: expect.stringMatching(/greeting/i) })

    await makeDue(to)
    await deliverDue(payload)
    await deliverDue(payload)
    expect(received(to, 'Silent')).toHaveLength(1)
  }, 30_000)

  it('a send that outlasts the deadline counts as failed, and gives the row back for a retry', async () => {
    const to = `hung-${unique()}@example.org`
    await queueMail(db(), { to, kind: 'welcome', message: { subject: 'Hung', text: 'x', html: '<p>x</p>' } })
    await deliverDue(payload, { send: () => new Promise(() => {}), deadlineMs: 200 })
    expect((await outboxRows(to, 'welcome'))[0]).toMatchObject({
      status: 'pending',
      locked_until: null,
      last_error: expect.stringMatching(/no answer/),
    })
  })
})

describe('two senders', () => {
  it('never send one row twice', async () => {
    await settleJobs(payload) // no kick left from earlier tests: only the two senders below send
    const to = `pair-${unique()}@example.org`
    for (let i = 0; i < 12; i++)
      await queueMail(db(), { to, kind: 'welcome', message: { subject: `Mail ${i}`, text: 'x', html: '<p>x</p>' } })
    const sent: string[] = []
    const slowSend = async (m: OutgoingMail) => {
      await new Promise((r) => setTimeout(r, 20))
      if (m.to === to) sent.push(m.messageId)
    }
    await Promise.all([deliverDue(payload, { send: slowSend, batch: 2 }), deliverDue(payload, { send: slowSend, batch: 2 })])
    // A kick left by an earlier test (kickSoon fires a little later) may take a row as a third sender, through the
    // catcher: on a loaded machine that happens. Count every sender's sends: each of the 12 went out exactly once.
    // That sender is no job, so settling the queues does not wait for it: wait until every row is sent (a row is
    // marked sent only after the catcher has accepted it), then count.
    await settleJobs(payload, { queues: ['default', 'mail'] })
    await vi.waitFor(async () => expect((await outboxRows(to, 'welcome')).every((r) => r.status === 'sent')).toBe(true), {
      timeout: 15_000,
      interval: 100,
    })
    // What proves "once" is the outbox itself: all 12 rows sent, each claimed by one attempt. The sends seen
    // here (the two senders' and the catcher's) may miss one that a stray sender made elsewhere (seen twice in
    // CI), but must never count a row twice.
    const all = await outboxRows(to, 'welcome')
    expect(all).toHaveLength(12)
    expect(all.map((r) => Number(r.attempts))).toEqual(Array(12).fill(1))
    const byThird = catcher.messages().filter((m) => m.includes(to)).length
    expect(new Set(sent).size).toBe(sent.length)
    expect(sent.length + byThird).toBeLessThanOrEqual(12)
    expect(sent.length).toBeGreaterThan(0)
  })

  it('a dedupe key makes a second write of one mail a no-op', async () => {
    const to = `dedupe-${unique()}@example.org`
    const mail = { to, kind: 'password-reset', message: { subject: 'Once', text: 'x', html: 'x' }, dedupeKey: `test:${unique()}` }
    await queueMail(db(), mail)
    await queueMail(db(), mail)
    expect(await outboxRows(to, 'password-reset')).toHaveLength(1)
  })
})

describe('the runner, as the start script runs it', () => {
  it('with the crons on, a queued forgot-password job becomes a sent reset mail within seconds, nobody else running jobs', async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../../payload.config')
    const { startJobCrons } = await import('../../../src/platform/jobs/crons')
    const { form } = await registerMember(payload, register)
    await settleJobs(payload)
    await releaseRunnerLock()
    // A Payload of its own with the crons, as scripts/start.ts makes it; its mail goes to the catcher too.
    const runner = await getPayload({ config, key: 'cron-test', cron: true })
    vi.spyOn(runner, 'sendEmail').mockImplementation(payload.sendEmail)
    const stop = startJobCrons(runner)
    try {
      await payload.jobs.queue({ task: 'forgotPassword', input: { email: form.email } })
      await expect
        .poll(async () => (await outboxRows(form.email, 'password-reset'))[0]?.status, { timeout: 8_000, interval: 100 })
        .toBe('sent')
      expect(received(form.email, 'Reset your password')).toHaveLength(1)
    } finally {
      await stop()
      // A tick stopped mid-run may still be finishing its job.
      await new Promise((r) => setTimeout(r, 1000))
      const { markCronsRunning } = await import('../../../src/platform/jobs/run')
      markCronsRunning(false)
    }
  })
})

describe('the job runner lock', () => {
  it('is held by one instance at a time and moves to another when the holder dies', async () => {
    await releaseRunnerLock()
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await other.connect()
    const take = async (c: pg.Client) => (await c.query('SELECT pg_try_advisory_lock($1) AS got', [RUNNER_LOCK_KEY])).rows[0].got as boolean
    expect(await take(other)).toBe(true) // the other instance runs jobs
    expect(await holdRunnerLock()).toBe(false) // so this one does not
    await other.end() // the other instance dies: its connection closes
    expect(await holdRunnerLock()).toBe(true) // and this one takes over
    const third = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await third.connect()
    try {
      expect(await take(third)).toBe(false)
      await releaseRunnerLock() // a graceful stop gives it up
      expect(await take(third)).toBe(true)
    } finally {
      await third.end()
    }
  })
})
