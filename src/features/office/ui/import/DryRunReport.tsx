'use client'

import type { ReactNode } from 'react'

import { districtName } from '@/platform/i18n/districts'
import type { Locale } from '@/platform/i18n/locales'
import { IMPORT_TEXT } from '@/features/office/client'
import { messageText } from '@/platform/i18n/messages'
import { fill } from '@/platform/i18n/define'
import type { DryRunBody } from '@/features/office'

import ui from './import.module.css'

/** Rows shown per table; the counts above give the whole. */
const SHOWN = 100

type Texts = (typeof IMPORT_TEXT)['en']

/** A stored value as the office reads it: days as DD-MM-YYYY, districts in the page's language. */
function shown(field: string, value: string | null, lang: Locale): string {
  if (value === null || value === '') return '-'
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('-')
  return field === 'district' ? districtName(value, lang) : value
}

const columnName = (t: Texts, field: string | null) => (field ? ((t.columns as Record<string, string>)[field] ?? field) : t.wholeRow)

function ReportTable({ id, heading, columns, rows, t }: { id: string; heading: string; columns: string[]; rows: ReactNode[][]; t: Texts }) {
  if (!rows.length) return null
  return (
    <section className={ui.section}>
      <h3 id={id} className={ui.tableHeading}>
        {heading} ({rows.length})
      </h3>
      <p className={ui.hint} aria-hidden="true">
        {t.scrollHint}
      </p>
      <div className={ui.scroller} role="region" aria-labelledby={id} tabIndex={0}>
        <table className={ui.table}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, SHOWN).map((cells, i) => (
              <tr key={i}>
                {cells.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN ? <p className={ui.note}>{fill(t.showing, { shown: SHOWN, total: rows.length })}</p> : null}
    </section>
  )
}

/** The dry run: counts, then every kind of row in its own table, each row by its line in the file. */
export function DryRunReport({ report, lang }: { report: DryRunBody; lang: Locale }) {
  const t = IMPORT_TEXT[lang]
  // The API reports the problems in the page's language already; a message token left in (none today) is rendered.
  const msg = (m: string) => messageText(m, lang)
  const counts = Object.entries(t.counts) as [keyof Texts['counts'], string][]
  return (
    <>
      <p className={ui.intro}>{fill(t.resultIntro, { file: report.fileName, rows: report.counts.rows })}</p>
      <dl className={ui.counts}>
        {counts.map(([key, label]) => (
          <div key={key} className={ui.count} data-kind={key}>
            <dt>{label}</dt>
            <dd>{report.counts[key]}</dd>
          </div>
        ))}
      </dl>
      {report.ignoredColumns.length ? <p className={ui.note}>{fill(t.ignored, { columns: report.ignoredColumns.join(', ') })}</p> : null}
      <ReportTable
        id="import-errors"
        heading={t.errorsHeading}
        t={t}
        columns={[t.line, t.field, t.problem]}
        rows={report.errors.flatMap((e) => e.problems.map((p) => [e.line, columnName(t, p.field), msg(p.message)]))}
      />
      <ReportTable
        id="import-duplicates"
        heading={t.duplicatesHeading}
        t={t}
        columns={[t.line, t.field, t.value, t.problem]}
        rows={report.duplicates.map((d) => [d.line, t.keys[d.key as keyof Texts['keys']] ?? d.key, d.value, msg(d.message)])}
      />
      <ReportTable
        id="import-creates"
        heading={t.createsHeading}
        t={t}
        columns={[t.line, t.name, t.ehrms, t.email, t.district, t.paidYear]}
        rows={report.creates.map((c) => [c.line, c.name, c.ehrms, c.email, shown('district', c.district, lang), c.paidYear ?? '-'])}
      />
      <ReportTable
        id="import-updates"
        heading={t.updatesHeading}
        t={t}
        columns={[t.line, t.name, t.ehrms, t.changes]}
        rows={report.updates.map((u) => [
          u.line,
          u.name,
          u.ehrms,
          <ul key="changes" className={ui.changes}>
            {u.changes.map((c) => (
              <li key={c.field}>
                {columnName(t, c.field)}: {shown(c.field, c.from, lang)} → {shown(c.field, c.to, lang)}
              </li>
            ))}
          </ul>,
        ])}
      />
      <ReportTable
        id="import-dues"
        heading={t.duesHeading}
        t={t}
        columns={[t.line, t.ehrms, t.year, t.reference]}
        rows={report.dues.map((d) => [d.line, d.ehrms, d.year, d.reference ?? '-'])}
      />
      <ReportTable
        id="import-paid"
        heading={t.alreadyPaidHeading}
        t={t}
        columns={[t.line, t.ehrms, t.year, t.status]}
        rows={report.alreadyPaid.map((p) => [p.line, p.ehrms, p.year, t.paidStatus[p.status as keyof Texts['paidStatus']] ?? p.status])}
      />
    </>
  )
}
