import type { MembershipStatus } from '@/features/membership/client'
import type { ContactSubmission, Membership, User } from '@/payload-types'

/** The admin pages' shapes (spec §3): the only way members, grievances and messages leave the server to an admin. */

/** The spec's three counts, and the open cases past their due date in the caller's scope. */
export type DashboardStats = { totalUsers: number; pendingContacts: number; pendingGrievances: number; overdueGrievances: number }

/** A row of /admin/users. */
export type AdminUserRow = {
  id: number
  name: string
  email: string
  district: string | null
  block: string | null
  membershipId: string | null
  paymentStatus: { status: MembershipStatus }
}

/** `membership` is this year's record, if any; without one the member is unpaid (spec §4). */
export const presentAdminUser = (user: User, membership: Pick<Membership, 'status' | 'membershipId'> | undefined): AdminUserRow => ({
  id: user.id,
  name: user.name,
  email: user.email,
  district: user.district ?? null,
  // '' stays '': the page shows '-' for both.
  block: user.block ?? null,
  membershipId: membership?.membershipId ?? null,
  paymentStatus: { status: membership?.status ?? 'unpaid' },
})

export type AdminContactSubmission = Pick<ContactSubmission, 'id' | 'name' | 'email' | 'message' | 'status' | 'createdAt'>

export const presentContactSubmission = (doc: ContactSubmission): AdminContactSubmission => ({
  id: doc.id,
  name: doc.name,
  email: doc.email,
  message: doc.message,
  status: doc.status,
  createdAt: doc.createdAt,
})
