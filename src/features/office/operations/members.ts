import type { Payload, Where } from 'payload'

import { membershipYear } from '@/features/membership/client'
import { presentAdminUser, type AdminUserRow, type DashboardStats } from '@/features/office/presenters/admin'
import { districtFilter, MEMBER_ROLES, type OfficeScope } from '../../../platform/http/office'
import { withCaseScope } from '@/features/grievances'
import { now } from '@/platform/clock'

/**
 * Members, as the admin pages count and list them. Staff accounts (admins, editors) are not
 * association members; coordinators are (a coordinator is a CHO too). A coordinator sees the
 * members and grievances of their own districts only, and no contact messages (not theirs).
 */

/** Members within the caller's districts. */
export function membersWhere(office: OfficeScope): Where {
  const scope = districtFilter(office)
  const role: Where = { role: { in: [...MEMBER_ROLES] } }
  return scope ? { and: [role, scope] } : role
}

export const RECENT_MEMBERS = 10

/** GET /api/admin/dashboard: members, and the messages and grievances still waiting for an answer. */
export async function dashboardStats(payload: Payload, office: OfficeScope): Promise<DashboardStats> {
  const pending: Where = { status: { equals: 'pending' } }
  // Open (not resolved) cases past their due date, by the app clock.
  const overdue: Where = { and: [{ status: { not_equals: 'resolved' } }, { dueAt: { less_than: now().toISOString() } }] }
  const [users, contacts, grievances, overdueCases] = await Promise.all([
    payload.count({ collection: 'users', where: membersWhere(office), overrideAccess: true }),
    // Contact messages are the whole office's, not a district's: a coordinator's count is 0.
    office.role === 'admin' ? payload.count({ collection: 'contact-submissions', where: pending, overrideAccess: true }) : { totalDocs: 0 },
    // The cases the caller may see only (scope.ts): a coordinator's counts leave out sensitive ones.
    payload.count({ collection: 'grievances', where: withCaseScope(office, pending), overrideAccess: true }),
    payload.count({ collection: 'grievances', where: withCaseScope(office, overdue), overrideAccess: true }),
  ])
  return {
    totalUsers: users.totalDocs,
    pendingContacts: contacts.totalDocs,
    pendingGrievances: grievances.totalDocs,
    overdueGrievances: overdueCases.totalDocs,
  }
}

/** GET /api/auth/users: the newest members with this year's membership status and id. */
export async function recentMembers(payload: Payload, office: OfficeScope, limit = RECENT_MEMBERS): Promise<AdminUserRow[]> {
  const { docs: users } = await payload.find({
    collection: 'users',
    where: membersWhere(office),
    // id breaks ties between members registered in the same millisecond.
    sort: ['-createdAt', '-id'],
    limit,
    depth: 0,
    overrideAccess: true,
  })
  if (!users.length) return []
  const { docs: memberships } = await payload.find({
    collection: 'memberships',
    where: { and: [{ user: { in: users.map((u) => u.id) } }, { membershipYear: { equals: membershipYear() } }] },
    pagination: false,
    depth: 0,
    select: { user: true, status: true, membershipId: true },
    overrideAccess: true,
  })
  const byUser = new Map(memberships.map((m) => [m.user && typeof m.user === 'object' ? m.user.id : m.user, m]))
  return users.map((u) => presentAdminUser(u, byUser.get(u.id)))
}
