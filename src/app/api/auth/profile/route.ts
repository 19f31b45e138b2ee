import { dayToStored, validateProfile } from '@/domain/account'
import { log, requestIdOf } from '@/lib/log'
import { getPayloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'
import { requireUser } from '@/server/auth'
import { json, readJson, reply, route } from '@/server/http'

import { presentProfile } from '../_lib/profile'

/**
 * GET and PUT /api/auth/profile (bearer). There is no id in the route: the
 * profile is always the caller's own.
 */
export const dynamic = 'force-dynamic'

export const GET = route('profile read', async (request) => {
  const user = await requireUser(request)
  if (user instanceof Response) return user
  return json(presentProfile(user))
})

/**
 * Only the editable fields of spec §5 are taken from the body, by name; e-mail,
 * EHRMS code, role, membership fields and anything else sent are ignored. PUT
 * replaces the profile: an optional field left out or empty is cleared.
 */
export const PUT = route('profile update', async (request) => {
  const user = await requireUser(request)
  if (user instanceof Response) return user
  const result = validateProfile(await readJson(request))
  if (!result.ok) return reply(400, result.message)
  const v = result.value

  const payload = await getPayloadClient()
  const updated = await payload.update({
    collection: 'users',
    id: user.id,
    // The caller's own rights apply as well: a member could not change role or EHRMS code even if they were sent.
    overrideAccess: false,
    user,
    data: {
      name: v.name,
      gender: v.gender,
      phone: v.phone,
      dob: dayToStored(v.dob),
      block: v.block ?? null,
      district: v.district as User['district'],
      designation: v.designation,
      joiningDate: v.joiningDate ? dayToStored(v.joiningDate) : null,
      ayushman: v.ayushman || null,
    },
  })
  log.info('profile updated', { requestId: requestIdOf(request), userId: user.id })
  return json({ user: presentProfile(updated) })
})
