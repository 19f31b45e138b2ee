import { createHmac, randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import { E2E_WEBHOOK_SECRET } from '../../support/app-setup'
import { registrationForm, postJson } from '../../support/member-form'
import { startTwoInstances, type TwoInstances } from '../../support/two-instances'

/**
 * A crash in the middle of payments: 20 members order and pay (sandbox) on A,
 * their verify calls go to B, which is killed with SIGKILL mid-burst. Then
 * Razorpay's webhooks (signed, sent to A) settle what B left: exactly 20 paid
 * memberships, 20 distinct ids, none doubled, none lost, one confirmation mail each (by its Message-ID).
 * A member whose verify died and who presses Pay again is not charged again.
 */
const MEMBERS = 20
const year = membershipYear()
let two: TwoInstances
let db: pg.Client

beforeAll(async () => {
  two = await startTwoInstances()
  db = new pg.Client({ connectionString: two.databaseUrl })
  await db.connect()
}, 600_000)
afterAll(async () => {
  await db?.end()
  await two?.stop()
})

const post = (base: string, path: string, body: unknown, token?: string) => postJson(base, path, body, { token })

const tag = randomBytes(3).toString('hex')
const registration = (i: number) => registrationForm(`crash-${tag}-${i}`, { name: `Crash Member ${i}` })

type Paid = {
  email: string
  token: string
  userId: number
  handler: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
}

/** payment.captured as Razorpay sends it, signed over the raw body with the webhook secret. */
function capturedWebhook(p: Paid['handler']) {
  const entity = {
    id: p.razorpay_payment_id,
    entity: 'payment',
    order_id: p.razorpay_order_id,
    status: 'captured',
    amount: 10000,
    currency: 'INR',
    created_at: Math.floor(Date.now() / 1000),
  }
  const raw = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity } },
    created_at: entity.created_at,
  })
  return {
    raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', E2E_WEBHOOK_SECRET).update(raw).digest('hex'),
      'x-razorpay-event-id': `evt_${randomBytes(7).toString('hex')}`,
    },
  }
}

describe('SIGKILL of B during 20 verify calls', () => {
  it('after the webhooks: 20 paid, 20 distinct ids, 0 doubled, 0 lost, 20 mails; Pay again charges no one twice', async () => {
    const members: Paid[] = []
    for (let i = 0; i < MEMBERS; i++) {
      const reg = await post(two.a.url, '/api/auth/register', registration(i))
      expect(reg.status).toBe(201)
      const { token } = (await reg.json()) as { token: string }
      const order = await post(two.a.url, '/api/auth/create-order', {}, token)
      expect(order.status).toBe(200)
      const { id } = (await order.json()) as { id: string }
      const pay = await post(two.a.url, '/api/payments/sandbox/pay', { order_id: id, outcome: 'success' }, token)
      const handler = (await pay.json()) as Paid['handler']
      const [{ user_id }] = (await db.query('SELECT user_id FROM payments WHERE provider_order_id = $1', [id])).rows
      members.push({ email: registration(i).email, token, userId: Number(user_id), handler })
    }

    // The burst goes to B; B dies after the first answers, with the rest in flight.
    let answered = 0
    const burst = members.map((m) =>
      post(two.b.url, '/api/auth/verify-payment', m.handler, m.token).then(
        (r) => (answered++, r.status),
        () => 'died' as const,
      ),
    )
    while (answered < 3) await new Promise((r) => setTimeout(r, 5))
    await two.b.stop('SIGKILL')
    const outcomes = await Promise.all(burst)
    expect(outcomes).toContain('died')
    const killedAt = (await db.query<{ at: Date }>('SELECT now() AS at')).rows[0].at

    // One member whose verify died presses Pay again (on A): the open order is credited, no second order.
    const unlucky = members[outcomes.indexOf('died')]
    const again = await post(two.a.url, '/api/auth/create-order', {}, unlucky.token)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: `Your membership for ${year} is already paid.` })

    // Razorpay's webhooks, to A, for every payment (redeliveries of credited ones change nothing).
    for (const m of members) {
      const hook = capturedWebhook(m.handler)
      const res = await fetch(`${two.a.url}/api/payments/razorpay-webhook`, { method: 'POST', headers: hook.headers, body: hook.raw })
      expect(res.status).toBe(200)
    }

    const ids = members.map((m) => m.userId)
    const paid = (
      await db.query(
        `SELECT user_id, membership_id FROM memberships WHERE user_id = ANY($1) AND membership_year = $2 AND status = 'paid'`,
        [ids, year],
      )
    ).rows
    expect(paid).toHaveLength(MEMBERS)
    expect(new Set(paid.map((r) => r.membership_id)).size).toBe(MEMBERS)
    const orders = (await db.query(`SELECT count(*)::int AS n FROM payments WHERE user_id = ANY($1) AND membership_year = $2`, [ids, year]))
      .rows[0].n
    expect(orders).toBe(MEMBERS) // Pay again made no new order
    const duplicates = (await db.query(`SELECT count(*)::int AS n FROM payment_duplicates WHERE user_id = ANY($1)`, [ids])).rows[0].n
    expect(duplicates).toBe(0)
    const captured = (
      await db.query(`SELECT count(*)::int AS n FROM sandbox_payments WHERE order_id = ANY($1) AND status = 'captured'`, [
        members.map((m) => m.handler.razorpay_order_id),
      ])
    ).rows[0].n
    expect(captured).toBe(MEMBERS)

    // Exactly one confirmation mail per member (needs the mail outbox: mail sent from memory dies with B).
    // A row B had leased when it died waits for its lease to end (LEASE_SECONDS, 120 s, in src/platform/mail/outbox.ts),
    // then the runner on A sends it. The test lets those 120 s pass on the lease's clock instead of waiting them:
    // the rows still leased from before the kill (A's own sends take milliseconds) end their lease now.
    await new Promise((r) => setTimeout(r, 2_000))
    await db.query(`UPDATE mail_outbox SET locked_until = now() WHERE status = 'pending' AND locked_until > now() AND updated_at < $1`, [
      killedAt,
    ])
    const deadline = Date.now() + 60_000
    const confirmations = () =>
      two.mail.messages().filter((raw) => raw.includes(`Membership confirmed for ${year}`) && members.some((m) => raw.includes(m.email)))
    // Delivery is at least once: a row B had sent but not yet marked sent when it died is sent again by A, with the
    // same Message-ID, which a mail client shows once. So each member gets exactly one mail by its Message-ID.
    const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? raw
    const mailsOf = (email: string) =>
      new Set(
        confirmations()
          .filter((raw) => raw.includes(email))
          .map(messageIdOf),
      ).size
    while (members.some((m) => mailsOf(m.email) === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500))
    expect(members.map((m) => mailsOf(m.email))).toEqual(Array(MEMBERS).fill(1))
  }, 600_000)
})
