import { percentPaid, type DistrictRow, type MonthRow } from '@/domain/district-coverage'
import { districtName } from '@/i18n/districts'
import type { Locale } from '@/i18n/locales'

import ui from './districts.module.css'

/**
 * The two charts of /admin/districts as plain SVG markup: no chart library, no
 * script, no canvas, so they render wherever React renders (the server included)
 * and print. Drawn in a 360-unit-wide box that scales to the column, so a phone
 * shows them whole. Each is an image with a title; the tables beside them hold
 * the same figures for screen readers and for reading exact values.
 */

const WIDTH = 360
const LABEL = 138 // district names, right-aligned before the bars
const BAR_AREA = WIDTH - LABEL - 42 // room after the bar for "100%"
const ROW = 20

/** % paid per district, one labelled horizontal bar each, in the table's order. */
export function PaidChart({ rows, lang, title, id }: { rows: DistrictRow[]; lang: Locale; title: string; id: string }) {
  const height = rows.length * ROW + 8
  return (
    <svg className={ui.chart} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={id} data-testid="paid-chart">
      <title id={id}>{title}</title>
      {rows.map((row, i) => {
        const pct = percentPaid(row)
        const y = 4 + i * ROW
        const w = Math.max((pct / 100) * BAR_AREA, pct > 0 ? 1 : 0)
        return (
          <g key={row.district}>
            <text x={LABEL - 6} y={y + 14} textAnchor="end" className={ui.chartLabel}>
              {clip(districtName(row.district, lang))}
            </text>
            <rect x={LABEL} y={y + 2} width={BAR_AREA} height={ROW - 5} className={ui.chartTrack} />
            <rect x={LABEL} y={y + 2} width={w} height={ROW - 5} className={ui.chartBar} />
            <text x={LABEL + w + 4} y={y + 14} className={ui.chartValue}>
              {pct}%
            </text>
          </g>
        )
      })}
    </svg>
  )
}

const MONTH_H = 150
const BASE = 124 // the bars' baseline; month names below it

/** Money received per month, twelve vertical bars labelled with the month and the count of payments. */
export function MonthlyChart({ months, names, title, id }: { months: MonthRow[]; names: string[]; title: string; id: string }) {
  const max = Math.max(1, ...months.map((m) => m.collectedPaise))
  const slot = (WIDTH - 8) / 12
  return (
    <svg className={ui.monthChart} viewBox={`0 0 ${WIDTH} ${MONTH_H}`} role="img" aria-labelledby={id} data-testid="monthly-chart">
      <title id={id}>{title}</title>
      <line x1={4} x2={WIDTH - 4} y1={BASE} y2={BASE} className={ui.chartAxis} />
      {months.map((m, i) => {
        const h = Math.round((m.collectedPaise / max) * (BASE - 24))
        const x = 4 + i * slot
        return (
          <g key={m.month}>
            <rect x={x + 4} y={BASE - h} width={slot - 8} height={h} className={ui.chartBar} />
            <text x={x + slot / 2} y={BASE - h - 4} textAnchor="middle" className={ui.chartValue}>
              {m.payments}
            </text>
            <text x={x + slot / 2} y={BASE + 14} textAnchor="middle" className={ui.chartLabel}>
              {names[i] ?? m.month}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/** Long names (Gautam Buddha Nagar, Sant Kabir Nagar) keep to the label column. */
const clip = (name: string) => (name.length > 19 ? `${name.slice(0, 18)}…` : name)
