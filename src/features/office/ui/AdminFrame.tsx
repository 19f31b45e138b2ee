import type { Locale } from '@/platform/i18n/locales'
import { Link } from '@/platform/i18n/LocaleProvider'
import { ADMIN_TEXT } from '@/features/office/texts/admin'

import styles from './admin.module.css'

/**
 * The frame of every /admin page: the page's one h1, an optional 'Back to Dashboard'
 * link above it, an optional subtitle and actions beside it, then the content.
 * A server component, so client pages and server pages can both use it.
 */
export function AdminFrame({
  lang,
  title,
  back = false,
  subtitle,
  actions,
  children,
}: {
  /** The page's language (the 'Back to Dashboard' link's text). */
  lang: Locale
  title: string
  /** Show the 'Back to Dashboard' link (every admin page except the dashboard). */
  back?: boolean
  subtitle?: React.ReactNode
  actions?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <div className={styles.page}>
      <div className="container">
        <header className={styles.head}>
          {back ? (
            <Link href="/admin/dashboard" className={styles.back}>
              <span aria-hidden="true">←</span> {ADMIN_TEXT[lang].back}
            </Link>
          ) : null}
          <div className={styles.headRow}>
            <div className={styles.heading}>
              <h1 className={styles.title}>{title}</h1>
              {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
            </div>
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
        </header>
        {children}
      </div>
    </div>
  )
}
