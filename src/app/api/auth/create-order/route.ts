import { getPayloadClient } from '@/platform/payload/client'
import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'
import { createMembershipOrder } from '@/features/payments'

export const dynamic = 'force-dynamic'

/**
 * POST /api/auth/create-order (bearer, no body): an order for this year's fee.
 * 200 {id, amount, currency, keyId, name, description, sandbox}; 409 when this
 * year is already paid; 502 {message:'Failed to create order'} when the gateway fails.
 */
export const POST = route(async (request) => {
  const user = await requireUser(request)
  return json(await createMembershipOrder(await getPayloadClient(), user.id))
})
