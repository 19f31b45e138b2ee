import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { indiaDay, membershipYear } from '../../../src/features/membership/rules/membership'
import { receiptYear } from '../../../src/features/payments/rules/receipts'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { paymentsTestApp, type FakeRazorpay } from '../../support/fake-razorpay'
import { withParams } from '../../support/route-params'
// admin-fixtures is imported after paymentsTestApp: it loads payload.config, which reads the Razorpay keys on import.
import type { Handler } from '../../support/admin-fixtures'

/** Receipts: given on every credit (online and offline), mailed, and readable only by their member and the office in scope. */
type App = Awaited<ReturnType<typeof paymentsTestApp>>
let payload: Payload
let fake: FakeRazorpay
let h: App['handlers']
let call: App['call'], registerMember: App['registerMember']
let offline: Handler, one: Handler, mine: Handler
let admin: { token: string }
let signIn: typeof import('../../support/admin-fixtures').signIn
const year = membershipYear()

beforeAll(async () => {
  ;({ payload, fake, handlers: h, call, registerMember } = await paymentsTestApp())
  offline = withParams(
    '/api/admin/members/[id]/offline-payment',
    await import('../../../src/app/api/admin/members/[id]/offline-payment/route'),
  ).POST as Handler
  one = withParams('/api/receipts/[number]', await import('../../../src/app/api/receipts/[number]/route')).GET as Handler
  mine = (await import('../../../src/app/api/receipts/route')).GET as Handler
  ;({ signIn } = await import('../../support/admin-fixtures'))
  admin = await signIn(payload, 'admin')
})
afterAll(() => fake?.close())

const db = () => drizzleOf(payload)
const read = (number: string, token?: string, headers?: Record<string, string>) =>
  call(one, `/api/receipts/${encodeURIComponent(number)}`, { method: 'GET', token, headers })

/** A member of Agra whose year the office paid by UPI; their token and receipt number. */
async function paidOffline() {
  const m = await signIn(payload, 'member', { district: 'Agra', name: 'Sunita Yadav' })
  const res = await call(offline, `/api/admin/members/${m.user.id}/offline-payment`, {
    body: { year, amount: 10000, method: 'upi', reference: 'UPI-449911', receivedOn: indiaDay() },
    token: admin.token,
  })
  expect(res.status).toBe(201)
  const body = await res.json()
  return { ...m, number: body.payment.receiptNumber as string, membershipId: body.membership.membershipId as string }
}

describe('an online payment', () => {
  it('gets a receipt number in the crediting transaction, and the confirmation mail carries it with its link', async () => {
    const m = await registerMember(payload, h.register, { preferredLanguage: 'en' })
    const order = (await (await call(h.createOrder, '/api/auth/create-order', { token: m.token })).json()) as { id: string }
    const paid = fake.pay(order.id)
    const first = await verify(m.token, paid.handler)
    expect(first.status, await first.clone().text()).toBe(200)
    await verify(m.token, paid.handler) // a second verify changes nothing: still one number
    const [payment] = await rows(db(), sql`SELECT * FROM payments WHERE provider_order_id = ${order.id}`)
    expect(payment.receipt_number).toMatch(new RegExp(`^RCPT-${receiptYear()}-\\d{6}$`))
    expect(payment.received_on).not.toBeNull()
    const mails = await rows(db(), sql`SELECT * FROM mail_outbox WHERE user_id = ${m.user.id} AND kind = 'membership-confirmed'`)
    expect(mails).toHaveLength(1)
    expect(mails[0].body_text).toContain(`Receipt number: ${payment.receipt_number}`)
    expect(mails[0].body_text).toContain(`/receipts/${payment.receipt_number}`)
    expect(await rows(db(), sql`SELECT id FROM mail_outbox WHERE user_id = ${m.user.id} AND kind = 'offline-receipt'`)).toHaveLength(0)

    const res = await read(String(payment.receipt_number), m.token)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      receiptNumber: payment.receipt_number,
      method: 'razorpay',
      amount: 10000,
      membershipYear: year,
      memberName: m.form.name,
    })
  })
})

const verify = (token: string, body: unknown) => call(h.verify, '/api/auth/verify-payment', { token, body })

describe('GET /api/receipts/{number}', () => {
  it('the member reads their own receipt: who paid, membership id, year, amount, method and reference', async () => {
    const r = await paidOffline()
    const res = await read(r.number, r.token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      receiptNumber: r.number,
      membershipYear: year,
      amount: 10000,
      currency: 'INR',
      method: 'upi',
      reference: 'UPI-449911',
      date: expect.any(String),
      memberName: 'Sunita Yadav',
      membershipId: r.membershipId,
    })
  })

  it('anonymous 401; another member, an editor and a coordinator of another district 404', async () => {
    const r = await paidOffline()
    expect((await read(r.number)).status).toBe(401)
    const other = await signIn(payload, 'member', { district: 'Agra' })
    const editor = await signIn(payload, 'editor')
    const lucknow = await signIn(payload, 'coordinator', { districts: ['Lucknow'] })
    for (const who of [other, editor, lucknow]) {
      const res = await read(r.number, who.token)
      expect(res.status).toBe(404)
      expect((await res.json()).message).toBe('Receipt not found')
    }
  })

  it("admins and the member's district coordinator read it", async () => {
    const r = await paidOffline()
    expect((await read(r.number, admin.token)).status).toBe(200)
    const agra = await signIn(payload, 'coordinator', { districts: ['Agra'] })
    expect((await read(r.number, agra.token)).status).toBe(200)
  })

  it('404 for a number that does not exist or cannot be one (in Hindi when asked)', async () => {
    for (const number of ['RCPT-1999-000001', 'RCPT-2026-1', "RCPT-2026-000001' OR 1=1", 'x']) {
      const res = await read(number, admin.token)
      expect(res.status).toBe(404)
    }
    const hindi = await read('RCPT-1999-000001', admin.token, { 'accept-language': 'hi' })
    expect((await hindi.json()).message).toBe('रसीद नहीं मिली')
  })
})

describe('GET /api/receipts', () => {
  it("lists only the caller's own receipts; anonymous 401", async () => {
    const r = await paidOffline()
    await paidOffline() // someone else's
    const res = await call(mine, '/api/receipts', { method: 'GET', token: r.token })
    expect(res.status).toBe(200)
    const { docs } = await res.json()
    expect(docs).toEqual([expect.objectContaining({ receiptNumber: r.number, membershipYear: year })])
    expect((await call(mine, '/api/receipts', { method: 'GET' })).status).toBe(401)
    const none = await signIn(payload, 'member')
    expect((await (await call(mine, '/api/receipts', { method: 'GET', token: none.token })).json()).docs).toEqual([])
  })
})
