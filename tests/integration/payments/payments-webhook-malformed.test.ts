import { createHmac } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { WEBHOOK_MESSAGES } from '../../../src/features/payments/operations/webhook'
import { paymentsTestApp, type FakeRazorpay } from '../../support/fake-razorpay'

/**
 * Malformed webhook bodies (item 10 and the malformed-input review):
 * a chunked body over the cap is refused without being read whole, and signed
 * bodies that are not what Razorpay sends get 400, not a 500.
 */
type App = Awaited<ReturnType<typeof paymentsTestApp>>
let fake: FakeRazorpay
let webhook: App['handlers']['webhook']
let secret: string

beforeAll(async () => {
  const app = await paymentsTestApp()
  ;({ fake } = app)
  webhook = app.handlers.webhook
  secret = app.keys.webhookSecret
})
afterAll(() => fake?.close())

const url = 'http://localhost/api/payments/razorpay-webhook'
const sign = (raw: string) => createHmac('sha256', secret).update(raw).digest('hex')

describe('the webhook and malformed bodies', () => {
  it('refuses a chunked body over the cap with 413, reading no more than the cap', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    let pulled = 0
    // 100 MB on offer, no Content-Length: the handler must stop after the cap (256 KB).
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        if (pulled > 1600) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const res = await webhook(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: WEBHOOK_MESSAGES.badBody.en })
    expect(pulled).toBeLessThan(10)
  })

  it.each([
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
    ['a payload that is text', '{"event":"payment.captured","payload":"x"}'],
    ['an entity that is a list', '{"event":"payment.captured","payload":{"payment":{"entity":[1]}}}'],
    ['an order id that is a list', '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","order_id":["a","b"]}}}}'],
    ['NUL in the order id', '{"event":"payment.captured","payload":{"payment":{"entity":{"id":"pay_1","order_id":"a\\u0000b"}}}}'],
    ['NUL in the event name', '{"event":"payment.\\u0000","payload":{}}'],
    ['an event name that is an object', '{"event":{"a":1},"payload":{}}'],
    ['NUL in the payment id', '{"event":"payment.failed","payload":{"payment":{"entity":{"id":"pay\\u0000","order_id":"order_1"}}}}'],
  ])('answers 400 to a correctly signed body with %s', async (_label, raw) => {
    const res = await webhook(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(raw) }, body: raw }),
    )
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 400, body: { message: WEBHOOK_MESSAGES.badBody.en } })
  })

  it('answers 400 to an event id header that is not an id', async () => {
    const raw = '{"event":"payment.captured","payload":{}}'
    const res = await webhook(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(raw), 'x-razorpay-event-id': 'x'.repeat(500) },
        body: raw,
      }),
    )
    expect(res.status).toBe(400)
  })
})
