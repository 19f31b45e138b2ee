import { OfflinePaymentInput } from '@/features/payments/schemas'
import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { memberInScope, requireOffice } from '@/platform/http/office'
import { json, readJson, route } from '@/platform/http/route'
import { recordOfflinePayment } from '@/features/payments'

export const dynamic = 'force-dynamic'

/**
 * POST /api/admin/members/{id}/offline-payment {year, amount, method, reference, receivedOn, note}
 * (admins; coordinators for members of their districts): 201 {membership, payment}.
 */
export const POST = route<{ id: string }>(async (request, { params }) => {
  const office = await requireOffice(request)
  const payload = await getPayloadClient()
  const member = await memberInScope(payload, office, (await params).id)
  const input = parseInput(OfflinePaymentInput, await readJson(request))
  return json(await recordOfflinePayment(payload, office, member.id, input), 201)
})
