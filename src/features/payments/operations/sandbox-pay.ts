import { getEnv } from '@/platform/config/env'
import { SANDBOX_MESSAGES, type SandboxPayInput } from '@/features/payments/rules/payments'
import type { Payload } from 'payload'

import { HttpError } from '../../../platform/http/route'
import { findOrder } from './credit'
import { drizzleOf } from '../../../platform/db/sql'
import { sandboxCapture } from './sandbox'

/**
 * POST /api/payments/sandbox/pay: the sandbox checkout's 'Pay' / 'Fail', for the
 * caller's own order only. The route exists in sandbox mode only.
 */

/** HttpError 404 unless the gateway is the local sandbox (checked before who is calling). */
export function requireSandbox(): void {
  if (!getEnv().razorpay.sandbox) throw new HttpError(404, SANDBOX_MESSAGES.notFound)
}

/** What Razorpay's checkout would hand the browser for this outcome, signed as Razorpay signs. */
export async function sandboxPay(payload: Payload, userId: number, { order_id: orderId, outcome }: SandboxPayInput) {
  const db = drizzleOf(payload)
  const stored = await findOrder(db, orderId)
  if (!stored || stored.userId !== userId) throw new HttpError(404, SANDBOX_MESSAGES.orderNotFound)
  return await sandboxCapture(db, orderId, outcome, stored.amount)
}
