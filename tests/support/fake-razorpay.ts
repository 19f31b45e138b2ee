import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for Razorpay's Orders and Payments API on loopback (there is no
 * official mock server), plus helpers that play the checkout (a payment and
 * its handler signature) and sign webhooks as Razorpay does.
 */

export type FakePayment = {
  id: string
  entity: 'payment'
  order_id: string
  status: string
  amount: number
  currency: string
  created_at: number
  method: string
}
type FakeOrder = {
  id: string
  entity: 'order'
  amount: number
  currency: string
  receipt: string
  status: string
  created_at: number
  notes: unknown
}

export type FakeRefund = {
  id: string
  entity: 'refund'
  payment_id: string
  amount: number
  currency: string
  receipt: string | null
  status: string
  created_at: number
  idempotency_key: string | null
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>

const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex')
const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`

export async function startFakeRazorpay(keyId: string, keySecret: string, webhookSecret: string) {
  const orders = new Map<string, FakeOrder>()
  const payments = new Map<string, FakePayment>()
  const refunds = new Map<string, FakeRefund>()
  const refundsByKey = new Map<string, FakeRefund>()
  const state = { unreachable: false, requests: 0 }
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const notFound = (res: http.ServerResponse) =>
    send(res, 400, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The id provided does not exist',
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
      },
    })

  const server = http.createServer((req, res) => {
    state.requests += 1
    // "Unreachable": the connection is dropped without an answer, as when the network fails.
    if (state.unreachable) return void req.socket.destroy()
    let text = ''
    req.on('data', (c: Buffer) => (text += c.toString()))
    req.on('end', () => {
      if (req.headers.authorization !== auth)
        return send(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
      const url = new URL(req.url ?? '/', 'http://x')
      let m: RegExpExecArray | null
      if (req.method === 'POST' && url.pathname === '/v1/orders') {
        const b = JSON.parse(text || '{}') as { amount: number; currency: string; receipt: string; notes: unknown }
        if (!Number.isInteger(b.amount) || b.amount < 100 || (b.receipt ?? '').length > 40) {
          return send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'invalid order', field: 'amount' } })
        }
        const order: FakeOrder = {
          id: newId('order'),
          entity: 'order',
          amount: b.amount,
          currency: b.currency,
          receipt: b.receipt,
          status: 'created',
          created_at: Math.floor(Date.now() / 1000),
          notes: b.notes,
        }
        orders.set(order.id, order)
        return send(res, 200, { ...order, amount_paid: 0, amount_due: order.amount, attempts: 0 })
      }
      if (req.method === 'GET' && (m = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname))) {
        const p = payments.get(m[1])
        return p ? send(res, 200, p) : notFound(res)
      }
      if (req.method === 'GET' && (m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname))) {
        if (!orders.has(m[1])) return notFound(res)
        const items = [...payments.values()].filter((p) => p.order_id === m![1])
        return send(res, 200, { entity: 'collection', count: items.length, items })
      }
      if (req.method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname))) {
        // Razorpay's idempotent refund: the same X-Refund-Idempotency key answers the first refund again.
        const key = req.headers['x-refund-idempotency']
        const known = typeof key === 'string' ? refundsByKey.get(key) : undefined
        if (known) return send(res, 200, known)
        const p = payments.get(m[1])
        if (!p) return notFound(res)
        const b = JSON.parse(text || '{}') as { amount?: number; receipt?: string }
        const amount = b.amount ?? p.amount
        const refunded = [...refunds.values()].filter((r) => r.payment_id === p.id).reduce((n, r) => n + r.amount, 0)
        if (p.status !== 'captured' && p.status !== 'refunded')
          return send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has not been captured' } })
        if (refunded + amount > p.amount)
          return send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' } })
        const refund: FakeRefund = {
          id: newId('rfnd'),
          entity: 'refund',
          payment_id: p.id,
          amount,
          currency: 'INR',
          receipt: b.receipt ?? null,
          status: 'processed',
          created_at: Math.floor(Date.now() / 1000),
          idempotency_key: typeof key === 'string' ? key : null,
        }
        refunds.set(refund.id, refund)
        if (typeof key === 'string') refundsByKey.set(key, refund)
        if (refunded + amount >= p.amount) p.status = 'refunded'
        return send(res, 200, refund)
      }
      send(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    state,
    orders,
    payments,
    refunds,
    /** The member pays in checkout: a payment on the order (captured unless told otherwise) and the handler's fields. */
    pay(orderId: string, extra: Partial<FakePayment> = {}) {
      const order = orders.get(orderId)
      const payment: FakePayment = {
        id: newId('pay'),
        entity: 'payment',
        order_id: orderId,
        status: 'captured',
        amount: order?.amount ?? 0,
        currency: 'INR',
        created_at: Math.floor(Date.now() / 1000),
        method: 'upi',
        ...extra,
      }
      payments.set(payment.id, payment)
      if (order && payment.status === 'captured') order.status = 'paid'
      return {
        payment,
        handler: {
          razorpay_payment_id: payment.id,
          razorpay_order_id: orderId,
          razorpay_signature: hmac(keySecret, `${orderId}|${payment.id}`),
        },
      }
    },
    /** A webhook as Razorpay sends it: the raw body and its headers (signature over exactly these bytes). */
    webhook(event: string, payment: FakePayment, eventId = newId('evt')) {
      const order = orders.get(payment.order_id)
      const body = {
        entity: 'event',
        account_id: 'acc_test',
        event,
        contains: ['payment'],
        payload: { payment: { entity: payment }, ...(event === 'order.paid' && order ? { order: { entity: order } } : {}) },
        created_at: Math.floor(Date.now() / 1000),
      }
      const raw = JSON.stringify(body, null, 1)
      return { raw, headers: { 'x-razorpay-signature': hmac(webhookSecret, raw), 'x-razorpay-event-id': eventId } }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

type Handler = (r: Request) => Promise<Response>

/**
 * For tests/integration/payments-*.test.ts: the fake on loopback and the app
 * pointed at it. Call from beforeAll before anything imports the app: getEnv()
 * reads the environment once, and payload.config reads it on import, so test
 * files take `call` and `registerMember` from here rather than importing ./auth.
 */
export async function paymentsTestApp() {
  const keys = { keyId: 'rzp_test_fake', keySecret: 'fake-key-secret', webhookSecret: 'fake-webhook-secret' }
  const fake = await startFakeRazorpay(keys.keyId, keys.keySecret, keys.webhookSecret)
  process.env.RAZORPAY_KEY_ID = keys.keyId
  process.env.RAZORPAY_KEY_SECRET = keys.keySecret
  process.env.RAZORPAY_WEBHOOK_SECRET = keys.webhookSecret
  process.env.RAZORPAY_API_URL = fake.url
  // Dynamic: ./auth and ./payload import payload.config, which reads the environment on import.
  const { testPayload } = await import('./payload')
  const { call, registerMember } = await import('./auth')
  const payload = await testPayload()
  // Literal paths: Vite resolves dynamic imports only when it can see them.
  const handlers = {
    register: (await import('../../src/app/api/auth/register/route')).POST as Handler,
    createOrder: (await import('../../src/app/api/auth/create-order/route')).POST as Handler,
    verify: (await import('../../src/app/api/auth/verify-payment/route')).POST as Handler,
    webhook: (await import('../../src/app/api/payments/razorpay-webhook/route')).POST as Handler,
    stats: (await import('../../src/app/api/membership/stats/route')).GET as Handler,
    status: (await import('../../src/app/api/membership/current-year-status/route')).GET as Handler,
    duplicates: (await import('../../src/app/api/admin/payment-duplicates/route')).GET as Handler,
  }
  // The next test file may share this process: leave the environment as it was.
  const close = fake.close
  fake.close = async () => {
    for (const k of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_API_URL']) delete process.env[k]
    await close()
  }
  return { fake, payload, handlers, keys, call, registerMember }
}
