import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { getEnv } from '../../../platform/config/env'
import { toGatewayPayment, verifyWebhookSignature } from '../rules/payments'
import { log } from '../../../platform/log'
import { json, readBytes, reply } from '../../../platform/http/route'
import { defineMessages } from '../../../platform/i18n/messages'
import { creditPayment, recordFailedPayment } from './credit'
import { kickSoon } from '../../../platform/jobs/run'
import { rows, sql, type Executor } from '../../../platform/db/sql'
import { transaction } from '@/platform/db/transaction'

/** Razorpay's webhook bodies are a few KB; anything far larger is not one. */
const MAX_BODY = 256 * 1024

export const WEBHOOK_MESSAGES = defineMessages('payments.webhook', {
  notConfigured: { en: 'Webhooks are not configured.', hi: 'वेबहुक सेट नहीं किए गए हैं।' },
  missing: { en: 'Missing signature.', hi: 'हस्ताक्षर नहीं है।' },
  invalid: { en: 'Invalid signature.', hi: 'हस्ताक्षर अमान्य है।' },
  badBody: { en: 'Invalid webhook body.', hi: 'वेबहुक की सामग्री अमान्य है।' },
})

type Entity = Record<string, unknown>
type WebhookBody = { event?: string; payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity } } }

/**
 * POST /api/payments/razorpay-webhook. The signature is checked over the raw
 * body; the event id is claimed under a unique constraint, so a repeat is
 * answered 200 and ignored. The claim and the handling are one transaction:
 * if handling fails (or the process dies) neither stays, and the answer is
 * 500, so Razorpay delivers it again.
 */
export async function handleWebhook(payload: Payload, request: Request): Promise<Response> {
  const secret = getEnv().razorpay.webhookSecret
  if (!secret) return reply(503, WEBHOOK_MESSAGES.notConfigured)
  const signature = request.headers.get('x-razorpay-signature')
  if (!signature) return reply(400, WEBHOOK_MESSAGES.missing)
  // Read no further than the cap, also when the body comes chunked without a Content-Length.
  const bytes = await readBytes(request, MAX_BODY).catch(() => undefined)
  if (bytes === undefined) return reply(400, WEBHOOK_MESSAGES.badBody)
  if (bytes === null) return reply(413, WEBHOOK_MESSAGES.badBody)
  const raw = new TextDecoder().decode(bytes)
  if (!verifyWebhookSignature(secret, raw, signature)) {
    log.warn({}, 'webhook signature mismatch')
    return reply(401, WEBHOOK_MESSAGES.invalid)
  }
  const body = parseBody(raw)
  if (!body || (body.event !== undefined && (typeof body.event !== 'string' || !EVENT_NAME.test(body.event))))
    return reply(400, WEBHOOK_MESSAGES.badBody)
  const event = body.event ?? ''
  // Razorpay always sends the id; a hash of the signed body is an equally stable stand-in.
  const eventId = request.headers.get('x-razorpay-event-id') || `body-${createHash('sha256').update(raw).digest('hex')}`
  const paymentEntity = body.payload?.payment?.entity
  const orderId = (paymentEntity?.order_id as string | undefined) ?? (body.payload?.order?.entity?.id as string | undefined) ?? null
  // Ids go into SQL and lookups: anything but Razorpay's id form is a malformed body, not a server error.
  if (![eventId, orderId, paymentEntity?.id].every((id) => id == null || (typeof id === 'string' && GATEWAY_ID.test(id)))) {
    return reply(400, WEBHOOK_MESSAGES.badBody)
  }
  // The claim and the crediting commit together: a crash between them leaves no claim, so Razorpay's redelivery is handled.
  const outcome = await transaction(payload, async (tx) => {
    const claimed = await rows(
      tx,
      sql`INSERT INTO webhook_events (event_id, event, provider_order_id, provider_payment_id)
        VALUES (${eventId}, ${event}, ${orderId}, ${(paymentEntity?.id as string | undefined) ?? null}) ON CONFLICT (event_id) DO NOTHING RETURNING id`,
    )
    if (!claimed[0]) return 'duplicate' as const
    await handleEvent(payload, tx, event, paymentEntity, orderId)
    return 'ok' as const
  })
  if (outcome === 'duplicate') return json({ status: 'duplicate' })
  kickSoon(payload)
  return json({ status: 'ok' })
}

// Razorpay's ids (pay_…, order_…, evt_…) and our hash stand-in; room to spare.
const GATEWAY_ID = /^[\w.-]{1,100}$/
// Event names like payment.captured.
const EVENT_NAME = /^[\w.-]{0,100}$/

/** The signed body when it has Razorpay's shape (objects where objects belong); null when it is anything else. */
function parseBody(raw: string): WebhookBody | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v)
  if (!isObject(value)) return null
  const body = value as WebhookBody
  if (body.payload !== undefined && !isObject(body.payload)) return null
  for (const part of [body.payload?.payment, body.payload?.order]) {
    if (part !== undefined && (!isObject(part) || (part.entity !== undefined && !isObject(part.entity)))) return null
  }
  return body
}

async function handleEvent(payload: Payload, tx: Executor, event: string, entity: Entity | undefined, orderId: string | null) {
  if (!entity || !orderId) return
  const payment = toGatewayPayment(entity)
  if (event === 'payment.captured' || event === 'order.paid') {
    const result = await creditPayment(payload, orderId, payment, tx)
    if (!result.ok && result.reason !== 'unknown-order') log.warn({ event, orderId, reason: result.reason }, 'webhook payment not credited')
  } else if (event === 'payment.failed') {
    await recordFailedPayment(payload, orderId, payment)
  }
}
