import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentPage } from '@/features/content/ui/home/ContentPage'
import { monthName, ReportFigures } from '@/features/grievances/ui/report/ReportFigures'
import styles from '@/features/grievances/ui/report/report.module.css'
import { shownMonth, GRIEVANCE_REPORT_TEXT } from '@/features/grievances/client'
import { fill } from '@/platform/i18n/define'
import { langOf } from '@/platform/http/route-lang'
import { now } from '@/platform/clock'
import { getPublicGrievanceReport } from '@/features/grievances'
import { pageMetadata } from '@/features/content'

/**
 * /grievance-report?month=YYYY-MM: the desk's anonymous figures for a
 * month (default: the month under way in India), only while office staff publish it
 * (grievance-settings.publishReport; else 404). Counts only: no names, no case
 * text, no case numbers; districts with fewer than 5 cases, and sensitive cases, merged into Other.
 * Read through the cached queries like the other public pages.
 */
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ month?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = GRIEVANCE_REPORT_TEXT[await langOf(params)]
  return pageMetadata({ title: t.publicTitle, description: t.adminSubtitle, path: '/grievance-report' })
}

export default async function PublicGrievanceReportPage({ params, searchParams }: Props) {
  const lang = await langOf(params)
  const t = GRIEVANCE_REPORT_TEXT[lang]
  const month = shownMonth((await searchParams).month, now())
  const stats = await getPublicGrievanceReport(month, lang)
  if (!stats) notFound()
  return (
    <ContentPage title={t.publicTitle} lang={lang} wide lead={<p>{fill(t.publicLead, { month: monthName(month, lang) })}</p>}>
      <form method="get" className={styles.picker}>
        <label>
          {t.month}
          <input type="month" name="month" defaultValue={month} required pattern="\d{4}-\d{2}" />
        </label>
        <button type="submit">{t.show}</button>
      </form>
      <ReportFigures stats={stats} lang={lang} />
    </ContentPage>
  )
}
