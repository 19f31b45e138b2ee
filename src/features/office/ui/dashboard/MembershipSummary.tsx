'use client'

import { useSession } from '@/features/accounts/ui/session'
import styles from '@/features/office/ui/admin.module.css'
import { rupees, formatPaise } from '@/platform/i18n/money'
import { districtName } from '@/platform/i18n/districts'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { ADMIN_TEXT } from '@/features/office/client'

import ui from './dashboard.module.css'

type Stats = {
  year: string
  statusCounts: Record<'paid' | 'pending' | 'unpaid' | 'revoked', number>
  totalCollectedThisYear: number
  paidByDistrict: { district: string; members: number }[]
}

function readStats(value: Record<string, unknown> | null): Stats | null {
  if (!value || typeof value.year !== 'string' || !value.statusCounts || typeof value.statusCounts !== 'object') return null
  return {
    year: value.year,
    statusCounts: value.statusCounts as Stats['statusCounts'],
    totalCollectedThisYear: typeof value.totalCollectedThisYear === 'number' ? value.totalCollectedThisYear : 0,
    paidByDistrict: Array.isArray(value.paidByDistrict) ? (value.paidByDistrict as Stats['paidByDistrict']) : [],
  }
}

const TOP_DISTRICTS = 5

/** Paise as the page shows money: English as the spec's tests read it (₹1200.00), Hindi in Indian grouping (₹1,200.00). */
export const moneyText = (paise: number, lang: 'en' | 'hi') => (lang === 'hi' ? (formatPaise(paise, lang) ?? '') : `₹${rupees(paise)}`)

/**
 * This year's membership at a glance, from the admin-only stats the session
 * fetches on sign-in and on every page load (spec §4).
 */
export function MembershipSummary() {
  const { membership } = useSession()
  const { lang } = useLocale()
  const t = ADMIN_TEXT[lang].summary
  if (membership.errors.stats) {
    return (
      <p className={styles.error} role="alert">
        {membership.errors.stats}
      </p>
    )
  }
  const stats = readStats(membership.stats)
  if (!stats) return null
  // The test ids name the stored status, in every language.
  const counts: [string, string, number][] = [
    ['paid', t.paid, stats.statusCounts.paid],
    ['pending', t.pending, stats.statusCounts.pending],
    ['unpaid', t.unpaid, stats.statusCounts.unpaid],
    ['revoked', t.revoked, stats.statusCounts.revoked],
  ]
  return (
    <section className={ui.summary} aria-labelledby="membership-summary">
      <h2 id="membership-summary" className={ui.summaryHeading}>
        {fill(t.heading, { year: stats.year })}
      </h2>
      <dl className={ui.figures}>
        {counts.map(([status, label, n]) => (
          <div key={status}>
            <dt>{label}</dt>
            <dd data-testid={`members-${status}`}>{n}</dd>
          </div>
        ))}
        <div>
          <dt>{t.collected}</dt>
          <dd data-testid="collected">{moneyText(stats.totalCollectedThisYear, lang)}</dd>
        </div>
      </dl>
      {stats.paidByDistrict.length > 0 ? (
        <p className={ui.districts}>
          <span>{t.topDistricts}</span>
          {stats.paidByDistrict
            .slice(0, TOP_DISTRICTS)
            .map((d) => `${d.district ? districtName(d.district, lang) : t.noDistrict} (${d.members})`)
            .join(', ')}
        </p>
      ) : null}
    </section>
  )
}
