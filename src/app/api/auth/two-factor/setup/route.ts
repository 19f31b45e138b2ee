import { getPayloadClient } from '@/lib/payload'
import { requireUser } from '@/server/auth'
import { json, route } from '@/server/http'
import { startSetup } from '@/server/two-factor/enrol'

/** POST /api/auth/two-factor/setup (bearer; admins and coordinators without a second factor) → {secret, otpauthUrl, qrSvg}. */
export const POST = route(async (request) => {
  const user = await requireUser(request, undefined, { enrolling: true })
  return json(await startSetup(await getPayloadClient(), user))
})
