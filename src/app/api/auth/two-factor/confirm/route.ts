import { isStaffUser } from '@/platform/access/roles'
import { ConfirmTwoFactorInput } from '@/features/accounts/schemas'
import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { cmsCookie, confirmSetup } from '@/features/accounts'
import { bearerToken, requireUser } from '@/platform/http/guards'
import { json, readJson, route } from '@/platform/http/route'

/**
 * POST /api/auth/two-factor/confirm {otp} (bearer) → {recoveryCodes}: the second factor is on, and this
 * same session may now do its work; an admin also gets the CMS cookie the login held back.
 */
export const POST = route(async (request) => {
  const user = await requireUser(request, undefined, { enrolling: true })
  const { otp } = parseInput(ConfirmTwoFactorInput, await readJson(request))
  const payload = await getPayloadClient()
  const result = await confirmSetup(payload, user, otp)
  const token = bearerToken(request)
  // The stored role, without the pending mark the request came with.
  const staff = isStaffUser({ id: user.id, role: user.role, collection: 'users' })
  return json(result, 200, staff && token ? { 'Set-Cookie': cmsCookie(payload, token) } : undefined)
})
