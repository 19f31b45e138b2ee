import { ProfileInput } from '@/features/accounts/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requestIdOf } from '@/platform/log'
import { presentProfile, updateProfile } from '@/features/accounts'
import { requireUser } from '@/platform/http/guards'
import { json, readJson, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/auth/profile (bearer): the caller's own profile; there is no id in the route. */
export const GET = route(async (request) => json(presentProfile(await requireUser(request))))

/** PUT /api/auth/profile (bearer): replaces the editable fields of spec §5 (src/features/accounts/operations/profile.ts). */
export const PUT = route(async (request) => {
  const user = await requireUser(request)
  const input = parseInput(ProfileInput, await readJson(request))
  return json({ user: presentProfile(await updateProfile(user, input, requestIdOf(request))) })
})
