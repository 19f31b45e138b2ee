import type { Payload } from 'payload'

import { log } from '../../../platform/log'
import { drizzleOf, rows, sql } from '../../../platform/db/sql'
import { creditPayment } from './credit'
import { getGateway } from './gateway'
import { GatewayError } from './gateway-types'

/** The newest open orders asked about; older ones are left to reconciliation. */
const OPEN_ORDERS_CHECKED = 5

/**
 * Before a new order: asks the gateway about the member's open orders of this
 * year (our payments rows still 'created', 'authorized' or 'failed') and
 * credits a captured payment found there, as the webhook would. True when the
 * year is paid now, so create-order answers 409 instead of charging again (a
 * member whose verify call died and who presses Pay again). A gateway that
 * cannot answer stops the new order (GatewayError, which create-order answers
 * with 502): better a retry than a double charge.
 */
export async function settleOpenOrders(payload: Payload, userId: number, year: string): Promise<boolean> {
  const open = await rows(
    drizzleOf(payload),
    sql`SELECT provider_order_id FROM payments WHERE user_id = ${userId} AND membership_year = ${year}
      AND status IN ('created', 'authorized', 'failed') ORDER BY created_at DESC, id DESC LIMIT ${OPEN_ORDERS_CHECKED}`,
  )
  if (!open.length) return false
  const gateway = await getGateway(payload)
  for (const { provider_order_id } of open) {
    const orderId = String(provider_order_id)
    let payments
    try {
      payments = await gateway.fetchOrderPayments(orderId)
    } catch (err) {
      log.error({ userId, orderId, error: err instanceof Error ? err.message : String(err) }, 'open order check failed')
      throw err instanceof GatewayError ? err : new GatewayError('open order check failed')
    }
    for (const p of payments.filter((x) => x.status === 'captured')) {
      const result = await creditPayment(payload, orderId, p)
      if (result.ok && result.membership?.status === 'paid') return true
    }
  }
  return false
}
