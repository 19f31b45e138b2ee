'use client'

import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_TEXT, OFFICE_NAV_TEXT, REGISTER_TEXT, IMPORT_TEXT } from '@/features/office/client'
import { RENEWAL_TEXT } from '@/features/renewals/client'

import { useSession } from '@/features/accounts/ui/session'
import { useApi } from '@/features/accounts/ui/useApi'
import { NotReady } from '@/features/office/ui/AdminStates'
import { isRecord } from '@/features/office/ui/read-body'

import { OverdueLine } from './OverdueLine'
import ui from './dashboard.module.css'

type Stats = { totalUsers: number; pendingContacts: number; pendingGrievances: number; overdueGrievances: number }

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

function readStats(body: unknown): Stats | null {
  if (!isRecord(body)) return null
  const totalUsers = count(body.totalUsers)
  const pendingContacts = count(body.pendingContacts)
  const pendingGrievances = count(body.pendingGrievances)
  // An older server without the overdue count reads as none overdue.
  const overdueGrievances = count(body.overdueGrievances) ?? 0
  return totalUsers === null || pendingContacts === null || pendingGrievances === null
    ? null
    : { totalUsers, pendingContacts, pendingGrievances, overdueGrievances }
}

/**
 * The four cards of /admin/dashboard (spec §2): each links to its page and shows its number.
 * A district coordinator sees their pages only: members and grievances of their
 * districts, and the districts page; the contact inbox and the media are the admins'.
 */
export function DashboardView() {
  const { lang } = useLocale()
  const { user } = useSession()
  const t = ADMIN_TEXT[lang].dashboard
  const { data: stats, error } = useApi('/api/admin/dashboard', { read: readStats, failed: t.failed, noToken: ADMIN_TEXT[lang].noToken })

  if (stats === null) return <NotReady error={error} loading={t.loading} />
  if (user?.role === 'coordinator')
    return (
      <>
        <CoordinatorCards stats={stats} />
        <OfficeLinks overdue={stats.overdueGrievances} />
      </>
    )
  return (
    <>
      <AdminCards stats={stats} />
      <OfficeLinks overdue={stats.overdueGrievances} />
    </>
  )
}

function AdminCards({ stats }: { stats: Stats }) {
  const t = ADMIN_TEXT[useLocale().lang].dashboard
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
    </ul>
  )
}

function CoordinatorCards({ stats }: { stats: Stats }) {
  const { lang } = useLocale()
  const t = ADMIN_TEXT[lang].dashboard
  const office = OFFICE_NAV_TEXT[lang]
  return (
    <ul className={ui.cards} aria-label={office.heading}>
      <Card href="/admin/users" title={office.users} icon="users">
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
      <Card href="/admin/members" title={REGISTER_TEXT[lang].dashboardLink} icon="register">
        <span className={ui.text}>{REGISTER_TEXT[lang].dashboardLinkText}</span>
      </Card>
      <Card href="/admin/districts" title={office.districts} icon="districts">
        <span className={ui.text}>{office.districtsText}</span>
      </Card>
    </ul>
  )
}

/**
 * Below the cards: the office's overdue cases
 * and, for an admin, the office's pages beyond the spec's.
 */
function OfficeLinks({ overdue }: { overdue: number }) {
  const { lang } = useLocale()
  const { user } = useSession()
  const office = OFFICE_NAV_TEXT[lang]
  if (user?.role !== 'admin')
    return (
      <section className={ui.officeLinks} aria-label={office.adminHeading}>
        <h2 className={ui.officeHeading}>{office.adminHeading}</h2>
        <OverdueLine count={overdue} />
      </section>
    )
  return (
    <nav className={ui.officeLinks} aria-label={office.adminHeading}>
      <h2 className={ui.officeHeading}>{office.adminHeading}</h2>
      <OverdueLine count={overdue} />
      <ul>
        <li>
          <Link href="/admin/members">{REGISTER_TEXT[lang].dashboardLink}</Link>
        </li>
        <li>
          <Link href="/admin/districts">{office.districts}</Link>
        </li>
        <li>
          <Link href="/admin/renewals">{RENEWAL_TEXT[lang].admin.card}</Link>
        </li>
        <li>
          <Link href="/admin/members/import">{IMPORT_TEXT[lang].title}</Link>
        </li>
      </ul>
    </nav>
  )
}

const ICONS = {
  districts: 'M3 21h18M5 21V10M10 21V4M15 21v-8M20 21v-12',
  users: 'M16 11a4 4 0 1 0-8 0 4 4 0 0 0 8 0zM4 21a8 8 0 0 1 16 0',
  grievances: 'M4 4h16v12H8l-4 4zM12 8v3M12 13.5v.5',
  contact: 'M3 6h18v12H3zM3 6l9 7 9-7',
  media: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01',
  register: 'M5 3h14v18H5zM9 7h6M9 11h6M9 15h4',
} as const

function Card({ href, title, icon, children }: { href: string; title: string; icon: keyof typeof ICONS; children: React.ReactNode }) {
  return (
    <li>
      <Link href={href} className={ui.card}>
        <span className={ui.icon} aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
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
