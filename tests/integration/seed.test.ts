import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../src/domain/membership'
import { news, photos } from '../../src/seed/media-content'
import { useFreshDatabase } from '../support/fresh-database'

/**
 * The demo content: a living site on a fresh machine, and seeding twice creates
 * nothing twice. It runs on a database of its own, so other test files' rows
 * (which also change globals) cannot mask what the seed does.
 */
let payload: Payload
const COUNTED: CollectionSlug[] = ['users', 'memberships', 'payments', 'news', 'photos', 'videos', 'circulars', 'circular-tags', 'images', 'gallery-images', 'documents']
const counts = async () => Object.fromEntries(await Promise.all(COUNTED.map(async (c) => [c, (await payload.count({ collection: c })).totalDocs])))

let before: Record<string, number>, once: Record<string, number>, twice: Record<string, number>

beforeAll(async () => {
  await useFreshDatabase('seed')
  const { testPayload } = await import('../support/payload')
  const { seedDemo } = await import('../../src/seed')
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
    const { circulars, circularTags } = await import('../../src/seed/circulars-content')
    expect(once.circulars - before.circulars).toBe(circulars.length)
    expect(once['circular-tags'] - before['circular-tags']).toBe(circularTags.length)
    const { docs } = await payload.find({ collection: 'circulars', depth: 1, pagination: false })
    for (const doc of docs) {
      expect(doc.titleHi, doc.number).toMatch(/[\u0900-\u097F]/)
      expect(doc.summaryHi, doc.number).toMatch(/[\u0900-\u097F]/)
      expect(typeof doc.pdf === 'object' && doc.pdf?.mimeType, doc.number).toBe('application/pdf')
      expect(doc.tags?.length, doc.number).toBeGreaterThan(0)
    }
    const { searchCirculars } = await import('../../src/server/circulars/search')
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
    expect(leaders?.map((l) => l.position)).toEqual(expect.arrayContaining([expect.stringMatching(/President/), expect.stringMatching(/General Secretary/)]))
    expect(leaders?.every((l) => typeof l.photo === 'object' && l.photo?.url)).toBe(true)
    const contact = await payload.findGlobal({ slug: 'contact-details' })
    expect(contact.offices?.map((o) => o.label).join(' ')).toMatch(/Kanpur.*Lucknow/s)
  })

  it('creates one demo member with a paid membership for this year and one without', async () => {
    const { docs: members } = await payload.find({ collection: 'users', where: { email: { in: ['demo.member@example.org', 'demo.unpaid@example.org'] } } })
    expect(members).toHaveLength(2)
    const paid = members.find((m) => m.email === 'demo.member@example.org')!
    const unpaid = members.find((m) => m.email === 'demo.unpaid@example.org')!
    const year = membershipYear()
    const paidRows = await payload.find({ collection: 'memberships', where: { user: { equals: paid.id }, membershipYear: { equals: year } } })
    expect(paidRows.docs[0]).toMatchObject({ status: 'paid', amount: 10000 })
    expect(paidRows.docs[0].membershipId).toBeTruthy()
    expect((await payload.count({ collection: 'memberships', where: { user: { equals: unpaid.id } } })).totalDocs).toBe(0)
  })
})

// The database above was seeded the old way (seedDemo, no marker): a site seeded before the marker existed.
describe('seedDemoOnce on a database seeded before the marker existed', () => {
  const markers = async () => {
    const { drizzleOf, rows, sql } = await import('../../src/server/db')
    return rows(drizzleOf(payload), sql`SELECT started_at, completed_at FROM demo_seed`)
  }

  it('marks it as seeded without a second copy, and what office staff delete stays deleted on every later start', async () => {
    const { seedDemoOnce } = await import('../../src/seed/once')
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
