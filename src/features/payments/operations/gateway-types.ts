import type { GatewayPayment } from '../rules/payments'

/**
 * What the payments code needs from a payment provider. Two implementations:
 * Razorpay (razorpay.ts) and the local sandbox (sandbox.ts) used when
 * RAZORPAY_KEY_ID is unset (a fresh machine, e2e tests); gateway.ts picks one.
 */

export type GatewayOrder = { id: string; amount: number; currency: string; receipt?: string; status?: string }
export type GatewayRefund = { id: string; paymentId: string; amount: number; status: string }

export interface PaymentGateway {
  /** The key id checkout is opened with, and the secret the checkout signature uses. */
  readonly keyId: string
  readonly keySecret: string
  readonly sandbox: boolean
  createOrder(input: { amount: number; receipt: string; notes?: Record<string, string> }): Promise<GatewayOrder>
  fetchPayment(paymentId: string): Promise<GatewayPayment>
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>
  /**
   * A full refund of a captured payment. The same idempotencyKey (10+ characters of [A-Za-z0-9_-])
   * makes a retry return the first refund instead of refunding twice.
   */
  refundPayment(input: { paymentId: string; amount: number; idempotencyKey: string; receipt: string }): Promise<GatewayRefund>
}

/** Any failure talking to the provider: network, timeout, an error answer. Callers answer 502. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'GatewayError'
  }
}
