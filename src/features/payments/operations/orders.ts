import type { Payload } from 'payload'

import { getEnv } from '../../../platform/config/env'
import { membershipYear } from '@/features/membership/client'
import { orderReceipt } from '../rules/payments'
import { log } from '../../../platform/log'
import { HttpError } from '../../../platform/http/route'
import { defineMessages } from '../../../platform/i18n/messages'
import { mailContext } from '../../../platform/mail/send'
import { drizzleOf, rows, sql } from '../../../platform/db/sql'
import { getGateway } from './gateway'
import { GatewayError } from './gateway-types'
import { settleOpenOrders } from './open-orders'
import { transaction } from '@/platform/db/transaction'

export const ORDER_MESSAGES = defineMessages('payments.order', {
  failed: { en: 'Failed to create order', hi: 'भुगतान का ऑर्डर नहीं बन सका' },
  paid: {
    en: (year: string) => `Your membership for ${year} is already paid.`,
    hi: (year: string) => `वर्ष ${year} की आपकी सदस्यता का भुगतान पहले ही हो चुका है।`,
  },
  revoked: {
    en: (year: string) => `Your membership for ${year} has been revoked. Please contact the association.`,
    hi: (year: string) => `वर्ष ${year} की आपकी सदस्यता रद्द कर दी गई है। कृपया संघ से संपर्क करें।`,
  },
})

/**
 * POST /api/auth/create-order: a gateway order for this year's fee (from
 * MEMBERSHIP_FEE_PAISE, never from the browser), our record of it (payment
 * 'created') and the member's pending membership of this year. The gateway is
 * asked first, so a gateway failure leaves nothing behind.
 */
export async function createMembershipOrder(payload: Payload, userId: number) {
  const env = getEnv()
  const year = membershipYear()
  const amount = env.membershipFeePaise
  const [existing] = await rows(
    drizzleOf(payload),
    sql`SELECT status FROM memberships WHERE user_id = ${userId} AND membership_year = ${year}`,
  )
  if (existing?.status === 'paid') throw new HttpError(409, ORDER_MESSAGES.paid(year))
  if (existing?.status === 'revoked') throw new HttpError(409, ORDER_MESSAGES.revoked(year))

  const gateway = await getGateway(payload)
  if (await askingGateway(userId, () => settleOpenOrders(payload, userId, year))) throw new HttpError(409, ORDER_MESSAGES.paid(year))
  const order = await askingGateway(userId, () =>
    gateway.createOrder({ amount, receipt: orderReceipt(userId, year), notes: { userId: String(userId), membershipYear: year } }),
  )
  if (order.amount !== amount || order.currency !== 'INR') {
    log.error({ orderId: order.id, amount: order.amount, currency: order.currency }, 'gateway order differs from the request')
    throw new HttpError(502, ORDER_MESSAGES.failed)
  }

  const paidMeanwhile = await transaction(payload, async (tx) => {
    // Reuses the member's pending (or unpaid) membership; a paid one (a parallel payment just landed) stays as it is.
    const m = await rows(
      tx,
      sql`INSERT INTO memberships (user_id, membership_year, status, amount, order_id) VALUES (${userId}, ${year}, 'pending', ${amount}, ${order.id})
        ON CONFLICT (user_id, membership_year) DO UPDATE SET status = 'pending', amount = EXCLUDED.amount, order_id = EXCLUDED.order_id, updated_at = now()
        WHERE memberships.status IN ('pending', 'unpaid') RETURNING id`,
    )
    if (!m[0]) return true
    await tx.execute(sql`INSERT INTO payments (provider_order_id, user_id, membership_year, amount, currency, status)
      VALUES (${order.id}, ${userId}, ${year}, ${amount}, 'INR', 'created')`)
    return false
  })
  if (paidMeanwhile) throw new HttpError(409, ORDER_MESSAGES.paid(year))
  return {
    id: order.id,
    amount,
    currency: 'INR',
    keyId: gateway.keyId,
    // The association's name as the site's mails sign it (the CMS's site name, src/platform/mail/association.ts).
    name: mailContext().orgName,
    description: 'Membership Payment',
    sandbox: gateway.sandbox,
  }
}

/** A call to the gateway whose failure answers 502 'Failed to create order' (and is logged). */
async function askingGateway<T>(userId: number, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (err) {
    log.error({ userId, error: err instanceof Error ? err.message : String(err) }, 'create order failed')
    if (err instanceof GatewayError) throw new HttpError(502, ORDER_MESSAGES.failed)
    throw err
  }
}
