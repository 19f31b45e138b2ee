import { displayDate } from '@/features/membership/client'
import { districtName } from '@/platform/i18n/districts'
import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/define'
import { GRIEVANCE_REPORT_TEXT } from '@/features/grievances/texts/report'
import { OTHER_DISTRICT, type GrievanceStats } from '@/features/grievances/presenters/stats'

import styles from './report.module.css'

/**
 * The desk's figures as the office page and the public page show them: a summary,
 * then tables by category, district and status, each row with a plain CSS bar
 * (decorative: the number beside it is the figure), then the definitions. No
 * hooks, so a server page and a client view can both render it.
 */
type Row = { label: string; count: number; key: string }

function CountTable({
  title,
  label,
  rows,
  total,
  lang,
  id,
}: {
  title: string
  label: string
  rows: Row[]
  total: number
  lang: Locale
  id: string
}) {
  const t = GRIEVANCE_REPORT_TEXT[lang]
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <table className={styles.table} data-testid={id}>
        <thead>
          <tr>
            <th scope="col">{label}</th>
            <th scope="col">{t.cases}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-key={row.key}>
              <th scope="row">{row.label}</th>
              <td>
                <span className={styles.barCell}>
                  <span className={styles.count}>{row.count}</span>
                  <span className={styles.track} aria-hidden="true">
                    <span className={styles.bar} style={{ width: `${total ? Math.round((100 * row.count) / total) : 0}%` }} />
                  </span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

const days = (value: number | null, none: string, lang: Locale) =>
  value === null ? none : value.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')

export function ReportFigures({ stats, lang }: { stats: GrievanceStats; lang: Locale }) {
  const t = GRIEVANCE_REPORT_TEXT[lang]
  const summary: [string, string, string][] = [
    ['total', t.total, String(stats.total)],
    ['medianDaysToFirstReply', t.medianReply, days(stats.medianDaysToFirstReply, t.none, lang)],
    ['medianDaysToResolution', t.medianResolution, days(stats.medianDaysToResolution, t.none, lang)],
    [
      'answeredWithinDeadlinePct',
      t.withinDeadline,
      stats.answeredWithinDeadlinePct === null ? t.none : `${stats.answeredWithinDeadlinePct}%`,
    ],
    ['averageRating', t.averageRating, days(stats.averageRating, t.none, lang)],
    ['ratedCount', t.rated, String(stats.ratedCount)],
    ['reopenedCount', t.reopened, String(stats.reopenedCount)],
  ]
  const statuses: Row[] = [
    { key: 'pending', label: t.pending, count: stats.byStatus.pending },
    { key: 'in-progress', label: t.inProgress, count: stats.byStatus['in-progress'] },
    { key: 'resolved', label: t.resolved, count: stats.byStatus.resolved },
  ]
  const districts: Row[] = stats.byDistrict.map((d) => ({
    key: d.district ?? OTHER_DISTRICT,
    label: d.district === null || d.district === OTHER_DISTRICT ? t.other : districtName(d.district, lang),
    count: d.count,
  }))
  return (
    <div className={styles.report}>
      <p className={styles.period}>
        {fill(t.period, { from: displayDate(stats.from) ?? stats.from, to: displayDate(stats.to) ?? stats.to })}
      </p>
      <section className={styles.block} aria-labelledby="report-summary">
        <h2 id="report-summary" className={styles.heading}>
          {t.summary}
        </h2>
        <dl className={styles.summary} data-testid="report-summary">
          {summary.map(([key, label, value]) => (
            <div key={key} className={styles.figure} data-figure={key}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {stats.total === 0 ? <p className={styles.empty}>{t.noCases}</p> : null}
      </section>
      <div className={styles.tables}>
        <CountTable id="report-status" title={t.byStatus} label={t.status} rows={statuses} total={stats.total} lang={lang} />
        <CountTable
          id="report-category"
          title={t.byCategory}
          label={t.category}
          rows={stats.byCategory.map((c) => ({ key: c.key, label: c.name, count: c.count }))}
          total={stats.total}
          lang={lang}
        />
        <CountTable id="report-district" title={t.byDistrict} label={t.district} rows={districts} total={stats.total} lang={lang} />
      </div>
      <section className={styles.block} aria-labelledby="report-definitions">
        <h2 id="report-definitions" className={styles.heading}>
          {t.definitionsTitle}
        </h2>
        <ul className={styles.definitions}>
          {[t.defPeriod, t.defReply, t.defResolution, t.defDeadline, t.defReopened, t.defRating].map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** 'March 2019' / 'मार्च 2019' for 'YYYY-MM'. */
export function monthName(month: string, lang: Locale): string {
  const [y, m] = month.split('-').map(Number)
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 15)),
  )
}
