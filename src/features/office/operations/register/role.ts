import type { Payload } from 'payload'

import type { MEMBER_ROLES } from '../../rules/register'
import { memberInScope, type OfficeScope } from '../../../../platform/http/office'
import { insertMemberEvent } from './revoke'
import { transaction } from '@/platform/db/transaction'

type RoleChange = { role: (typeof MEMBER_ROLES)[number]; districts: string[] }

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((d, i) => d === b[i])

/**
 * PATCH /api/admin/members/{id}/role (admins): a member becomes a district
 * coordinator of the given districts, or a member again (no districts). Each
 * change is on the member's audit trail with before and after; a request that
 * changes nothing writes nothing.
 */
export async function changeMemberRole(payload: Payload, office: OfficeScope, rawId: string | undefined, input: RoleChange) {
  const member = await memberInScope(payload, office, rawId)
  const before = { role: member.role as string, districts: member.role === 'coordinator' ? [...(member.districts ?? [])].sort() : [] }
  const roleChanged = before.role !== input.role
  const districtsChanged = !same(before.districts, input.districts)
  if (roleChanged || districtsChanged) {
    // Through the Local API: the districts live in their own table, and the users hooks (sessions, caches) run.
    await payload.update({
      collection: 'users',
      id: member.id,
      data: { role: input.role, districts: input.districts as never },
      overrideAccess: true,
    })
    await transaction(payload, async (tx) => {
      const actor = office.user.id
      if (roleChanged)
        await insertMemberEvent(tx, {
          member: member.id,
          actor,
          action: 'role-changed',
          details: { before: before.role, after: input.role },
        })
      if (districtsChanged)
        await insertMemberEvent(tx, {
          member: member.id,
          actor,
          action: 'districts-changed',
          details: { before: before.districts, after: input.districts },
        })
    })
  }
  return { id: member.id, role: input.role, districts: input.districts }
}
