'use client'

import { useApi } from '@/features/accounts/ui/useApi'
import { EmptyState, NotReady } from '@/features/office/ui/AdminStates'
import styles from '@/features/office/ui/admin.module.css'
import { PaymentBadge } from '@/features/office/ui/StatusBadge'
import { isRecord, text } from '@/features/office/ui/read-body'
import { districtName } from '@/platform/i18n/districts'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_TEXT } from '@/features/office/client'

import ui from './users.module.css'

/** A row as GET /api/auth/users answers it (spec §3 'Admin user row'). */
type UserRow = {
  id: number
  name: string
  email: string
  district: string | null
  block: string | null
  membershipId: string | null
  status: string
}

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
  const { lang } = useLocale()
  const t = ADMIN_TEXT[lang].users
  const { data: users, error } = useApi('/api/auth/users', { read: readUsers, failed: t.failed, noToken: ADMIN_TEXT[lang].noToken })

  if (users === null) return <NotReady error={error} loading={t.loading} />
  if (users.length === 0) {
    return <EmptyState title={t.emptyTitle} text={t.emptyText} />
  }
  return (
    <>
      <p className={ui.hint} aria-hidden="true">
        {t.scrollHint}
      </p>
      <div className={ui.scroller} role="region" aria-labelledby="recent-users" tabIndex={0}>
        <table className={ui.table}>
          <caption id="recent-users" className={styles.srOnly}>
            {t.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.email}</th>
              <th scope="col">{t.district}</th>
              <th scope="col">{t.block}</th>
              <th scope="col">{t.membershipId}</th>
              <th scope="col">{t.paymentStatus}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row">{user.name || '-'}</th>
                <td>{user.email}</td>
                <td>{orDash(user.district && districtName(user.district, lang))}</td>
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
