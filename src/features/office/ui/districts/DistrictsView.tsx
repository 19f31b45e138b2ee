'use client'

import { useId, useMemo, useState } from 'react'

import { useApi } from '@/features/accounts/ui/useApi'
import { NotReady } from '@/features/office/ui/AdminStates'
import styles from '@/features/office/ui/admin.module.css'
import { isRecord } from '@/features/office/ui/read-body'
import { COVERAGE_FIRST_YEAR, type DistrictRow, type MonthRow } from '@/features/office/schemas'
import { membershipYear } from '@/features/membership/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_TEXT, DISTRICTS_TEXT } from '@/features/office/client'
import { fill } from '@/platform/i18n/define'
import { formatPaise } from '@/platform/i18n/money'

import { ChartImage } from './ChartImage'
import { monthlyChartSize, paidChartSize } from '../district-charts'
import { DistrictTable } from './DistrictTable'
import ui from './districts.module.css'

const NUMBERS = ['members', 'paid', 'pending', 'unpaid', 'revoked', 'collectedPaise', 'openGrievances', 'overdueGrievances'] as const
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

function readRows(body: unknown): DistrictRow[] | null {
  if (!Array.isArray(body)) return null
  const rows: DistrictRow[] = []
  for (const r of body) {
    if (!isRecord(r) || typeof r.district !== 'string') return null
    const values = NUMBERS.map((k) => num(r[k]))
    if (values.some((v) => v === null)) return null
    rows.push({ district: r.district, ...(Object.fromEntries(NUMBERS.map((k, i) => [k, values[i]])) as Omit<DistrictRow, 'district'>) })
  }
  return rows
}

function readMonths(body: unknown): MonthRow[] | null {
  if (!Array.isArray(body) || body.length !== 12) return null
  const months = body
    .filter(isRecord)
    .map((m) => ({ month: num(m.month) ?? 0, payments: num(m.payments) ?? 0, collectedPaise: num(m.collectedPaise) ?? 0 }))
  return months.length === 12 ? months : null
}

/**
 * /admin/districts: a year's coverage of every district (a coordinator: theirs), as a chart, a sortable table and
 * payments per month. The charts are drawn on the server (ChartImage); the tables are their accessible form.
 */
export function DistrictsView() {
  const { lang } = useLocale()
  const t = DISTRICTS_TEXT[lang]
  const thisYear = membershipYear()
  const [year, setYear] = useState(thisYear)
  const ids = { year: useId(), chart: useId(), months: useId() }
  const noToken = ADMIN_TEXT[lang].noToken
  const { data: rows, error } = useApi(`/api/admin/districts?year=${year}`, { read: readRows, failed: t.failed, noToken })
  const { data: months } = useApi(`/api/admin/districts/monthly?year=${year}`, { read: readMonths, failed: t.failed, noToken })
  const years = useMemo(() => {
    const list: string[] = []
    for (let y = Number(thisYear) + 1; y >= COVERAGE_FIRST_YEAR; y--) list.push(String(y))
    return list
  }, [thisYear])
  const chart = (kind: 'districts' | 'monthly') => `/api/admin/districts/chart?year=${year}&kind=${kind}&lang=${lang}`
  const monthNames = t.months.split(',')

  return (
    <div className={ui.page}>
      <div className={ui.yearRow}>
        <label htmlFor={ids.year} className={ui.yearLabel}>
          {t.year}
        </label>
        <select id={ids.year} className={ui.yearSelect} value={year} onChange={(e) => setYear(e.target.value)}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      {rows === null ? (
        <NotReady error={error} loading={t.loading} />
      ) : (
        <>
          <section className={ui.section} aria-labelledby={`${ids.chart}-h`}>
            <h2 id={`${ids.chart}-h`} className={ui.heading}>
              {fill(t.chartTitle, { year })}
            </h2>
            <p className={ui.note}>{t.chartNote}</p>
            <ChartImage
              path={chart('districts')}
              alt={fill(t.chartTitle, { year })}
              size={paidChartSize(rows.length)}
              className={ui.chart}
              testId="paid-chart"
              failed={t.failed}
            />
          </section>
          <DistrictTable rows={rows} year={year} />
        </>
      )}
      {months ? (
        <section className={ui.section} aria-labelledby={`${ids.months}-h`}>
          <h2 id={`${ids.months}-h`} className={ui.heading}>
            {fill(t.monthlyTitle, { year })}
          </h2>
          <ChartImage
            path={chart('monthly')}
            alt={fill(t.monthlyTitle, { year })}
            size={monthlyChartSize()}
            className={ui.monthChart}
            testId="monthly-chart"
            failed={t.failed}
          />
          <div className={ui.scroller} role="region" aria-labelledby={`${ids.months}-c`} tabIndex={0}>
            <table className={ui.table} data-testid="monthly-table">
              <caption id={`${ids.months}-c`} className={styles.srOnly}>
                {fill(t.monthlyCaption, { year })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.month}</th>
                  <th scope="col">{t.payments}</th>
                  <th scope="col">{t.collected}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((m, i) => (
                  <tr key={m.month}>
                    <th scope="row">{monthNames[i]}</th>
                    <td>{m.payments}</td>
                    <td>{formatPaise(m.collectedPaise, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  )
}
