import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '../../../src/platform/config/env'
import { indiaDay, membershipYear } from '../../../src/features/membership/rules/membership'
import { OFFLINE_MESSAGES } from '../../../src/features/payments/rules/offline-payment'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { call } from '../../support/auth'
import { createUser, testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { signIn, type Handler } from '../../support/admin-fixtures'

/** POST /api/admin/members/{id}/offline-payment: every role, every error, and what a recorded payment writes. */
let payload: Payload
let post: Handler
let admin: { token: string; user: { id: number } }
const year = membershipYear()
const today = indiaDay()
const tomorrow = indiaDay(new Date(Date.now() + 86_400_000))
const cash = { year, amount: 10000, method: 'cash', receivedOn: today, note: 'Paid at the Agra district meeting' }

beforeAll(async () => {
  payload = await testPayload()
  post = withParams(
    '/api/admin/members/[id]/offline-payment',
    await import('../../../src/app/api/admin/members/[id]/offline-payment/route'),
  ).POST as Handler
  admin = await signIn(payload, 'admin')
})

const record = (id: number | string, body: unknown, token?: string, headers?: Record<string, string>) =>
  call(post, `/api/admin/members/${id}/offline-payment`, { body, token, headers })
const member = (extra: Record<string, unknown> = {}) => createUser(payload, 'member', { district: 'Agra', ...extra })
const db = () => drizzleOf(payload)

describe('who may record dues', () => {
  it('anonymous 401, a member 403, an editor 403', async () => {
    const m = await member()
    expect((await record(m.id, cash)).status).toBe(401)
    const self = await signIn(payload, 'member', { district: 'Agra' })
    expect((await record(self.user.id, cash, self.token)).status).toBe(403)
    const editor = await signIn(payload, 'editor')
    expect((await record(m.id, cash, editor.token)).status).toBe(403)
    expect(await rows(db(), sql`SELECT id FROM payments WHERE user_id = ${m.id}`)).toHaveLength(0)
  })

  it("a coordinator of another district gets 403 and records nothing; of the member's district, 201", async () => {
    const m = await member({ district: 'Agra' })
    const other = await signIn(payload, 'coordinator', { districts: ['Lucknow'] })
    const res = await record(m.id, cash, other.token)
    expect(res.status).toBe(403)
    expect((await res.json()).message).toBe('This member is not in your districts.')
    expect(await rows(db(), sql`SELECT id FROM payments WHERE user_id = ${m.id}`)).toHaveLength(0)
    const mine = await signIn(payload, 'coordinator', { districts: ['Agra', 'Mathura'] })
    const ok = await record(m.id, cash, mine.token)
    expect(ok.status).toBe(201)
    expect((await ok.json()).payment.recordedBy).toBe(mine.user.id)
  })

  it('404 for no such member, an id that cannot be one, and a staff account', async () => {
    const editor = await createUser(payload, 'editor')
    for (const id of [2_000_000_000, 'abc', 0, editor.id]) {
      const res = await record(id, cash, admin.token)
      expect(res.status).toBe(404)
      expect((await res.json()).message).toBe('Member not found')
    }
  })

  it('a coordinator is a CHO too: the office may record their dues', async () => {
    const coordinator = await createUser(payload, 'coordinator', { district: 'Agra', districts: ['Agra'] })
    expect((await record(coordinator.id, cash, admin.token)).status).toBe(201)
  })
})

describe('what is wrong with the input', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['year missing', { year: undefined }, 'Year is required'],
    ['year not four digits', { year: '26' }, OFFLINE_MESSAGES.yearInvalid.en],
    ['year in the future', { year: String(Number(year) + 1) }, OFFLINE_MESSAGES.yearInvalid.en],
    ['year before 2000', { year: '1999' }, OFFLINE_MESSAGES.yearInvalid.en],
    ['year as an object', { year: { y: 2026 } }, OFFLINE_MESSAGES.yearInvalid.en],
    ['amount missing', { amount: undefined }, 'Amount is required'],
    ['amount below 100 paise', { amount: 99 }, OFFLINE_MESSAGES.amountInvalid.en],
    ['amount not whole paise', { amount: 100.5 }, OFFLINE_MESSAGES.amountInvalid.en],
    ['amount as words', { amount: 'hundred' }, OFFLINE_MESSAGES.amountInvalid.en],
    ['amount too large', { amount: 10_000_001 }, OFFLINE_MESSAGES.amountInvalid.en],
    ['method unknown', { method: 'bitcoin' }, OFFLINE_MESSAGES.methodInvalid.en],
    ['method razorpay (online only)', { method: 'razorpay' }, OFFLINE_MESSAGES.methodInvalid.en],
    ['method missing', { method: undefined }, OFFLINE_MESSAGES.methodInvalid.en],
    ['cheque without reference', { method: 'cheque' }, OFFLINE_MESSAGES.referenceRequired.en],
    ['UPI with a blank reference', { method: 'upi', reference: '   ' }, OFFLINE_MESSAGES.referenceRequired.en],
    ['bank transfer without reference', { method: 'bank-transfer' }, OFFLINE_MESSAGES.referenceRequired.en],
    ['reference too long', { reference: 'x'.repeat(201) }, 'Reference must be at most 200 characters'],
    ['reference not text', { reference: 12345 }, 'Reference must be text'],
    ['date missing', { receivedOn: undefined }, OFFLINE_MESSAGES.receivedOnRequired.en],
    ['date not a date', { receivedOn: '2026-02-30' }, OFFLINE_MESSAGES.receivedOnInvalid.en],
    ['date in another form', { receivedOn: '26-11-2026' }, OFFLINE_MESSAGES.receivedOnInvalid.en],
    ['date tomorrow', { receivedOn: tomorrow }, OFFLINE_MESSAGES.receivedOnInvalid.en],
    ['note too long', { note: 'n'.repeat(501) }, 'Note must be at most 500 characters'],
  ]
  it.each(cases)('%s → 400 with its message, nothing recorded', async (_, change, message) => {
    const m = await member()
    const res = await record(m.id, { ...cash, ...change }, admin.token)
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBe(message)
    expect(await rows(db(), sql`SELECT id FROM memberships WHERE user_id = ${m.id} AND status = 'paid'`)).toHaveLength(0)
  })

  it('a body that is not an object, or not JSON at all', async () => {
    const m = await member()
    const list = await record(m.id, [cash], admin.token)
    expect(list.status).toBe(400)
    expect((await list.json()).message).toBe(OFFLINE_MESSAGES.notAnObject.en)
    const text = await call(post, `/api/admin/members/${m.id}/offline-payment`, {
      raw: 'year=2026',
      token: admin.token,
      headers: { 'content-type': 'text/plain' },
    })
    expect(text.status).toBe(415)
  })

  it('answers in Hindi when the page asks for it', async () => {
    const m = await member()
    const res = await record(m.id, { ...cash, method: 'cheque' }, admin.token, { 'accept-language': 'hi' })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBe('बैंक ट्रांसफ़र, यूपीआई भुगतान या चेक के लिए संदर्भ आवश्यक है।')
  })
})

describe("the amount is the site's fee", () => {
  const fee = getEnv().membershipFeePaise
  it.each([
    ['Rs 1', 100],
    ['one paisa short', fee - 1],
    ['one paisa more', fee + 1],
    ['twice the fee', fee * 2],
  ])('%s → 400 naming the fee, in English and Hindi; nothing is stored', async (_, amount) => {
    const m = await member()
    const coordinator = await signIn(payload, 'coordinator', { districts: ['Agra'] })
    const res = await record(m.id, { ...cash, amount }, coordinator.token)
    expect(res.status).toBe(400)
    expect(res.headers.get('X-Error-Field')).toBe('amount')
    expect((await res.json()).message).toBe(OFFLINE_MESSAGES.amountNotFee(fee).en)
    const hindi = await record(m.id, { ...cash, amount }, coordinator.token, { 'accept-language': 'hi' })
    expect(hindi.status).toBe(400)
    expect((await hindi.json()).message).toBe(`राशि सदस्यता शुल्क के बराबर होनी चाहिए: ${fee} पैसे (₹${(fee / 100).toFixed(2)})।`)
    for (const table of ['payments', 'memberships'] as const)
      expect(await rows(db(), sql`SELECT id FROM ${sql.raw(table)} WHERE user_id = ${m.id}`), table).toHaveLength(0)
    expect(await rows(db(), sql`SELECT id FROM member_events WHERE member_id = ${m.id}`)).toHaveLength(0)
    expect(await rows(db(), sql`SELECT id FROM mail_outbox WHERE user_id = ${m.id} AND kind = 'offline-receipt'`)).toHaveLength(0)
  })

  it('the fee itself is recorded', async () => {
    const m = await member()
    const res = await record(m.id, { ...cash, amount: fee }, admin.token)
    expect(res.status).toBe(201)
    expect((await res.json()).payment.amount).toBe(fee)
  })
})

describe('a recorded payment', () => {
  it('pays the year with a membership id, a captured payment with its receipt, an audit event and a receipt mail', async () => {
    const m = await member({ preferredLanguage: 'hi' })
    const res = await record(
      m.id,
      {
        year,
        amount: '10000',
        method: 'cheque',
        reference: ' CHQ 004512 ',
        receivedOn: today,
        note: 'Cheque handed in at the block office',
      },
      admin.token,
    )
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body.membership).toMatchObject({
      membershipYear: year,
      status: 'paid',
      membershipId: expect.stringMatching(new RegExp(`^UPCHO-${year}-\\d{6,9}$`)),
    })
    expect(body.payment).toMatchObject({
      receiptNumber: expect.stringMatching(/^RCPT-\d{4}-\d{6}$/),
      membershipYear: year,
      amount: 10000,
      status: 'captured',
      method: 'cheque',
      reference: 'CHQ 004512',
      note: 'Cheque handed in at the block office',
      recordedBy: admin.user.id,
    })
    const [payment] = await rows(db(), sql`SELECT * FROM payments WHERE user_id = ${m.id}`)
    expect(payment).toMatchObject({
      status: 'captured',
      method: 'cheque',
      receipt_number: body.payment.receiptNumber,
      recorded_by_id: admin.user.id,
      provider_order_id: null,
    })
    const [membership] = await rows(db(), sql`SELECT * FROM memberships WHERE user_id = ${m.id} AND membership_year = ${year}`)
    expect(membership).toMatchObject({
      status: 'paid',
      membership_id: body.membership.membershipId,
      payment_id: body.payment.receiptNumber,
    })
    expect(Number(membership.amount)).toBe(10000)
    const [event] = await rows(db(), sql`SELECT * FROM member_events WHERE member_id = ${m.id}`)
    expect(event).toMatchObject({ action: 'offline-payment', actor_id: admin.user.id, reason: 'Cheque handed in at the block office' })
    expect(JSON.parse(String(event.details))).toMatchObject({
      year,
      amount: 10000,
      method: 'cheque',
      reference: 'CHQ 004512',
      receiptNumber: body.payment.receiptNumber,
    })
    const [mail] = await rows(db(), sql`SELECT * FROM mail_outbox WHERE user_id = ${m.id} AND kind = 'offline-receipt'`)
    expect(mail.subject).toBe(`रसीद ${body.payment.receiptNumber}: ${year} का सदस्यता शुल्क`)
    expect(mail.body_text).toContain('₹100.00')
    expect(mail.body_text).toContain('चेक')
    expect(mail.body_text).toContain(`/hi/receipts/${body.payment.receiptNumber}`)
  })

  it('cash needs no reference; an earlier year is paid as well; receipts follow one another', async () => {
    const m = await member()
    const first = await (await record(m.id, cash, admin.token)).json()
    const last = await (await record(m.id, { ...cash, year: String(Number(year) - 1) }, admin.token)).json()
    const seq = (n: string) => Number(n.slice(10))
    expect(last.payment.receiptNumber.slice(0, 10)).toBe(first.payment.receiptNumber.slice(0, 10))
    expect(seq(last.payment.receiptNumber)).toBeGreaterThan(seq(first.payment.receiptNumber))
    expect(last.membership).toMatchObject({
      membershipYear: String(Number(year) - 1),
      status: 'paid',
      membershipId: expect.stringMatching(/^UPCHO-\d{4}-/),
    })
  })

  it('a year already paid → 409 with the year named, and nothing more is written', async () => {
    const m = await member()
    expect((await record(m.id, cash, admin.token)).status).toBe(201)
    const again = await record(m.id, { ...cash, method: 'upi', reference: 'UPI-1' }, admin.token)
    expect(again.status).toBe(409)
    expect((await again.json()).message).toBe(`Membership for ${year} is already paid`)
    expect(await rows(db(), sql`SELECT id FROM payments WHERE user_id = ${m.id}`)).toHaveLength(1)
    expect(await rows(db(), sql`SELECT id FROM member_events WHERE member_id = ${m.id}`)).toHaveLength(1)
    const hindi = await record(m.id, cash, admin.token, { 'accept-language': 'hi' })
    expect((await hindi.json()).message).toBe(`वर्ष ${year} की सदस्यता का भुगतान पहले ही हो चुका है`)
  })

  it('a revoked year → 409: the office reinstates it instead', async () => {
    const m = await member()
    await payload.create({
      collection: 'memberships',
      data: { user: m.id, membershipYear: year, status: 'revoked', amount: 10000, revokedReason: 'Left the cadre' },
      overrideAccess: true,
    })
    const res = await record(m.id, cash, admin.token)
    expect(res.status).toBe(409)
    expect((await res.json()).message).toBe(OFFLINE_MESSAGES.revoked(year).en)
  })

  it('a pending online order does not stop the office: the year is paid by the office', async () => {
    const m = await member()
    await payload.create({
      collection: 'memberships',
      data: { user: m.id, membershipYear: year, status: 'pending', amount: 10000, orderId: 'order_pending_1' },
      overrideAccess: true,
    })
    const res = await record(m.id, cash, admin.token)
    expect(res.status).toBe(201)
    const [membership] = await rows(db(), sql`SELECT * FROM memberships WHERE user_id = ${m.id} AND membership_year = ${year}`)
    expect(membership).toMatchObject({ status: 'paid', order_id: null })
  })
})
