'use client'

import { useId, useMemo, useState } from 'react'

import styles from '@/features/office/ui/admin.module.css'
import { percentPaid, type DistrictRow } from '@/features/office/schemas'
import { districtName } from '@/platform/i18n/districts'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { DISTRICTS_TEXT } from '@/features/office/client'
import { fill } from '@/platform/i18n/define'
import { formatPaise } from '@/platform/i18n/money'

import ui from './districts.module.css'

type Key =
  | 'district'
  | 'members'
  | 'paid'
  | 'pending'
  | 'unpaid'
  | 'revoked'
  | 'percentPaid'
  | 'collectedPaise'
  | 'openGrievances'
  | 'overdueGrievances'
const COLUMNS: Key[] = [
  'district',
  'members',
  'paid',
  'pending',
  'unpaid',
  'revoked',
  'percentPaid',
  'collectedPaise',
  'openGrievances',
  'overdueGrievances',
]
const LABEL: Record<Key, keyof (typeof DISTRICTS_TEXT)['en']> = {
  district: 'district',
  members: 'members',
  paid: 'paid',
  pending: 'pending',
  unpaid: 'unpaid',
  revoked: 'revoked',
  percentPaid: 'percentPaid',
  collectedPaise: 'collected',
  openGrievances: 'openGrievances',
  overdueGrievances: 'overdueGrievances',
}

const valueOf = (row: DistrictRow, key: Exclude<Key, 'district'>) => (key === 'percentPaid' ? percentPaid(row) : row[key])

/**
 * The districts as a table, the accessible form of the chart: every figure, a
 * total row, and column headings that sort (a button in each heading; aria-sort
 * says the order). Names sort as the page's language writes them.
 */
export function DistrictTable({ rows, year }: { rows: DistrictRow[]; year: string }) {
  const { lang } = useLocale()
  const t = DISTRICTS_TEXT[lang]
  const captionId = useId()
  const [sort, setSort] = useState<{ key: Key; dir: 1 | -1 }>({ key: 'district', dir: 1 })
  const sorted = useMemo(() => {
    const name = (r: DistrictRow) => districtName(r.district, lang)
    return [...rows].sort((a, b) => {
      const by = sort.key === 'district' ? name(a).localeCompare(name(b), lang) : valueOf(a, sort.key) - valueOf(b, sort.key)
      return by * sort.dir || name(a).localeCompare(name(b), lang)
    })
  }, [rows, sort, lang])
  const total = useMemo(() => {
    const sum = (k: Exclude<Key, 'district' | 'percentPaid'>) => rows.reduce((n, r) => n + r[k], 0)
    return {
      district: t.total,
      members: sum('members'),
      paid: sum('paid'),
      pending: sum('pending'),
      unpaid: sum('unpaid'),
      revoked: sum('revoked'),
      collectedPaise: sum('collectedPaise'),
      openGrievances: sum('openGrievances'),
      overdueGrievances: sum('overdueGrievances'),
    }
  }, [rows, t.total])

  const toggle = (key: Key) =>
    setSort((s) => (s.key === key ? { key, dir: s.dir === 1 ? -1 : 1 } : { key, dir: key === 'district' ? 1 : -1 }))
  const cell = (row: DistrictRow, key: Exclude<Key, 'district'>) =>
    key === 'collectedPaise' ? formatPaise(row.collectedPaise, lang) : key === 'percentPaid' ? `${percentPaid(row)}%` : row[key]

  return (
    <section className={ui.section}>
      <p className={ui.hint} aria-hidden="true">
        {t.scrollHint}
      </p>
      <div className={ui.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={ui.table} data-testid="districts-table">
          <caption id={captionId} className={styles.srOnly}>
            {fill(t.tableCaption, { year })}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((key) => {
                const active = sort.key === key
                return (
                  <th key={key} scope="col" aria-sort={active ? (sort.dir === 1 ? 'ascending' : 'descending') : undefined}>
                    <button type="button" className={ui.sortButton} onClick={() => toggle(key)} data-column={key}>
                      {t[LABEL[key]]}
                      <span aria-hidden="true" className={ui.arrow}>
                        {active ? (sort.dir === 1 ? '▲' : '▼') : '↕'}
                      </span>
                      {active ? <span className={styles.srOnly}>{sort.dir === 1 ? t.sortAscending : t.sortDescending}</span> : null}
                    </button>
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.district} data-district={row.district}>
                <th scope="row">{districtName(row.district, lang)}</th>
                {COLUMNS.slice(1).map((key) => (
                  <td key={key}>{cell(row, key as Exclude<Key, 'district'>)}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{total.district}</th>
              {COLUMNS.slice(1).map((key) => (
                <td key={key}>{cell({ ...total, district: '' }, key as Exclude<Key, 'district'>)}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  )
}
