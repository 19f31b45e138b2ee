import { getPayloadClient } from '@/platform/payload/client'
import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'
import { startSetup } from '@/features/accounts'

/** POST /api/auth/two-factor/setup (bearer; admins and coordinators without a second factor) → {secret, otpauthUrl, qrSvg}. */
export const POST = route(async (request) => {
  const user = await requireUser(request, undefined, { enrolling: true })
  return json(await startSetup(await getPayloadClient(), user))
})
