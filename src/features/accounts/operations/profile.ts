import { dayToStored, type ProfileInput } from '@/features/accounts/rules/account'
import { log } from '@/platform/log'
import { getPayloadClient } from '@/platform/payload/client'
import type { User } from '@/payload-types'
import type { AuthUser } from '../../../platform/http/guards'

/**
 * PUT /api/auth/profile: the caller's own profile (there is no id in the route).
 * Only the editable fields of spec §5 are written, by name; e-mail, EHRMS code,
 * role, membership fields and anything else sent are ignored. PUT replaces the
 * profile: an optional field left out or empty is cleared.
 */
export async function updateProfile(user: AuthUser, v: ProfileInput, requestId?: string): Promise<User> {
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
  log.info({ requestId, userId: user.id }, 'profile updated')
  return updated
}
