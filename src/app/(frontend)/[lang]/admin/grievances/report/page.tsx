import type { Metadata } from 'next'

import { AdminFrame } from '@/features/office/ui/AdminFrame'
import styles from '@/features/grievances/ui/report/report.module.css'
import { shownMonth, GRIEVANCE_REPORT_TEXT } from '@/features/grievances/client'
import { langOf } from '@/platform/http/route-lang'
import { now } from '@/platform/clock'

import { ReportView } from '@/features/grievances/ui/desk/ReportView'

/**
 * /admin/grievances/report?month=YYYY-MM: the desk's figures for a month
 * (default: the month under way in India). Admins see every case; a coordinator
 * their districts without the sensitive cases (the API decides). The month
 * picker is a plain GET form, so the month is in the address and the page prints as shown.
 */
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ month?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: GRIEVANCE_REPORT_TEXT[await langOf(params)].adminTitle }
}

export default async function GrievanceReportPage({ params, searchParams }: Props) {
  const lang = await langOf(params)
  const t = GRIEVANCE_REPORT_TEXT[lang]
  const month = shownMonth((await searchParams).month, now())
  return (
    <AdminFrame lang={lang} title={t.adminTitle} back subtitle={t.adminSubtitle}>
      <form method="get" className={styles.picker}>
        <label>
          {t.month}
          <input type="month" name="month" defaultValue={month} required pattern="\d{4}-\d{2}" />
        </label>
        <button type="submit">{t.show}</button>
      </form>
      <ReportView month={month} />
    </AdminFrame>
  )
}
