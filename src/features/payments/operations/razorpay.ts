import Razorpay from 'razorpay'

import { toGatewayPayment } from '../rules/payments'
import { GatewayError, type GatewayOrder, type GatewayRefund, type PaymentGateway } from './gateway-types'

/** Razorpay answers within a few seconds; past this the member is better told to retry. */
const REQUEST_TIMEOUT_MS = 10_000

type SdkInternals = { api: { rq: { defaults: { baseURL?: string; timeout?: number; headers: Record<string, unknown> } } } }

/**
 * The SDK rejects with a plain object {statusCode, error} for API errors and
 * throws TypeErrors for network failures (rn#385): turn each into a GatewayError.
 */
function toGatewayError(err: unknown, action: string): GatewayError {
  if (err instanceof GatewayError) return err
  const e = (err ?? {}) as { statusCode?: number; error?: { code?: string; description?: string }; message?: string; code?: string }
  const detail = e.error?.description ?? e.message ?? e.code ?? 'unknown error'
  return new GatewayError(`Razorpay ${action} failed: ${detail}`, e.statusCode, e.error?.code ?? e.code)
}

async function attempt<T>(action: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    throw toGatewayError(err, action)
  }
}

function client(keyId: string, keySecret: string, apiUrl: string, headers: Record<string, string> = {}) {
  const rzp = new Razorpay({ key_id: keyId, key_secret: keySecret })
  // The SDK hard-codes api.razorpay.com and has no timeout; this override works in 2.9.8 (see the notes).
  const defaults = (rzp as unknown as SdkInternals).api.rq.defaults
  defaults.baseURL = apiUrl
  defaults.timeout = REQUEST_TIMEOUT_MS
  // The SDK's own `headers` option drops every header but two (getValidHeaders in 2.9.8): set them on axios.
  Object.assign(defaults.headers, headers)
  return rzp
}

export function razorpayGateway(keyId: string, keySecret: string, apiUrl: string): PaymentGateway {
  const rzp = client(keyId, keySecret, apiUrl)
  return {
    keyId,
    keySecret,
    sandbox: false,
    createOrder: ({ amount, receipt, notes }) =>
      attempt('create order', async () => {
        const o = (await rzp.orders.create({ amount, currency: 'INR', receipt, notes })) as unknown as Record<string, unknown>
        if (typeof o?.id !== 'string') throw new GatewayError('Razorpay create order answered without an id')
        return {
          id: o.id,
          amount: Number(o.amount),
          currency: String(o.currency),
          receipt: o.receipt as string,
          status: o.status as string,
        } satisfies GatewayOrder
      }),
    fetchPayment: (id) =>
      attempt('fetch payment', async () => toGatewayPayment((await rzp.payments.fetch(id)) as unknown as Record<string, unknown>)),
    fetchOrderPayments: (orderId) =>
      attempt('fetch order payments', async () => {
        const c = (await rzp.orders.fetchPayments(orderId)) as unknown as { items?: Record<string, unknown>[] }
        return (c?.items ?? []).map(toGatewayPayment)
      }),
    refundPayment: ({ paymentId, amount, idempotencyKey, receipt }) =>
      attempt('refund payment', async () => {
        // payments.refund takes no per-call headers: a client of its own carries X-Refund-Idempotency,
        // so a retry after a lost answer returns the first refund (Razorpay's idempotent refund API).
        const once = client(keyId, keySecret, apiUrl, { 'X-Refund-Idempotency': idempotencyKey })
        const r = (await once.payments.refund(paymentId, { amount, speed: 'normal', receipt })) as unknown as Record<string, unknown>
        if (typeof r?.id !== 'string') throw new GatewayError('Razorpay refund answered without an id')
        return { id: r.id, paymentId, amount: Number(r.amount), status: String(r.status) } satisfies GatewayRefund
      }),
  }
}
