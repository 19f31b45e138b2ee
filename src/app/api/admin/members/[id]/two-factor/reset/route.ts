import { ResetTwoFactorInput, TWO_FACTOR_MESSAGES } from '@/features/accounts/schemas'
import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { OFFICE_MESSAGES, requireOffice } from '@/platform/http/office'
import { idParam, json, readJson, route } from '@/platform/http/route'
import { resetSecondFactor } from '@/features/accounts'

export const dynamic = 'force-dynamic'

/** POST /api/admin/members/{id}/two-factor/reset {reason} (admins only): removes that admin's or coordinator's second factor. */
export const POST = route<{ id: string }>(async (request, { params }) => {
  const { user } = await requireOffice(request, ['admin'])
  const id = idParam((await params).id, OFFICE_MESSAGES.memberNotFound)
  const { reason } = parseInput(ResetTwoFactorInput, await readJson(request))
  await resetSecondFactor(await getPayloadClient(), user, id, reason)
  return json({ message: TWO_FACTOR_MESSAGES.resetDone })
})
