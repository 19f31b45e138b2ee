import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  creditDecision,
  formatMembershipId,
  membershipEndDate,
  orderReceipt,
  paymentSignature,
  toGatewayPayment,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from '../../../src/features/payments/rules/payments'

const secret = 'key_secret_123'
/**
 * The sequence of a membership id as crediting reads it back to number the next
 * one (src/features/payments/operations/credit.ts: ids matching `^UPCHO-<year>-[0-9]+$`, the
 * digits from character 12), or 0 when it is not an id of that year.
 */
const membershipSequence = (id: string | null, year: string) =>
  id && new RegExp(`^UPCHO-${year}-[0-9]+$`).test(id) ? Number(id.slice(11)) : 0
const sign = (data: string, key = secret) => createHmac('sha256', key).update(data).digest('hex')

describe('payment signature', () => {
  it("is Razorpay's HMAC of order_id|payment_id", () => {
    expect(paymentSignature(secret, 'order_1', 'pay_1')).toBe(sign('order_1|pay_1'))
    expect(verifyPaymentSignature(secret, 'order_1', 'pay_1', sign('order_1|pay_1'))).toBe(true)
  })
  it('is checked against the stored order id', () => {
    expect(verifyPaymentSignature(secret, 'order_1', 'pay_1', sign('order_2|pay_1'))).toBe(false)
  })
  it('rejects another secret, upper case, wrong length and non-strings', () => {
    expect(verifyPaymentSignature(secret, 'order_1', 'pay_1', sign('order_1|pay_1', 'other'))).toBe(false)
    expect(verifyPaymentSignature(secret, 'order_1', 'pay_1', sign('order_1|pay_1').toUpperCase())).toBe(false)
    expect(verifyPaymentSignature(secret, 'order_1', 'pay_1', sign('order_1|pay_1').slice(2))).toBe(false)
    expect(verifyPaymentSignature(secret, 'order_1', 'pay_1', undefined)).toBe(false)
    expect(verifyPaymentSignature(secret, 'order_1', 'pay_1', 42)).toBe(false)
  })
})

describe('webhook signature', () => {
  it('is over the raw body', () => {
    const raw = '{"event":"payment.captured", "x":1}'
    expect(verifyWebhookSignature('wh', raw, sign(raw, 'wh'))).toBe(true)
    expect(verifyWebhookSignature('wh', JSON.stringify(JSON.parse(raw)), sign(raw, 'wh'))).toBe(false)
    expect(verifyWebhookSignature('other', raw, sign(raw, 'wh'))).toBe(false)
  })
})

describe('membership id', () => {
  it('reads UPCHO-<year>-<six digits>', () => {
    expect(formatMembershipId('2026', 123)).toBe('UPCHO-2026-000123')
    expect(formatMembershipId('2026', 1234567)).toBe('UPCHO-2026-1234567')
    expect(() => formatMembershipId('26', 1)).toThrow()
    expect(() => formatMembershipId('2026', 0)).toThrow()
  })
  it('parses its sequence for its year only', () => {
    expect(membershipSequence(formatMembershipId('2026', 123), '2026')).toBe(123)
    expect(membershipSequence(formatMembershipId('2026', 1234567), '2026')).toBe(1234567)
    expect(membershipSequence('UPCHO-2026-000123', '2026')).toBe(123)
    expect(membershipSequence('UPCHO-2025-000123', '2026')).toBe(0)
    expect(membershipSequence(null, '2026')).toBe(0)
  })
  it('ends on 31 December at the end of the day in India', () => {
    expect(membershipEndDate('2026').toISOString()).toBe('2026-12-31T18:29:59.999Z')
  })
})

describe('credit rule', () => {
  const stored = { orderId: 'order_1', amount: 10000 }
  const paid = { id: 'pay_1', order_id: 'order_1', status: 'captured', amount: 10000, currency: 'INR' }
  it('credits a captured payment of the stored amount in INR', () => {
    expect(creditDecision(paid, stored)).toEqual({ ok: true })
  })
  it('refuses anything else', () => {
    expect(creditDecision({ ...paid, status: 'authorized' }, stored)).toEqual({ ok: false, reason: 'not-captured' })
    expect(creditDecision({ ...paid, amount: 100 }, stored)).toEqual({ ok: false, reason: 'wrong-amount' })
    expect(creditDecision({ ...paid, currency: 'USD' }, stored)).toEqual({ ok: false, reason: 'wrong-currency' })
    expect(creditDecision({ ...paid, order_id: 'order_2' }, stored)).toEqual({ ok: false, reason: 'wrong-order' })
  })
})

describe('gateway payment', () => {
  it('reads the fields the credit rule needs from a Razorpay entity, and nothing else', () => {
    const entity = {
      id: 'pay_1',
      entity: 'payment',
      order_id: 'order_1',
      status: 'captured',
      amount: 10000,
      currency: 'INR',
      created_at: 1790000000,
      email: 'a@b.in',
    }
    expect(toGatewayPayment(entity)).toEqual({
      id: 'pay_1',
      order_id: 'order_1',
      status: 'captured',
      amount: 10000,
      currency: 'INR',
      created_at: 1790000000,
    })
  })
  it('keeps a missing order id as null and drops a created_at that is not a number', () => {
    expect(toGatewayPayment({ id: 'pay_2', status: 'failed', amount: '10000', currency: 'INR', created_at: 'soon' })).toEqual({
      id: 'pay_2',
      order_id: null,
      status: 'failed',
      amount: 10000,
      currency: 'INR',
      created_at: undefined,
    })
  })
})

describe('receipt', () => {
  it('is at most 40 characters and differs between orders', () => {
    const a = orderReceipt(123456789, '2026')
    expect(a.length).toBeLessThanOrEqual(40)
    expect(a).not.toBe(orderReceipt(123456789, '2026'))
  })
})
