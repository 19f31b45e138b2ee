import type { Payload } from 'payload'

import { MonthlyChart, PaidChart } from '@/features/office/ui/district-charts'
import { coverageQuery } from '@/features/office/rules/district-coverage'
import { z } from '@/platform/validation/zod'
import { LOCALES, type Locale } from '@/platform/i18n/locales'
import { DISTRICTS_TEXT } from '@/features/office/texts/admin-districts'
import { fill } from '@/platform/i18n/define'
import { defineMessages } from '@/platform/i18n/messages'
import { districtCoverage, monthlyPayments } from './district-coverage'
import type { OfficeScope } from '../../../platform/http/office'

/**
 * GET /api/admin/districts/chart?year=&kind=districts|monthly&lang=en|hi: the
 * charts of /admin/districts drawn on the server, from the very figures of the
 * JSON routes (same functions, same office scope: a coordinator's districts only).
 * Admin pages hold their token in the browser, so the page cannot be rendered
 * with the data; the page fetches this SVG with the token and shows it as an
 * image instead of shipping a chart renderer and drawing it in the phone.
 */

export const CHART_KINDS = ['districts', 'monthly'] as const
export type ChartKind = (typeof CHART_KINDS)[number]

export const CHART_MESSAGES = defineMessages('office.chart', {
  kind: { en: 'The chart must be one of: districts, monthly.', hi: 'चार्ट इनमें से एक होना चाहिए: districts, monthly।' },
  lang: { en: "The language must be 'en' (English) or 'hi' (Hindi)", hi: "भाषा 'en' (अंग्रेज़ी) या 'hi' (हिन्दी) होनी चाहिए" },
})

/** `?year=` as the JSON routes read it; `kind` required; `lang` absent: the request's language. */
export const chartQuery = (thisYear: string) =>
  coverageQuery(thisYear).extend({
    kind: z.enum(CHART_KINDS, { error: CHART_MESSAGES.kind.token }),
    lang: z.enum(LOCALES, { error: CHART_MESSAGES.lang.token }).optional(),
  })

export type ChartRequest = { year: string; kind: ChartKind; lang: Locale }

/** The chart as an SVG document (UTF-8), with its <title> and a <desc> that sums it up. */
export async function districtChartSvg(payload: Payload, office: OfficeScope, { year, kind, lang }: ChartRequest): Promise<string> {
  const t = DISTRICTS_TEXT[lang]
  let chart
  if (kind === 'districts') {
    const rows = await districtCoverage(payload, office, year)
    const sum = (k: 'members' | 'paid') => rows.reduce((n, r) => n + r[k], 0)
    chart = (
      <PaidChart
        rows={rows}
        lang={lang}
        title={fill(t.chartTitle, { year })}
        desc={fill(t.chartDesc, { paid: sum('paid'), members: sum('members') })}
      />
    )
  } else {
    const months = await monthlyPayments(payload, office, year)
    const payments = months.reduce((n, m) => n + m.payments, 0)
    chart = (
      <MonthlyChart
        months={months}
        names={t.months.split(',')}
        lang={lang}
        title={fill(t.monthlyTitle, { year })}
        desc={fill(t.monthlyDesc, { payments })}
      />
    )
  }
  // Loaded when called: Next's server layer refuses a static import of react-dom/server in a route's module graph
  // (it is meant for pages), while this dynamic one resolves to its Node build (checked in `next build` and `next dev`).
  const { renderToStaticMarkup } = await import('react-dom/server')
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(chart)}`
}
