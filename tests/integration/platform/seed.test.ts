import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import * as english from '../../../src/runtime/seed/content'
import * as hindi from '../../../src/runtime/seed/content-hi'
import { news, photos, videos } from '../../../src/runtime/seed/media-content'
import { useFreshDatabase } from '../../support/fresh-database'

/**
 * The demo content: a living site on a fresh machine, and seeding twice creates
 * nothing twice. It runs on a database of its own, so other test files' rows
 * (which also change globals) cannot mask what the seed does.
 */
let payload: Payload
const COUNTED: CollectionSlug[] = [
  'users',
  'memberships',
  'payments',
  'grievances',
  'grievance-events',
  'news',
  'photos',
  'videos',
  'circulars',
  'circular-tags',
  'images',
  'gallery-images',
  'documents',
]
const counts = async () =>
  Object.fromEntries(await Promise.all(COUNTED.map(async (c) => [c, (await payload.count({ collection: c })).totalDocs])))

let before: Record<string, number>, once: Record<string, number>, twice: Record<string, number>

let seedDemo: (payload: Payload, log: (msg: string) => void) => Promise<void>

beforeAll(async () => {
  await useFreshDatabase('seed')
  const { testPayload } = await import('../../support/payload')
  ;({ seedDemo } = await import('../../../src/runtime/seed'))
  payload = await testPayload()
  // Guard: a Payload cached from another file would point at the shared database.
  expect((payload.db.pool.options as { connectionString?: string }).connectionString).toMatch(/_seed$/)
  before = await counts()
  await seedDemo(payload, () => {})
  once = await counts()
  await seedDemo(payload, () => {})
  twice = await counts()
})

describe('seedDemo', () => {
  it('fills an empty site and creates nothing the second time', () => {
    expect(twice).toEqual(once)
    expect(once.news - before.news).toBeGreaterThanOrEqual(8)
    expect(once.photos - before.photos).toBeGreaterThanOrEqual(12)
    expect(once.videos - before.videos).toBe(4)
  })

  it('seeds news over several months, one with a PDF and two with a photo', async () => {
    const { docs } = await payload.find({ collection: 'news', where: { content: { not_equals: 'x' } }, pagination: false, depth: 0 })
    const seeded = docs.filter((d) => d.date.startsWith('2026'))
    expect(new Set(seeded.map((d) => d.date.slice(0, 7))).size).toBeGreaterThanOrEqual(4)
    expect(seeded.filter((d) => d.pdf).length).toBeGreaterThanOrEqual(1)
    expect(seeded.filter((d) => d.photo).length).toBeGreaterThanOrEqual(2)
  })

  it('seeds the library of circulars in both languages, each with its PDF, found by a Hindi and an English word', async () => {
    const { circulars, circularTags } = await import('../../../src/features/circulars/seed-content')
    expect(once.circulars - before.circulars).toBe(circulars.length)
    expect(once['circular-tags'] - before['circular-tags']).toBe(circularTags.length)
    const { docs } = await payload.find({ collection: 'circulars', depth: 1, pagination: false })
    for (const doc of docs) {
      expect(doc.titleHi, doc.number).toMatch(/[\u0900-\u097F]/)
      expect(doc.summaryHi, doc.number).toMatch(/[\u0900-\u097F]/)
      expect(typeof doc.pdf === 'object' && doc.pdf?.mimeType, doc.number).toBe('application/pdf')
      expect(doc.tags?.length, doc.number).toBeGreaterThan(0)
    }
    const { searchCirculars } = await import('../../../src/features/circulars/operations/search')
    const find = (q: string) => searchCirculars(payload, { q, page: 1, limit: 10 })
    expect((await find('मानदेय')).total).toBeGreaterThanOrEqual(3)
    expect((await find('honorarium')).total).toBeGreaterThanOrEqual(2)
    expect((await find('स्थानांतरण')).docs.map((d) => d.number)).toEqual(['SPMU/NHM/HR/Transfer/2026-27/905'])
  })

  it('writes the Hindi about text with the aims and achievements, and two leaders with photos', async () => {
    const about = await payload.findGlobal({ slug: 'about-page' })
    const text = JSON.stringify(about)
    for (const word of ['एकता', 'अनुशासन', '5000']) expect(text).toContain(word)
    expect(about.aims?.length).toBeGreaterThanOrEqual(6)
    expect(about.achievements?.length).toBeGreaterThanOrEqual(4)
    const { leaders } = await payload.findGlobal({ slug: 'leaders', depth: 1 })
    expect(leaders?.map((l) => l.position)).toEqual(
      expect.arrayContaining([expect.stringMatching(/President/), expect.stringMatching(/General Secretary/)]),
    )
    expect(leaders?.every((l) => typeof l.photo === 'object' && l.photo?.url)).toBe(true)
    const contact = await payload.findGlobal({ slug: 'contact-details' })
    expect(contact.offices?.map((o) => o.label).join(' ')).toMatch(/Kanpur.*Lucknow/s)
  })

  it('creates one demo member with a paid membership for this year and one without', async () => {
    const { docs: members } = await payload.find({
      collection: 'users',
      where: { email: { in: ['demo.member@example.org', 'demo.unpaid@example.org'] } },
    })
    expect(members).toHaveLength(2)
    const paid = members.find((m) => m.email === 'demo.member@example.org')!
    const unpaid = members.find((m) => m.email === 'demo.unpaid@example.org')!
    const year = membershipYear()
    const paidRows = await payload.find({
      collection: 'memberships',
      where: { user: { equals: paid.id }, membershipYear: { equals: year } },
    })
    expect(paidRows.docs[0]).toMatchObject({ status: 'paid', amount: 10000 })
    expect(paidRows.docs[0].membershipId).toBeTruthy()
    expect((await payload.count({ collection: 'memberships', where: { user: { equals: unpaid.id } } })).totalDocs).toBe(0)
  })

  it('gives the paid demo member two cases: one answered and resolved, one waiting', async () => {
    const {
      docs: [paid],
    } = await payload.find({ collection: 'users', where: { email: { equals: 'demo.member@example.org' } } })
    const { docs } = await payload.find({ collection: 'grievances', where: { user: { equals: paid.id } }, sort: 'createdAt', depth: 0 })
    expect(docs.map((g) => g.status)).toEqual(['resolved', 'pending'])
    expect(docs.every((g) => /^GRV-\d{4}-\d{6}$/.test(String(g.caseNumber)))).toBe(true)
    const kinds = async (id: number) =>
      (await payload.find({ collection: 'grievance-events', where: { grievance: { equals: id } }, sort: 'createdAt', depth: 0 })).docs.map(
        (e) => e.kind,
      )
    expect(await kinds(docs[0].id)).toEqual(expect.arrayContaining(['filed', 'reply']))
    expect(await kinds(docs[1].id)).toEqual(['filed'])
  })
})

const DEVANAGARI = /[\u0900-\u097F]/
type Slug = 'site-settings' | 'home-page' | 'mission-vision' | 'privacy-policy' | 'leaders' | 'contact-details'
const { portrait: _p0, ...leader0 } = english.leaders.leaders[0]
const { portrait: _p1, ...leader1 } = english.leaders.leaders[1]
const SPEC: [Slug, object, object][] = [
  ['site-settings', english.siteSettings, hindi.siteSettingsHi],
  ['home-page', english.homePage, hindi.homePageHi],
  ['mission-vision', english.missionVision, hindi.missionVisionHi],
  ['privacy-policy', english.privacyPolicy, hindi.privacyPolicyHi],
  ['leaders', { ...english.leaders, leaders: [leader0, leader1] }, hindi.leadersHi],
  ['contact-details', english.contactDetails, hindi.contactDetailsHi],
]

/** What a stored global says in the seed's own shape: its keys only, rows of { text } as strings, every stored row kept. */
function asSeed(doc: unknown, seed: unknown): unknown {
  if (Array.isArray(seed))
    return ((doc ?? []) as unknown[]).map((row, i) =>
      typeof seed[0] === 'string' ? ((row as { text?: string }).text ?? row) : asSeed(row, seed[i] ?? seed[0]),
    )
  if (typeof seed === 'object' && seed !== null) {
    const d = (doc ?? {}) as Record<string, unknown>
    return Object.fromEntries(Object.entries(seed).map(([key, value]) => [key, asSeed(d[key], value)]))
  }
  return doc
}

/** Every array row's id, with where it sits, in document order. */
function rowIds(doc: unknown, path = ''): string[] {
  if (Array.isArray(doc)) return doc.flatMap((row, i) => [`${path}[${i}]=${(row as { id?: string }).id}`, ...rowIds(row, `${path}[${i}]`)])
  if (typeof doc === 'object' && doc !== null) return Object.entries(doc).flatMap(([key, value]) => rowIds(value, `${path}.${key}`))
  return []
}

const read = <S extends Slug>(slug: S, locale: 'en' | 'hi') => payload.findGlobal({ slug, locale, fallbackLocale: false, depth: 0 })

describe('the demo content in Hindi', () => {
  it.each(SPEC)("%s: the English side is exactly the spec's, the Hindi side the seed's Hindi, on the same rows", async (slug, en, hi) => {
    const stored = { en: await read(slug, 'en'), hi: await read(slug, 'hi') }
    expect(asSeed(stored.en, en)).toEqual(asSeed(en, en))
    expect(asSeed(stored.hi, hi)).toEqual(hi)
    // One list for both languages: the same rows with the same ids, none added by the Hindi write.
    expect(rowIds(stored.hi)).toEqual(rowIds(stored.en))
    expect(rowIds(stored.en).every((entry) => !entry.endsWith('=undefined'))).toBe(true)
  })

  it("shows Hindi menu labels, home headline and a leader's position with locale hi, links and photos shared", async () => {
    const site = await payload.findGlobal({ slug: 'site-settings', locale: 'hi' })
    expect(site.siteName).toBe('उत्तर प्रदेश सामुदायिक स्वास्थ्य अधिकारी संघ')
    const labels = site.menu?.flatMap((item) => [item.label, ...(item.children ?? []).map((c) => c.label)])
    expect(labels).toEqual([
      'मुख्य पृष्ठ',
      'हमारे बारे में',
      'हमारे बारे में',
      'लक्ष्य एवं दृष्टि',
      'मीडिया',
      'ताज़ा समाचार एवं कार्यक्रम',
      'फ़ोटो गैलरी',
      'वीडियो गैलरी',
      'हमारी टीम',
      'संपर्क',
    ])
    expect(site.menu?.map((item) => item.href ?? null)).toEqual(['/', null, null, '/team', '/contact'])
    expect(site.footerQuickLinks?.map((l) => l.href)).toEqual(english.siteSettings.footerQuickLinks.map((l) => l.href))
    expect((await payload.findGlobal({ slug: 'home-page', locale: 'hi' })).heroHeadline).toMatch(DEVANAGARI)
    const team = await payload.findGlobal({ slug: 'leaders', locale: 'hi', depth: 0 })
    const teamEn = await payload.findGlobal({ slug: 'leaders', locale: 'en', depth: 0 })
    expect(team.leaders?.[0]).toMatchObject({ name: 'अनिल कुमार वर्मा', position: 'प्रदेश अध्यक्ष', photo: teamEn.leaders?.[0].photo })
    expect(team.leaders?.[0].socialLinks).toEqual(teamEn.leaders?.[0].socialLinks)
  })

  it("leaves the About page's Hindi side empty: the fallback shows the Hindi written on the English side", async () => {
    const raw = await payload.findGlobal({ slug: 'about-page', locale: 'hi', fallbackLocale: false })
    expect(raw.title ?? null).toBeNull()
    expect((await payload.findGlobal({ slug: 'about-page', locale: 'hi' })).title).toBe(english.aboutPage.title)
  })

  it('gives every demo news item, photo and video its Hindi, and keeps the English titles', async () => {
    for (const [collection, items] of [
      ['news', news],
      ['photos', photos],
      ['videos', videos],
    ] as const) {
      for (const item of items) {
        const { docs } = await payload.find({ collection, where: { title: { equals: item.title } }, locale: 'en', depth: 0 })
        expect(docs).toHaveLength(1)
        const hi = await payload.findByID({ collection, id: docs[0].id, locale: 'hi', fallbackLocale: false, depth: 0 })
        expect(hi.title).toMatch(DEVANAGARI)
        if (collection !== 'photos') expect(JSON.stringify(hi)).not.toMatch(/"(content|description)":null/)
      }
    }
  })

  it('never overwrites Hindi that office staff wrote, and fills only what is still empty', async () => {
    const before = await read('site-settings', 'hi')
    const menu = before.menu!.map((item, i) => (i === 0 ? { ...item, label: 'मुखपृष्ठ' } : item))
    await payload.updateGlobal({ slug: 'site-settings', locale: 'hi', data: { menu, tagline: '' } })
    await payload.updateGlobal({ slug: 'home-page', locale: 'hi', data: { heroHeadline: 'स्टाफ़ का लिखा शीर्षक' } })
    await seedDemo(payload, () => {})
    const site = await read('site-settings', 'hi')
    expect(site.menu?.[0].label).toBe('मुखपृष्ठ')
    expect(site.tagline).toBe(hindi.siteSettingsHi.tagline)
    expect((await read('home-page', 'hi')).heroHeadline).toBe('स्टाफ़ का लिखा शीर्षक')
    expect(asSeed(await read('site-settings', 'en'), english.siteSettings)).toEqual(asSeed(english.siteSettings, english.siteSettings))
    expect(rowIds(site)).toEqual(rowIds(before))
  })
})

// The database above was seeded the old way (seedDemo, no marker): a site seeded before the marker existed.
describe('seedDemoOnce on a database seeded before the marker existed', () => {
  const markers = async () => {
    const { drizzleOf, rows, sql } = await import('../../../src/platform/db/sql')
    return rows(drizzleOf(payload), sql`SELECT started_at, completed_at FROM demo_seed`)
  }

  it('marks it as seeded without a second copy, and what office staff delete stays deleted on every later start', async () => {
    const { seedDemoOnce } = await import('../../../src/runtime/seed/once')
    expect(await markers()).toHaveLength(0)
    const deletedNews = await payload.delete({ collection: 'news', where: { title: { equals: news[0].title } } })
    const deletedPhoto = await payload.delete({ collection: 'photos', where: { title: { equals: photos[0].title } } })
    expect(deletedNews.docs).toHaveLength(1)
    expect(deletedPhoto.docs).toHaveLength(1)
    const afterDelete = await counts()

    expect(await seedDemoOnce(payload, () => {})).toBe('marked-existing')
    expect(await counts()).toEqual(afterDelete)
    expect(await markers()).toEqual([{ started_at: expect.anything(), completed_at: expect.anything() }])

    expect(await seedDemoOnce(payload, () => {})).toBe('already-seeded')
    expect(await counts()).toEqual(afterDelete)
    expect((await payload.count({ collection: 'news', where: { title: { equals: news[0].title } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'photos', where: { title: { equals: photos[0].title } } })).totalDocs).toBe(0)
  })
})
