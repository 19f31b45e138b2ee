'use client'

import { useSession } from '@/features/accounts/ui/session'
import { statusLabel } from '@/features/membership/rules/membership-display'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { MEMBERSHIP_TEXT } from '@/features/membership/texts/membership'

import styles from './membership.module.css'
import { shownError } from './shown-error'

/**
 * Every year a member has a record for, newest first (spec §4 'history'), so a
 * member can see that earlier years were paid. Nothing while it loads or when
 * there is no earlier year than the panel above already shows.
 */
export function MembershipHistory() {
  const { lang } = useLocale()
  const t = MEMBERSHIP_TEXT[lang]
  const { membership } = useSession()
  const { history, errors } = membership
  if (errors.history) {
    return (
      <p className={styles.error} role="alert">
        {shownError(errors.history, lang)}
      </p>
    )
  }
  if (!history || history.length === 0) return null
  return (
    <section className={styles.history} aria-labelledby="history-heading">
      <h2 id="history-heading" className={styles.historyHeading}>
        {t.history.heading}
      </h2>
      <table className={styles.historyTable} aria-labelledby="history-heading">
        <thead>
          <tr>
            <th scope="col">{t.history.year}</th>
            <th scope="col">{t.details.status}</th>
            <th scope="col">{t.details.membershipId}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => {
            const label = statusLabel(entry.status)
            return (
              <tr key={String(entry.membershipYear)}>
                <td>{String(entry.membershipYear)}</td>
                <td>
                  <span className={`${styles.badge} ${styles[label] ?? styles.unknown}`}>{t.statuses[label]}</span>
                </td>
                <td>{typeof entry.membershipId === 'string' && entry.membershipId ? entry.membershipId : '-'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
