import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { byShareOfPaid, MonthlyChart, monthlyChartSize, PaidChart, paidChartSize } from '../../../src/features/office/ui/district-charts'
import type { DistrictRow } from '../../../src/features/office/rules/district-coverage'
import { all, parseSvg } from '../../support/svg'

/** The charts of /admin/districts as the server draws them (GET /api/admin/districts/chart): standalone, escaped SVG. */
const row = (district: string, members: number, paid: number): DistrictRow => ({
  district,
  members,
  paid,
  pending: 0,
  unpaid: members - paid,
  revoked: 0,
  collectedPaise: paid * 10000,
  openGrievances: 0,
  overdueGrievances: 0,
})
const HOSTILE = '<script>alert(1)</script>'

describe('PaidChart', () => {
  const rows = [row('Agra', 4, 1), row('Varanasi', 4, 4), row('Banda', 0, 0), row(HOSTILE, 2, 1)]
  const svg = () =>
    parseSvg(renderToStaticMarkup(createElement(PaidChart, { rows, lang: 'en', title: 'Paid & <unpaid>', desc: 'A "desc" </desc>' })))

  it('is a standalone SVG document with its title, description and size', () => {
    const doc = svg()
    expect(doc.name).toBe('svg')
    expect(doc.attrs).toMatchObject({ xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 360 88', width: '360', height: '88', lang: 'en' })
    expect(paidChartSize(4)).toEqual({ width: 360, height: 88 })
    expect(all(doc, 'title')[0].text).toBe('Paid & <unpaid>')
    expect(all(doc, 'desc')[0].text).toBe('A "desc" </desc>')
  })

  it('writes every text escaped: a name with markup stays text, nothing runs or loads', () => {
    const doc = svg()
    expect(all(doc, 'script')).toEqual([])
    const names = all(doc, 'g').map((g) => all(g, 'text')[0].text)
    expect(names).toContain('<script>alert(1)</…')
    expect(all(doc, 'g').map((g) => g.attrs['data-district'])).toContain(HOSTILE)
    for (const element of [doc, ...all(doc, 'g'), ...all(doc, 'rect'), ...all(doc, 'text')]) {
      expect(Object.keys(element.attrs).filter((name) => /^on|href$|^style$/i.test(name))).toEqual([])
    }
  })

  it('draws one bar per district, highest share first, as long as its share, labelled with it', () => {
    const groups = all(svg(), 'g')
    expect(groups.map((g) => g.attrs['data-district'])).toEqual(['Varanasi', HOSTILE, 'Agra', 'Banda'])
    expect(groups.map((g) => all(g, 'text')[1].text)).toEqual(['100%', '50%', '25%', '0%'])
    // The second rect is the bar over its track (the first): its width is the share of the track's.
    expect(groups.map((g) => Number(all(g, 'rect')[1].attrs.width) / Number(all(g, 'rect')[0].attrs.width))).toEqual([1, 0.5, 0.25, 0])
    expect(byShareOfPaid(rows).map((r) => r.district)).toEqual(['Varanasi', HOSTILE, 'Agra', 'Banda'])
  })

  it('names the districts in Hindi on a Hindi chart', () => {
    const doc = parseSvg(
      renderToStaticMarkup(createElement(PaidChart, { rows: [row('Varanasi', 1, 1)], lang: 'hi', title: 't', desc: 'd' })),
    )
    expect(doc.attrs.lang).toBe('hi')
    expect(all(all(doc, 'g')[0], 'text')[0].text).toBe('वाराणसी')
  })
})

describe('MonthlyChart', () => {
  it('draws twelve bars scaled to the best month, each with its count of payments and its month', () => {
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      payments: i === 1 ? 3 : i === 10 ? 1 : 0,
      collectedPaise: i === 1 ? 30000 : i === 10 ? 15000 : 0,
    }))
    const names = 'Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec'.split(',')
    const doc = parseSvg(renderToStaticMarkup(createElement(MonthlyChart, { months, names, lang: 'en', title: 't', desc: 'd' })))
    expect(doc.attrs.viewBox).toBe(`0 0 ${monthlyChartSize().width} ${monthlyChartSize().height}`)
    const groups = all(doc, 'g')
    expect(groups.map((g) => all(g, 'text').map((t) => t.text))).toEqual(names.map((name, i) => [String(months[i].payments), name]))
    const heights = groups.map((g) => Number(all(g, 'rect')[0].attrs.height))
    expect(heights[1]).toBe(2 * heights[10])
    expect(heights.filter((h, i) => i !== 1 && i !== 10)).toEqual(Array(10).fill(0))
  })
})
