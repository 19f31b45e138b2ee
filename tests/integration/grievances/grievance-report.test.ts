import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { REPORT_MESSAGES } from '../../../src/features/grievances/rules/report'
import { setClockForTests } from '../../../src/platform/clock'
import type { GrievanceStats } from '../../../src/features/grievances/presenters/stats'
import { AUTH_MESSAGES } from '../../../src/platform/http/guards'
import { call } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { signIn, type Handler } from '../../support/admin-fixtures'
import { CASE_TEXT, CAT, D, generateMonth } from '../../support/grievance-report-fixtures'

/**
 * GET /api/admin/grievances/stats on a generated month of cases
 * (grievance-report-fixtures.ts). Every expected number below is counted by hand
 * from the fixture's table; the comments show the count.
 */
let payload: Payload
let fixture: Awaited<ReturnType<typeof generateMonth>>
let stats: Handler
const tokens: Record<string, string> = {}
const MARCH = 'from=2019-03-01&to=2019-03-31'

const get = (query: string, token?: string, headers: Record<string, string> = {}) =>
  call(stats, `/api/admin/grievances/stats${query}`, { method: 'GET', token, headers })
async function figures(query: string, token: string, headers: Record<string, string> = {}): Promise<GrievanceStats> {
  const res = await get(query, token, headers)
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}
const countOf = (s: GrievanceStats, key: string) => s.byCategory.find((c) => c.key === key)?.count

beforeAll(async () => {
  payload = await testPayload()
  stats = (await import('../../../src/app/api/admin/grievances/stats/route')).GET
  for (const role of ['admin', 'member', 'editor'] as const) tokens[role] = (await signIn(payload, role)).token
  tokens.coordinator = (await signIn(payload, 'coordinator', { district: D.A, districts: [D.A, D.B] })).token
  tokens.otherCoordinator = (await signIn(payload, 'coordinator', { district: 'Bareilly', districts: ['Bareilly'] })).token
  fixture = await generateMonth(payload)
}, 240_000)

afterEach(() => setClockForTests(null))

describe('the figures of March 2019, counted by hand', () => {
  it('for an admin: every case of the month', async () => {
    const s = await figures(`?${MARCH}`, tokens.admin)
    expect(s.from).toBe('2019-03-01')
    expect(s.to).toBe('2019-03-31')
    // G1 10 + G2 8 + G3 6 + G4 5 + G5 11 (the three cases just outside March are not counted)
    expect(s.total).toBe(40)
    // X: G1 6, G2 4, G3 3, G4 2, G5 5 = 20; Y: 3+3+2+2+5 = 15; S: one in each group = 5
    expect([countOf(s, CAT.X), countOf(s, CAT.Y), countOf(s, CAT.S)]).toEqual([20, 15, 5])
    expect(s.byCategory.reduce((n, c) => n + c.count, 0)).toBe(40)
    expect(s.byCategory.find((c) => c.key === CAT.X)?.name).toBe('Honorarium or salary delay')
    expect(s.byDistrict).toEqual([
      { district: D.A, count: 10 },
      { district: D.B, count: 8 },
      { district: D.C, count: 7 },
      { district: D.D, count: 6 },
      { district: D.E, count: 5 },
      { district: D.F, count: 3 },
      { district: D.G, count: 1 },
    ])
    // pending: G5; in progress: G3; resolved: G1 + G2 + G4
    expect(s.byStatus).toEqual({ pending: 11, 'in-progress': 6, resolved: 23 })
    // first replies: 2 ×10, 4 ×8, 10 ×6, 25 ×5 → 29 values, the 15th is 4 (the internal notes on day 1 are no reply)
    expect(s.medianDaysToFirstReply).toBe(4)
    // resolutions (the latest resolvedAt): 5 ×10, 10 ×8, 40 ×5 → 23 values, the 12th is 10
    expect(s.medianDaysToResolution).toBe(10)
    // all 40 are answered or past due; in time: G1 + G2 + G3 = 24 (G4 first answered on day 25 > 21) → 24/40
    expect(s.answeredWithinDeadlinePct).toBe(60)
    // (10×5 + 8×3 + 5×2) / 23 = 84/23 = 3.652…
    expect(s.averageRating).toBe(3.65)
    expect(s.ratedCount).toBe(23)
    expect(s.reopenedCount).toBe(5)
  })

  it("for a coordinator of Hardoi and Sitapur: those districts' cases without the sensitive ones", async () => {
    const s = await figures(`?${MARCH}`, tokens.coordinator)
    // Hardoi: G1 3, G2 2, G3 1, G4 1, G5 2 = 9; Sitapur: G1 2, G2 1, G3 1, G4 1, G5 2 = 7
    expect(s.total).toBe(16)
    expect(s.byDistrict).toEqual([
      { district: D.A, count: 9 },
      { district: D.B, count: 7 },
    ])
    expect([countOf(s, CAT.X), countOf(s, CAT.Y), countOf(s, CAT.S)]).toEqual([9, 7, 0])
    // pending G5 2+2; in progress G3 1+1; resolved G1 5 + G2 3 + G4 2
    expect(s.byStatus).toEqual({ pending: 4, 'in-progress': 2, resolved: 10 })
    // replies 2,2,2,2,2,4,4,4,10,10,25,25 → (4+4)/2
    expect(s.medianDaysToFirstReply).toBe(4)
    // resolutions 5,5,5,5,5,10,10,10,40,40 → (5+10)/2
    expect(s.medianDaysToResolution).toBe(7.5)
    // in time: G1 5 + G2 3 + G3 2 = 10 of 16
    expect(s.answeredWithinDeadlinePct).toBe(62.5)
    // (5×5 + 3×3 + 2×2) / 10
    expect(s.averageRating).toBe(3.8)
    expect(s.ratedCount).toBe(10)
    expect(s.reopenedCount).toBe(2)
  })

  it('a coordinator of another district sees none of them; empty figures have null medians', async () => {
    const s = await figures(`?${MARCH}`, tokens.otherCoordinator)
    expect(s).toMatchObject({
      total: 0,
      byDistrict: [],
      byStatus: { pending: 0, 'in-progress': 0, resolved: 0 },
      ratedCount: 0,
      reopenedCount: 0,
    })
    expect([s.medianDaysToFirstReply, s.medianDaysToResolution, s.answeredWithinDeadlinePct, s.averageRating]).toEqual([
      null,
      null,
      null,
      null,
    ])
  })

  it('a case still inside its time is not judged for the deadline', async () => {
    // The figures are read as of `now()`: on 2 March 2019 no unanswered case is past its due date yet.
    setClockForTests('2019-03-02T00:00:00.000Z')
    const early = await figures(`?${MARCH}`, tokens.admin)
    setClockForTests(null)
    const late = await figures(`?${MARCH}`, tokens.admin)
    // Only the 29 answered cases are judged, 24 in time → 82.8%
    expect(early.answeredWithinDeadlinePct).toBe(82.8)
    expect(late.answeredWithinDeadlinePct).toBe(60)
  })

  it("names the categories in the caller's language", async () => {
    const s = await figures(`?${MARCH}&lang=hi`, tokens.admin)
    expect(s.byCategory.find((c) => c.key === CAT.X)?.name).toBe('मानदेय या वेतन में देरी')
    const h = await figures(`?${MARCH}`, tokens.admin, { 'accept-language': 'hi-IN' })
    expect(h.byCategory.find((c) => c.key === CAT.S)?.name).toBe('कार्यस्थल पर सुरक्षा या उत्पीड़न')
  })

  it('a one-day period counts that day in India: 1 March holds its 00:00 case', async () => {
    const s = await figures('?from=2019-03-01&to=2019-03-01', tokens.admin)
    // Filed on 1 March by the fixture's rule (day 1 + n % 28, n counting cases in table order): n=0 (G1's first),
    // n=28 (G4's last) and G5's case at 00:00; the case at 23:59 on 28 February is not
    expect(s.total).toBe(3)
  })
})

describe('defaults and bad parameters', () => {
  it('no parameters: the last calendar month in India', async () => {
    setClockForTests('2019-04-01T00:00:00.000Z') // 05:30 on 1 April in India → March
    const s = await figures('', tokens.admin)
    expect([s.from, s.to, s.total]).toEqual(['2019-03-01', '2019-03-31', 40])
    setClockForTests('2019-01-15T00:00:00.000Z')
    const january = await figures('', tokens.admin)
    expect([january.from, january.to]).toEqual(['2018-12-01', '2018-12-31'])
  })

  it.each([
    ['?from=2019-03-01', REPORT_MESSAGES.badTo.en],
    ['?to=2019-03-31', REPORT_MESSAGES.badFrom.en],
    ['?from=March&to=2019-03-31', REPORT_MESSAGES.badFrom.en],
    ['?from=2019-02-30&to=2019-03-31', REPORT_MESSAGES.badFrom.en],
    ['?from=2019-03-01&to=2019-13-01', REPORT_MESSAGES.badTo.en],
    ['?from=2019-03-01&to=', REPORT_MESSAGES.badTo.en],
    ['?from=2019-04-01&to=2019-03-31', REPORT_MESSAGES.fromAfterTo.en],
    ['?from=2019-01-01&to=2020-01-02', REPORT_MESSAGES.tooLong.en],
  ])('%s → 400 %s', async (query, message) => {
    const res = await get(query, tokens.admin)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
  })

  it('366 days is allowed (a leap year), and a Hindi caller gets the message in Hindi', async () => {
    expect((await get('?from=2020-01-01&to=2020-12-31', tokens.admin)).status).toBe(200)
    const res = await get('?from=2019-04-01&to=2019-03-31', tokens.admin, { 'accept-language': 'hi' })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBe('आरंभ की तारीख़ अंतिम तारीख़ के बाद की नहीं हो सकती।')
  })
})

describe('who may ask', () => {
  it('anonymous 401; members and editors 403', async () => {
    const anonymous = await get(`?${MARCH}`)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ message: AUTH_MESSAGES.required.en })
    for (const role of ['member', 'editor']) {
      const res = await get(`?${MARCH}`, tokens[role])
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ message: AUTH_MESSAGES.forbidden.en })
    }
  })
})

type Page = (props: { params: Promise<{ lang: string }>; searchParams: Promise<{ month?: string }> }) => Promise<unknown>

/** The public page as the server renders it, in HTML; null when it answers 404 (notFound()). */
async function publicHtml(lang: 'en' | 'hi', month?: string): Promise<string | null> {
  const { default: ReportPage } = (await import('../../../src/app/(frontend)/[lang]/grievance-report/page')) as unknown as { default: Page }
  try {
    const element = await ReportPage({ params: Promise.resolve({ lang }), searchParams: Promise.resolve(month ? { month } : {}) })
    return renderToStaticMarkup(element as Parameters<typeof renderToStaticMarkup>[0])
  } catch (err) {
    if ((err as { digest?: string }).digest?.startsWith('NEXT_HTTP_ERROR_FALLBACK;404')) return null
    throw err
  }
}
const publish = (publishReport: boolean) =>
  payload.updateGlobal({ slug: 'grievance-settings', data: { publishReport }, overrideAccess: true })
const sitemapUrls = async () => (await (await import('../../../src/app/sitemap')).default()).map((e) => e.url)

describe('the public report /grievance-report', () => {
  afterEach(() => publish(false))

  it('is a 404 page, and not in the sitemap, while office staff have not published it', async () => {
    await publish(false)
    expect(await publicHtml('en', '2019-03')).toBeNull()
    expect(await publicHtml('hi')).toBeNull()
    expect((await sitemapUrls()).some((u) => u.includes('grievance-report'))).toBe(false)
  })

  it("when published: the month's figures, districts under 5 cases and sensitive cases merged into Other, no names, text or case numbers", async () => {
    await publish(true)
    const { publicReport } = await import('../../../src/features/grievances/operations/report')
    const s = (await publicReport(payload, '2019-03', 'en'))!
    // The 5 sensitive cases (Hardoi 1, Sitapur 1, Lucknow 2, Varanasi 1) count under no district.
    // Hardoi 9, Sitapur 7, Agra 6, Kanpur Nagar 5, Lucknow 5 stand alone; Varanasi 2 + Gorakhpur 1 + the 5 sensitive = 8 → Other
    expect(s.byDistrict).toEqual([
      { district: D.A, count: 9 },
      { district: D.B, count: 7 },
      { district: D.D, count: 6 },
      { district: D.E, count: 5 },
      { district: D.C, count: 5 },
      { district: 'Other', count: 8 },
    ])
    // So a district's public figure is its coordinator's own: the difference never counts its sensitive cases.
    const theirs = await figures(`?${MARCH}`, tokens.coordinator)
    for (const d of theirs.byDistrict) expect(s.byDistrict.find((p) => p.district === d.district)?.count).toBe(d.count)
    expect(s).toMatchObject({
      total: 40,
      medianDaysToFirstReply: 4,
      medianDaysToResolution: 10,
      answeredWithinDeadlinePct: 60,
      averageRating: 3.65,
      reopenedCount: 5,
    })

    const html = (await publicHtml('en', '2019-03'))!
    expect(html).toContain('March 2019')
    expect(html).toContain('data-key="Other"')
    expect(html).not.toContain(D.F)
    expect(html).not.toContain(D.G)
    for (const secret of [CASE_TEXT.subject, CASE_TEXT.description, 'zqx', 'Fixture Member', 'GRV-', ...fixture.caseNumbers])
      expect(html).not.toContain(secret)
    expect(html).toMatch(/data-figure="total"><dt>Cases filed<\/dt><dd>40<\/dd>/)

    const hindi = (await publicHtml('hi', '2019-03'))!
    expect(hindi).toContain('अन्य')
    expect(hindi).toContain('हरदोई')
    expect(hindi).toMatch(/data-figure="total"><dt>दर्ज मामले<\/dt><dd>40<\/dd>/)
    expect(hindi).not.toContain('GRV-')
    expect((await sitemapUrls()).filter((u) => u.includes('grievance-report'))).toHaveLength(2)
  })
})
