'use client'

import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { GRIEVANCE_DEADLINES_TEXT } from '@/features/grievances/client'

import ui from './dashboard.module.css'

/**
 * In "The office", how many of the caller's cases (a coordinator's:
 * their districts', never sensitive ones) are past their due date, linking to
 * the grievance list filtered to them.
 */
export function OverdueLine({ count }: { count: number }) {
  const t = GRIEVANCE_DEADLINES_TEXT[useLocale().lang]
  return (
    <p className={ui.overdue} data-testid="overdue-grievances-line">
      <span>{t.overdueLabel}: </span>
      <strong data-testid="overdue-grievances">{count}</strong> <Link href="/admin/grievances?overdue=1">{t.overdueLink}</Link>
    </p>
  )
}
