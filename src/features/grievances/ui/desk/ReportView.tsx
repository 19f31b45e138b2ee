'use client'

import { useApi } from '@/features/accounts/ui/useApi'
import { useSession } from '@/features/accounts/ui/session'
import { NotReady } from '@/features/office/ui/AdminStates'
import { isRecord } from '@/features/office/ui/read-body'
import { ReportFigures } from '@/features/grievances/ui/report/ReportFigures'
import styles from '@/features/grievances/ui/report/report.module.css'
import { monthPeriod } from '@/features/grievances/rules/report'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_TEXT } from '@/features/office/client'
import { GRIEVANCE_REPORT_TEXT } from '@/features/grievances/texts/report'
import type { GrievanceStats } from '@/features/grievances/presenters/stats'

/** The answer of GET /api/admin/grievances/stats, or null when it is not that shape. */
function readStats(body: unknown): GrievanceStats | null {
  if (
    !isRecord(body) ||
    typeof body.total !== 'number' ||
    !Array.isArray(body.byCategory) ||
    !Array.isArray(body.byDistrict) ||
    !isRecord(body.byStatus)
  )
    return null
  return body as GrievanceStats
}

/** The month's figures from the API, in the page's language (categories named by the API in it too). */
export function ReportView({ month }: { month: string }) {
  const { lang } = useLocale()
  const { user } = useSession()
  const t = GRIEVANCE_REPORT_TEXT[lang]
  const { from, to } = monthPeriod(month)
  const { data, error } = useApi(`/api/admin/grievances/stats?from=${from}&to=${to}&lang=${lang}`, {
    read: readStats,
    failed: t.failed,
    noToken: ADMIN_TEXT[lang].noToken,
  })
  return (
    <>
      {user?.role === 'coordinator' ? <p className={styles.note}>{t.coordinatorNote}</p> : null}
      {data ? <ReportFigures stats={data} lang={lang} /> : <NotReady error={error} loading={t.loading} />}
    </>
  )
}
