import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { getEnv } from '../../config/env'
import { toGatewayPayment, verifyWebhookSignature } from '../../domain/payments'
import { log } from '../../lib/log'
import { json, reply } from '../http'
import { creditPayment, recordFailedPayment } from './credit'
import { drizzleOf, rows, sql } from '../db'

/** Razorpay's webhook bodies are a few KB; anything far larger is not one. */
const MAX_BODY = 256 * 1024

export const WEBHOOK_MESSAGES = {
  notConfigured: 'Webhooks are not configured.',
  missing: 'Missing signature.',
  invalid: 'Invalid signature.',
  badBody: 'Invalid webhook body.',
} as const

type Entity = Record<string, unknown>
type WebhookBody = { event?: string; payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity } } }

/**
 * POST /api/payments/razorpay-webhook. The signature is checked over the raw
 * body; the event id is claimed under a unique constraint, so a repeat is
 * answered 200 and ignored. If handling fails the claim is released and the
 * answer is 500, so Razorpay delivers it again.
 */
export async function handleWebhook(payload: Payload, request: Request): Promise<Response> {
  const secret = getEnv().razorpay.webhookSecret
  if (!secret) return reply(503, WEBHOOK_MESSAGES.notConfigured)
  const signature = request.headers.get('x-razorpay-signature')
  if (!signature) return reply(400, WEBHOOK_MESSAGES.missing)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return reply(413, WEBHOOK_MESSAGES.badBody)
  const raw = await request.text()
  if (raw.length > MAX_BODY) return reply(413, WEBHOOK_MESSAGES.badBody)
  if (!verifyWebhookSignature(secret, raw, signature)) {
    log.warn({}, 'webhook signature mismatch')
    return reply(401, WEBHOOK_MESSAGES.invalid)
  }
  let body: WebhookBody
  try {
    body = JSON.parse(raw) as WebhookBody
  } catch {
    return reply(400, WEBHOOK_MESSAGES.badBody)
  }
  const event = String(body.event ?? '')
  // Razorpay always sends the id; a hash of the signed body is an equally stable stand-in.
  const eventId = request.headers.get('x-razorpay-event-id') || `body-${createHash('sha256').update(raw).digest('hex')}`
  const paymentEntity = body.payload?.payment?.entity
  const orderId = (paymentEntity?.order_id as string | undefined) ?? (body.payload?.order?.entity?.id as string | undefined) ?? null
  const db = drizzleOf(payload)
  const claimed = await rows(
    db,
    sql`INSERT INTO webhook_events (event_id, event, provider_order_id, provider_payment_id)
      VALUES (${eventId}, ${event}, ${orderId}, ${(paymentEntity?.id as string | undefined) ?? null}) ON CONFLICT (event_id) DO NOTHING RETURNING id`,
  )
  if (!claimed[0]) return json({ status: 'duplicate' })
  try {
    await handleEvent(payload, event, paymentEntity, orderId)
  } catch (err) {
    await db.execute(sql`DELETE FROM webhook_events WHERE event_id = ${eventId}`)
    throw err
  }
  return json({ status: 'ok' })
}

async function handleEvent(payload: Payload, event: string, entity: Entity | undefined, orderId: string | null) {
  if (!entity || !orderId) return
  const payment = toGatewayPayment(entity)
  if (event === 'payment.captured' || event === 'order.paid') {
    const result = await creditPayment(payload, orderId, payment)
    if (!result.ok && result.reason !== 'unknown-order') log.warn({ event, orderId, reason: result.reason }, 'webhook payment not credited')
  } else if (event === 'payment.failed') {
    await recordFailedPayment(payload, orderId, payment)
  }
}
