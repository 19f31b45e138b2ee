'use client'

import { Link, useLocale } from '@/i18n/LocaleProvider'
import { ADMIN_TEXT } from '@/i18n/messages/admin'
import { RENEWAL_TEXT } from '@/i18n/messages/renewals'

import { useApi } from '@/components/account/useApi'
import { NotReady } from '@/components/admin/AdminStates'
import { isRecord } from '@/components/admin/read-body'

import ui from './dashboard.module.css'

type Stats = { totalUsers: number; pendingContacts: number; pendingGrievances: number }

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

function readStats(body: unknown): Stats | null {
  if (!isRecord(body)) return null
  const totalUsers = count(body.totalUsers)
  const pendingContacts = count(body.pendingContacts)
  const pendingGrievances = count(body.pendingGrievances)
  return totalUsers === null || pendingContacts === null || pendingGrievances === null ? null : { totalUsers, pendingContacts, pendingGrievances }
}

/** The four cards of /admin/dashboard (spec §2): each links to its page and shows its number. */
export function DashboardView() {
  const { lang } = useLocale()
  const t = ADMIN_TEXT[lang].dashboard
  const { data: stats, error } = useApi('/api/admin/dashboard', { read: readStats, failed: t.failed, noToken: ADMIN_TEXT[lang].noToken })

  if (stats === null) return <NotReady error={error} loading={t.loading} />
  return (
    <ul className={ui.cards}>
      <Card href="/admin/users" title={t.users} icon="users">
        <span className={ui.label}>{t.totalUsers}</span>
        <span className={ui.count} data-testid="total-users">
          {stats.totalUsers}
        </span>
      </Card>
      <Card href="/admin/grievances" title={t.grievances} icon="grievances">
        <span className={ui.label}>{t.pending}</span>
        <span className={ui.count} data-testid="pending-grievances">
          {stats.pendingGrievances}
        </span>
      </Card>
      <Card href="/admin/contact" title={t.contact} icon="contact">
        <span className={ui.label}>{t.pending}</span>
        <span className={ui.count} data-testid="pending-contacts">
          {stats.pendingContacts}
        </span>
      </Card>
      <Card href="/admin/media" title={t.media} icon="media">
        <span className={ui.text}>{t.mediaText}</span>
      </Card>
      {/* Issue 14: the renewal reminders' figures. */}
      <Card href="/admin/renewals" title={RENEWAL_TEXT[lang].admin.card} icon="renewals">
        <span className={ui.text}>{RENEWAL_TEXT[lang].admin.cardText}</span>
      </Card>
    </ul>
  )
}

const ICONS = {
  users: 'M16 11a4 4 0 1 0-8 0 4 4 0 0 0 8 0zM4 21a8 8 0 0 1 16 0',
  grievances: 'M4 4h16v12H8l-4 4zM12 8v3M12 13.5v.5',
  contact: 'M3 6h18v12H3zM3 6l9 7 9-7',
  media: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01',
  renewals: 'M4 5h16v15H4zM4 10h16M9 3v4M15 3v4M9 15l2 2 4-4',
} as const

function Card({ href, title, icon, children }: { href: string; title: string; icon: keyof typeof ICONS; children: React.ReactNode }) {
  return (
    <li>
      <Link href={href} className={ui.card}>
        <span className={ui.icon} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d={ICONS[icon]} />
          </svg>
        </span>
        <span className={ui.body}>
          <span className={ui.title}>{title}</span>
          {children}
        </span>
      </Link>
    </li>
  )
}
