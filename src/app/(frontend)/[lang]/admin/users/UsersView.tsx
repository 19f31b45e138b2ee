'use client'

import { useApi } from '@/components/account/useApi'
import { EmptyState, NotReady } from '@/components/admin/AdminStates'
import styles from '@/components/admin/admin.module.css'
import { PaymentBadge } from '@/components/admin/StatusBadge'
import { isRecord, NO_TOKEN, text } from '@/components/admin/read-body'

import ui from './users.module.css'

/** A row as GET /api/auth/users answers it (spec §3 'Admin user row'). */
type UserRow = { id: number; name: string; email: string; district: string | null; block: string | null; membershipId: string | null; status: string }

function readUsers(body: unknown): UserRow[] | null {
  if (!isRecord(body) || !Array.isArray(body.users)) return null
  return body.users.filter(isRecord).map((u) => ({
    id: Number(u.id),
    name: text(u.name) ?? '',
    email: text(u.email) ?? '',
    district: text(u.district),
    block: text(u.block),
    membershipId: text(u.membershipId),
    status: (isRecord(u.paymentStatus) ? text(u.paymentStatus.status) : null) ?? 'unpaid',
  }))
}

/** Spec §2: '-' for an empty block or membership id. */
const orDash = (value: string | null) => (value && value.trim() ? value : '-')

/**
 * The ten most recent members (spec §2 /admin/users). On a phone the table
 * scrolls sideways inside its own box (focusable, so keyboards can scroll it
 * too) while the page itself stays still.
 */
export function UsersView() {
  const { data: users, error } = useApi('/api/auth/users', { read: readUsers, failed: 'Failed to fetch users', noToken: NO_TOKEN })

  if (users === null) return <NotReady error={error} loading="Loading users..." />
  if (users.length === 0) {
    return <EmptyState title="No users" text="No members have registered yet." />
  }
  return (
    <>
      <p className={ui.hint} aria-hidden="true">
        Scroll sideways to see every column →
      </p>
      <div className={ui.scroller} role="region" aria-labelledby="recent-users" tabIndex={0}>
        <table className={ui.table}>
          <caption id="recent-users" className={styles.srOnly}>
            Recent users
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">District</th>
              <th scope="col">Block</th>
              <th scope="col">Membership ID</th>
              <th scope="col">Payment Status</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row">{user.name || '-'}</th>
                <td>{user.email}</td>
                <td>{orDash(user.district)}</td>
                <td>{orDash(user.block)}</td>
                <td className={ui.mono}>{orDash(user.membershipId)}</td>
                <td>
                  <PaymentBadge status={user.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
