'use client'

import { useSession } from '@/components/account/session'
import styles from '@/components/admin/admin.module.css'
import { rupees } from '@/domain/membership-display'

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

/**
 * This year's membership at a glance, from the admin-only stats the session
 * fetches on sign-in and on every page load (spec §4).
 */
export function MembershipSummary() {
  const { membership } = useSession()
  if (membership.errors.stats) {
    return (
      <p className={styles.error} role="alert">
        {membership.errors.stats}
      </p>
    )
  }
  const stats = readStats(membership.stats)
  if (!stats) return null
  const counts: [string, number][] = [
    ['Paid', stats.statusCounts.paid],
    ['Pending', stats.statusCounts.pending],
    ['Unpaid', stats.statusCounts.unpaid],
    ['Revoked', stats.statusCounts.revoked],
  ]
  return (
    <section className={ui.summary} aria-labelledby="membership-summary">
      <h2 id="membership-summary" className={ui.summaryHeading}>
        Membership {stats.year}
      </h2>
      <dl className={ui.figures}>
        {counts.map(([label, n]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={`members-${label.toLowerCase()}`}>{n}</dd>
          </div>
        ))}
        <div>
          <dt>Collected this year</dt>
          <dd data-testid="collected">₹{rupees(stats.totalCollectedThisYear)}</dd>
        </div>
      </dl>
      {stats.paidByDistrict.length > 0 ? (
        <p className={ui.districts}>
          <span>Districts with the most paid members: </span>
          {stats.paidByDistrict
            .slice(0, TOP_DISTRICTS)
            .map((d) => `${d.district || 'No district'} (${d.members})`)
            .join(', ')}
        </p>
      ) : null}
    </section>
  )
}
