import type { Payload } from 'payload'

import { membershipYear } from '@/domain/membership'
import { presentAdminUser, type AdminUserRow, type DashboardStats } from '@/presenters/admin'

/** Members, as the admin pages count and list them. Staff accounts (admins, editors) are not association members. */

export const RECENT_MEMBERS = 10

/** GET /api/admin/dashboard: members, and the messages and grievances still waiting for an answer. */
export async function dashboardStats(payload: Payload): Promise<DashboardStats> {
  const pending = { status: { equals: 'pending' } }
  const [users, contacts, grievances] = await Promise.all([
    payload.count({ collection: 'users', where: { role: { equals: 'member' } }, overrideAccess: true }),
    payload.count({ collection: 'contact-submissions', where: pending, overrideAccess: true }),
    payload.count({ collection: 'grievances', where: pending, overrideAccess: true }),
  ])
  return { totalUsers: users.totalDocs, pendingContacts: contacts.totalDocs, pendingGrievances: grievances.totalDocs }
}

/** GET /api/auth/users: the newest members with this year's membership status and id. */
export async function recentMembers(payload: Payload, limit = RECENT_MEMBERS): Promise<AdminUserRow[]> {
  const { docs: users } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'member' } },
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
