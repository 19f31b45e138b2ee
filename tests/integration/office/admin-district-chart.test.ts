import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DISTRICTS } from '../../../src/platform/config/districts'
import { COVERAGE_MESSAGES, percentPaid, type DistrictRow, type MonthRow } from '../../../src/features/office/rules/district-coverage'
import { DISTRICTS_TEXT } from '../../../src/features/office/texts/admin-districts'
import { fill } from '../../../src/platform/i18n/define'
import { AUTH_MESSAGES } from '../../../src/platform/http/guards'
import { CHART_MESSAGES } from '../../../src/features/office/operations/district-chart'
import { call } from '../../support/auth'
import { createUser, testPayload, unique } from '../../support/payload'
import { all, parseSvg, type XmlElement } from '../../support/svg'
import { get, signIn } from '../../support/admin-fixtures'

/**
 * GET /api/admin/districts/chart?year=&kind=districts|monthly&lang= (the districts chart, drawn on
 * the server): the same figures as the JSON routes, in the same office scope, as
 * an SVG that parses as XML. The database is shared with other files, so the figures are
 * compared with the JSON routes' answers, and this file's own rows make some bars non-zero.
 */
let payload: Payload
const tokens = {} as Record<'admin' | 'coordinator' | 'member' | 'editor', string>
const YEAR = '2021' // a past year the other files leave alone
const [HOME, SECOND] = ['Kushinagar', 'Maharajganj'] as const

const routes = async () => ({
  chart: (await import('../../../src/app/api/admin/districts/chart/route')).GET,
  districts: (await import('../../../src/app/api/admin/districts/route')).GET,
  monthly: (await import('../../../src/app/api/admin/districts/monthly/route')).GET,
})
let r: Awaited<ReturnType<typeof routes>>

async function chart(query: string, token = tokens.admin, headers: Record<string, string> = {}) {
  const res = await call(r.chart, `/api/admin/districts/chart?${query}`, { method: 'GET', token, headers })
  expect(res.status, query).toBe(200)
  return { res, svg: parseSvg(await res.text()) }
}
const json = async <T>(handler: typeof r.chart, url: string, token = tokens.admin) => (await (await get(handler, url, token)).json()) as T
const bars = (svg: XmlElement) =>
  all(svg, 'g').map((g) => ({ district: g.attrs['data-district'], name: all(g, 'text')[0].text, value: all(g, 'text')[1].text }))

beforeAll(async () => {
  payload = await testPayload()
  r = await routes()
  for (const role of ['admin', 'member', 'editor'] as const) tokens[role] = (await signIn(payload, role)).token
  tokens.coordinator = (await signIn(payload, 'coordinator', { district: HOME, districts: [HOME, SECOND] })).token
  const [paid, unpaid] = await Promise.all([
    createUser(payload, 'member', { district: HOME }),
    createUser(payload, 'member', { district: HOME }),
  ])
  await payload.create({
    collection: 'memberships',
    data: { user: paid.id, membershipYear: YEAR, status: 'paid', amount: 10000, membershipId: `UPCHO-T-${unique()}` },
  })
  await payload.create({
    collection: 'payments',
    data: {
      user: paid.id,
      membershipYear: YEAR,
      amount: 10000,
      currency: 'INR',
      status: 'captured',
      method: 'cash',
      receivedOn: `${YEAR}-03-15T06:30:00.000Z`,
    },
  })
  expect(unpaid.id).toBeGreaterThan(0)
})

describe('GET /api/admin/districts/chart?kind=districts', () => {
  it("draws all 75 districts for an admin, each bar labelled with the JSON route's % paid, highest first", async () => {
    const { svg } = await chart(`year=${YEAR}&kind=districts&lang=en`)
    const rows = await json<DistrictRow[]>(r.districts, `/api/admin/districts?year=${YEAR}`)
    const drawn = bars(svg)
    expect(drawn).toHaveLength(75)
    expect(drawn.map((b) => b.district).sort()).toEqual([...DISTRICTS].sort())
    const byName = new Map(rows.map((row) => [row.district, row]))
    for (const bar of drawn) expect(bar.value, bar.district).toBe(`${percentPaid(byName.get(bar.district)!)}%`)
    const shares = drawn.map((b) => parseInt(b.value, 10))
    expect(shares).toEqual([...shares].sort((a, b) => b - a))
    // This file's district: one of its members paid, so its bar is not empty.
    expect(parseInt(drawn.find((b) => b.district === HOME)!.value, 10)).toBeGreaterThan(0)
  })

  it('has a title and a description that sums the figures up', async () => {
    const { svg } = await chart(`year=${YEAR}&kind=districts&lang=en`)
    const rows = await json<DistrictRow[]>(r.districts, `/api/admin/districts?year=${YEAR}`)
    const sum = (k: 'paid' | 'members') => rows.reduce((n, row) => n + row[k], 0)
    expect(svg.attrs.xmlns).toBe('http://www.w3.org/2000/svg')
    expect(all(svg, 'title')[0].text).toBe(fill(DISTRICTS_TEXT.en.chartTitle, { year: YEAR }))
    expect(all(svg, 'desc')[0].text).toBe(fill(DISTRICTS_TEXT.en.chartDesc, { paid: sum('paid'), members: sum('members') }))
  })

  it("draws a coordinator's districts only, with the admin's figures", async () => {
    const mine = bars((await chart(`year=${YEAR}&kind=districts&lang=en`, tokens.coordinator)).svg)
    expect(mine.map((b) => b.district).sort()).toEqual([HOME, SECOND].sort())
    const everyone = new Map(bars((await chart(`year=${YEAR}&kind=districts&lang=en`)).svg).map((b) => [b.district, b.value]))
    for (const bar of mine) expect(bar.value).toBe(everyone.get(bar.district))
  })

  it('is an SVG image nobody stores, sandboxed should it be opened as a page', async () => {
    const { res } = await chart(`year=${YEAR}&kind=districts`)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it("keeps that policy behind the proxy: an /api answer gets the sandbox, a page the nonce policy (Next keeps the proxy's header over the handler's)", async () => {
    const { NextRequest } = await import('next/server')
    const { proxy } = await import('../../../src/proxy')
    const policy = async (path: string) =>
      (await proxy(new NextRequest(`http://localhost${path}`))).headers.get('content-security-policy') ?? ''
    expect(await policy('/api/admin/districts/chart?kind=districts')).toMatch(/^sandbox; default-src 'none'/)
    expect(await policy('/api/news')).toMatch(/^sandbox; default-src 'none'/)
    expect(await policy('/admin/districts')).toMatch(/script-src[^;]*'nonce-/)
  })

  it('names the districts in Hindi for lang=hi, or for a Hindi caller without lang', async () => {
    for (const [query, headers] of [
      [`year=${YEAR}&kind=districts&lang=hi`, {}],
      [`year=${YEAR}&kind=districts`, { 'accept-language': 'hi' }],
    ] as const) {
      const { res, svg } = await chart(query, tokens.admin, headers)
      expect(res.headers.get('content-language')).toBe('hi')
      expect(svg.attrs.lang).toBe('hi')
      expect(all(svg, 'title')[0].text).toBe(fill(DISTRICTS_TEXT.hi.chartTitle, { year: YEAR }))
      expect(bars(svg).find((b) => b.district === 'Varanasi')!.name).toBe('वाराणसी')
    }
  })
})

describe('GET /api/admin/districts/chart?kind=monthly', () => {
  it("draws twelve months with the JSON route's count of payments, January first", async () => {
    const { svg } = await chart(`year=${YEAR}&kind=monthly&lang=en`)
    const months = await json<MonthRow[]>(r.monthly, `/api/admin/districts/monthly?year=${YEAR}`)
    const drawn = all(svg, 'g').map((g) => all(g, 'text').map((t) => t.text))
    expect(drawn).toEqual(months.map((m, i) => [String(m.payments), DISTRICTS_TEXT.en.months.split(',')[i]]))
    expect(months[2].payments).toBeGreaterThanOrEqual(1) // this file's March payment
    expect(all(svg, 'title')[0].text).toBe(fill(DISTRICTS_TEXT.en.monthlyTitle, { year: YEAR }))
  })

  it("counts a coordinator's districts only", async () => {
    const months = await json<MonthRow[]>(r.monthly, `/api/admin/districts/monthly?year=${YEAR}`, tokens.coordinator)
    const { svg } = await chart(`year=${YEAR}&kind=monthly&lang=en`, tokens.coordinator)
    expect(all(svg, 'g').map((g) => all(g, 'text')[0].text)).toEqual(months.map((m) => String(m.payments)))
  })
})

describe('who may ask, and bad input', () => {
  it('refuses an anonymous caller (401), a member and an editor (403)', async () => {
    const url = `/api/admin/districts/chart?year=${YEAR}&kind=districts`
    expect(await (await get(r.chart, url)).json()).toEqual({ message: AUTH_MESSAGES.required.en })
    for (const role of ['member', 'editor'] as const) {
      const res = await get(r.chart, url, tokens[role])
      expect(res.status, role).toBe(403)
      expect(await res.json()).toEqual({ message: AUTH_MESSAGES.forbidden.en })
    }
  })

  it.each([
    ['kind=districts&year=abc', COVERAGE_MESSAGES.year.en],
    ['kind=monthly&year=2019', COVERAGE_MESSAGES.year.en],
    ['year=2021', CHART_MESSAGES.kind.en],
    ['year=2021&kind=pie', CHART_MESSAGES.kind.en],
    ['year=2021&kind=', CHART_MESSAGES.kind.en],
    ['year=2021&kind=districts&lang=fr', CHART_MESSAGES.lang.en],
  ])('refuses %j with 400 and a clear message', async (query, message) => {
    const res = await get(r.chart, `/api/admin/districts/chart?${query}`, tokens.admin)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
  })

  it('answers a Hindi caller, or lang=hi, in Hindi', async () => {
    const asked = await call(r.chart, '/api/admin/districts/chart?year=2021&kind=pie', {
      method: 'GET',
      token: tokens.admin,
      headers: { 'accept-language': 'hi' },
    })
    expect(asked.status).toBe(400)
    expect((await asked.json()).message).toBe('चार्ट इनमें से एक होना चाहिए: districts, monthly।')
    const linked = await get(r.chart, '/api/admin/districts/chart?year=abc&kind=districts&lang=hi', tokens.admin)
    expect(linked.status).toBe(400)
    expect((await linked.json()).message).toMatch(/वर्ष/)
  })
})
