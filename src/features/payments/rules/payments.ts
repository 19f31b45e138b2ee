import { createHmac, timingSafeEqual } from 'node:crypto'

import { defineMessages } from '../../../platform/i18n/messages'
import { z } from '../../../platform/validation/zod'

/**
 * The payment rules, free of I/O (unit-tested): Razorpay's signatures, the
 * membership id, and when a payment may be credited. Facts in
 * shared/notes/razorpay.md.
 */

const HEX_SHA256 = /^[0-9a-f]{64}$/

export const hmacHex = (secret: string, data: string) => createHmac('sha256', secret).update(data, 'utf8').digest('hex')

/** Constant-time comparison of a presented hex signature with the expected one (the SDK's `===` leaks timing). */
export function signatureMatches(expectedHex: string, presented: unknown): boolean {
  if (typeof presented !== 'string' || !HEX_SHA256.test(presented)) return false
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(presented, 'hex'))
}

/** Checkout's signature: HMAC over the order id WE stored (never the one the browser sends) + "|" + payment id. */
export const paymentSignature = (keySecret: string, storedOrderId: string, paymentId: string) =>
  hmacHex(keySecret, `${storedOrderId}|${paymentId}`)

export function verifyPaymentSignature(keySecret: string, storedOrderId: string, paymentId: string, presented: unknown): boolean {
  return signatureMatches(paymentSignature(keySecret, storedOrderId, paymentId), presented)
}

/** Webhook signature: over the raw body bytes as received (re-serialised JSON would not match). */
export function verifyWebhookSignature(webhookSecret: string, rawBody: string, presented: unknown): boolean {
  return signatureMatches(hmacHex(webhookSecret, rawBody), presented)
}

/**
 * Membership id: `UPCHO-<year>-<six-digit sequence>`, e.g. UPCHO-2026-000123.
 * Readable on a certificate, sortable, and the year tells at a glance which
 * membership year it proves; the sequence restarts every year.
 */
export function formatMembershipId(year: string, sequence: number): string {
  if (!/^\d{4}$/.test(year) || !Number.isInteger(sequence) || sequence < 1) throw new Error('invalid membership id parts')
  return `UPCHO-${year}-${String(sequence).padStart(6, '0')}`
}

/**
 * The shape formatMembershipId writes (a sequence may outgrow six digits). An id
 * from a URL is checked against it before any query: nothing else can be one.
 */
export const MEMBERSHIP_ID_PATTERN = /^UPCHO-\d{4}-\d{6,9}$/

export const isMembershipId = (value: unknown): value is string => typeof value === 'string' && MEMBERSHIP_ID_PATTERN.test(value)

/** The end of a membership year: 31 December, 23:59:59.999 in India (UTC+5:30, no daylight saving). */
export function membershipEndDate(year: string): Date {
  return new Date(`${year}-12-31T23:59:59.999+05:30`)
}

/** What the gateway tells us about a payment (the fields the rule needs). */
export type GatewayPayment = { id: string; order_id?: string | null; status: string; amount: number; currency: string; created_at?: number }

/** A Razorpay payment entity, as the API and the webhooks send it, read into GatewayPayment. */
export const toGatewayPayment = (entity: Record<string, unknown>): GatewayPayment => ({
  id: String(entity.id),
  order_id: (entity.order_id as string | null) ?? null,
  status: String(entity.status),
  amount: Number(entity.amount),
  currency: String(entity.currency),
  created_at: typeof entity.created_at === 'number' ? entity.created_at : undefined,
})

export type CreditDecision = { ok: true } | { ok: false; reason: 'not-captured' | 'wrong-order' | 'wrong-amount' | 'wrong-currency' }

/** Credit only a captured payment of the stored order, for exactly the stored amount, in INR. */
export function creditDecision(payment: GatewayPayment, stored: { orderId: string; amount: number }): CreditDecision {
  if (payment.order_id !== stored.orderId) return { ok: false, reason: 'wrong-order' }
  if (payment.status !== 'captured') return { ok: false, reason: 'not-captured' }
  if (payment.currency !== 'INR') return { ok: false, reason: 'wrong-currency' }
  if (payment.amount !== stored.amount) return { ok: false, reason: 'wrong-amount' }
  return { ok: true }
}

/** A receipt unique per order and within Razorpay's 40 characters: `m<user>-<year>-<base36 time><random>`. */
export function orderReceipt(userId: number | string, year: string, now = Date.now(), random = Math.random()): string {
  return `m${userId}-${year}-${now.toString(36)}${Math.floor(random * 36 ** 4).toString(36)}`.slice(0, 40)
}

export const VERIFY_MESSAGES = defineMessages('payments.verify', {
  failed: { en: 'Payment verification failed', hi: 'भुगतान की पुष्टि नहीं हो सकी' },
  unavailable: {
    en: 'Could not reach the payment gateway. Please try again in a few minutes.',
    hi: 'भुगतान गेटवे से संपर्क नहीं हो सका। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  },
})

/** The sandbox checkout's answers (src/features/payments/operations/sandbox-pay.ts). */
export const SANDBOX_MESSAGES = defineMessages('payments.sandbox', {
  payBody: { en: 'Send order_id and outcome (success or failure).', hi: 'order_id और outcome (success या failure) भेजें।' },
  notFound: { en: 'Not found.', hi: 'नहीं मिला।' },
  orderNotFound: { en: 'Order not found.', hi: 'ऑर्डर नहीं मिला।' },
})

// Razorpay's ids (order_…, pay_…): letters, digits and underscores.
const GATEWAY_ID = /^[A-Za-z0-9_]{1,64}$/
const gatewayId = z.string({ error: VERIFY_MESSAGES.failed.token }).regex(GATEWAY_ID, VERIFY_MESSAGES.failed.token)

/**
 * POST /api/auth/verify-payment: the checkout's result. Anything malformed is the
 * same 'Payment verification failed' as a bad signature; the signature itself is
 * checked against the stored order (verifyPaymentSignature), so it passes as sent.
 */
export const VerifyPaymentInput = z.object(
  { razorpay_payment_id: gatewayId, razorpay_order_id: gatewayId, razorpay_signature: z.unknown().optional() },
  { error: VERIFY_MESSAGES.failed.token },
)
export type VerifyPaymentInput = z.output<typeof VerifyPaymentInput>

/** POST /api/payments/sandbox/pay: the sandbox checkout's 'Pay' or 'Fail' for an order. */
export const SandboxPayInput = z.object(
  {
    order_id: z.string({ error: SANDBOX_MESSAGES.payBody.token }),
    outcome: z.enum(['success', 'failure'], { error: SANDBOX_MESSAGES.payBody.token }),
  },
  { error: SANDBOX_MESSAGES.payBody.token },
)
export type SandboxPayInput = z.output<typeof SandboxPayInput>
