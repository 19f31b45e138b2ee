import type { ReactNode } from 'react'

import { percentPaid, type DistrictRow, type MonthRow } from '@/features/office/rules/district-coverage'
import { districtName } from '@/platform/i18n/districts'
import type { Locale } from '@/platform/i18n/locales'

/**
 * The two charts of /admin/districts as standalone SVG documents, drawn on the
 * server (GET /api/admin/districts/chart, src/features/office/operations/district-chart.tsx)
 * and shown by the page as an image. A plain module (no 'use client', no
 * stylesheet): colours and type are presentation attributes, since an SVG shown
 * through <img> or opened by itself sees none of the site's CSS, and it has no
 * script, no link and nothing to load. React writes every text escaped. Drawn in
 * a 360-unit-wide box that scales to the column, so a phone shows it whole.
 */

const WIDTH = 360
const LABEL = 138 // district names, right-aligned before the bars
const BAR_AREA = WIDTH - LABEL - 42 // room after the bar for "100%"
const ROW = 20
const MONTH_H = 150
const BASE = 124 // the monthly bars' baseline; month names below it

const INK = '#1f2937'
const BAR = '#9f1239'
const TRACK = '#f5f0f0'
const AXIS = '#6b7280'
// The device's own fonts: an SVG image cannot load the site's, and every phone has a Devanagari face.
const FONT = "system-ui, 'Noto Sans', 'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', sans-serif"

/** The drawing's size in its own units: the page gives the image these, so nothing moves when it arrives. */
export const paidChartSize = (districts: number) => ({ width: WIDTH, height: districts * ROW + 8 })
export const monthlyChartSize = () => ({ width: WIDTH, height: MONTH_H })

type Described = { title: string; desc: string; lang: Locale }

function ChartFrame({ title, desc, lang, width, height, children }: Described & { width: number; height: number; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      lang={lang}
      fontFamily={FONT}
      role="img"
      aria-labelledby="chart-title chart-desc"
    >
      <title id="chart-title">{title}</title>
      <desc id="chart-desc">{desc}</desc>
      <rect width={width} height={height} fill="#fff" />
      {children}
    </svg>
  )
}

/** Highest share paid first; equal shares by the stored name, so the order never depends on the query. */
export const byShareOfPaid = (rows: DistrictRow[]) =>
  [...rows].sort((a, b) => percentPaid(b) - percentPaid(a) || (a.district < b.district ? -1 : a.district > b.district ? 1 : 0))

/** % paid per district, one labelled horizontal bar each, highest first. */
export function PaidChart({ rows, ...described }: Described & { rows: DistrictRow[] }) {
  const { width, height } = paidChartSize(rows.length)
  return (
    <ChartFrame {...described} width={width} height={height}>
      {byShareOfPaid(rows).map((row, i) => {
        const pct = percentPaid(row)
        const y = 4 + i * ROW
        const w = Math.max((pct / 100) * BAR_AREA, pct > 0 ? 1 : 0)
        return (
          <g key={row.district} data-district={row.district}>
            <text x={LABEL - 6} y={y + 14} textAnchor="end" fontSize={12} fill={INK}>
              {clip(districtName(row.district, described.lang))}
            </text>
            <rect x={LABEL} y={y + 2} width={BAR_AREA} height={ROW - 5} fill={TRACK} />
            <rect x={LABEL} y={y + 2} width={w} height={ROW - 5} fill={BAR} />
            <text x={LABEL + w + 4} y={y + 14} fontSize={11} fill={INK}>
              {pct}%
            </text>
          </g>
        )
      })}
    </ChartFrame>
  )
}

/** Money received per month, twelve vertical bars labelled with the month and the count of payments. */
export function MonthlyChart({ months, names, ...described }: Described & { months: MonthRow[]; names: string[] }) {
  const max = Math.max(1, ...months.map((m) => m.collectedPaise))
  const slot = (WIDTH - 8) / 12
  return (
    <ChartFrame {...described} {...monthlyChartSize()}>
      <line x1={4} x2={WIDTH - 4} y1={BASE} y2={BASE} stroke={AXIS} strokeWidth={1} />
      {months.map((m, i) => {
        const h = Math.round((m.collectedPaise / max) * (BASE - 24))
        const x = 4 + i * slot
        return (
          <g key={m.month} data-month={m.month}>
            <rect x={x + 4} y={BASE - h} width={slot - 8} height={h} fill={BAR} />
            <text x={x + slot / 2} y={BASE - h - 4} textAnchor="middle" fontSize={11} fill={INK}>
              {m.payments}
            </text>
            <text x={x + slot / 2} y={BASE + 14} textAnchor="middle" fontSize={12} fill={INK}>
              {names[i] ?? m.month}
            </text>
          </g>
        )
      })}
    </ChartFrame>
  )
}

/** Long names (Gautam Buddha Nagar, Sant Kabir Nagar) keep to the label column. */
const clip = (name: string) => (name.length > 19 ? `${name.slice(0, 18)}…` : name)
