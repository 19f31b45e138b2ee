import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getNewsById } from '../../../src/app/api/news/[id]/route'
import { GET as getNews } from '../../../src/app/api/news/route'
import { GET as getVideos } from '../../../src/app/api/videos/route'
import { testPayload, unique } from '../../support/payload'

/**
 * Content in English and Hindi: Payload localization with a fallback
 * to English, read by the pages' queries and the public API.
 */
let payload: Payload
const tag = unique()
let bothId: number
let englishOnlyId: number

const req = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost:3999${path}`, { headers })
const newsById = async (id: number, query = '', headers: Record<string, string> = {}) => {
  const res = await getNewsById(req(`/api/news/${id}${query}`, headers), { params: Promise.resolve({ id: String(id) }) })
  return { status: res.status, body: await res.json() }
}

beforeAll(async () => {
  payload = await testPayload()
  const both = await payload.create({
    collection: 'news',
    data: { title: `Honorarium order ${tag}`, content: 'The honorarium is paid.', date: '2032-05-02T00:00:00.000Z' },
  })
  bothId = both.id
  await payload.update({
    collection: 'news',
    id: bothId,
    locale: 'hi',
    data: { title: `मानदेय आदेश ${tag}`, content: 'मानदेय का भुगतान हो गया।' },
  })
  englishOnlyId = (
    await payload.create({
      collection: 'news',
      data: { title: `Training camp ${tag}`, content: 'Only in English.', date: '2032-05-01T00:00:00.000Z' },
    })
  ).id
})

describe('a news item in both languages', () => {
  it('is read in Hindi with lang=hi and in English by default', async () => {
    const hi = await newsById(bothId, '?lang=hi')
    expect(hi.status).toBe(200)
    expect(hi.body).toMatchObject({ title: `मानदेय आदेश ${tag}`, content: 'मानदेय का भुगतान हो गया।' })
    const en = await newsById(bothId)
    expect(en.body).toMatchObject({ title: `Honorarium order ${tag}`, content: 'The honorarium is paid.' })
  })

  it('takes locale=, the older name, as an alias of lang=; lang= wins when both are given', async () => {
    expect((await newsById(bothId, '?locale=hi')).body.title).toBe(`मानदेय आदेश ${tag}`)
    expect((await newsById(bothId, '?lang=en&locale=hi')).body.title).toBe(`Honorarium order ${tag}`)
  })

  it('follows Accept-Language when no language is given', async () => {
    const hi = await newsById(bothId, '', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })
    expect(hi.body.title).toBe(`मानदेय आदेश ${tag}`)
  })

  it('keeps the spec shape in Hindi', async () => {
    const hi = await newsById(bothId, '?lang=hi')
    const en = await newsById(bothId)
    expect(Object.keys(hi.body).sort()).toEqual(Object.keys(en.body).sort())
  })
})

describe('a news item that exists only in English', () => {
  it('shows its English on the Hindi side (fallback)', async () => {
    const hi = await newsById(englishOnlyId, '?locale=hi')
    expect(hi.body).toMatchObject({ title: `Training camp ${tag}`, content: 'Only in English.' })
  })

  it('is in the Hindi list, in date order with the translated one', async () => {
    const res = await getNews(req('/api/news?locale=hi'))
    const mine = ((await res.json()) as { id: number; title: string }[]).filter((n) => n.title.includes(tag))
    expect(mine.map((n) => n.title)).toEqual([`मानदेय आदेश ${tag}`, `Training camp ${tag}`])
  })

  it('keeps its Hindi empty in the database: the fallback is read, never stored (payload#11712)', async () => {
    // Saving the Hindi side of another field must not copy the English title into Hindi.
    await payload.update({ collection: 'news', id: englishOnlyId, locale: 'hi', data: { content: 'केवल हिन्दी विवरण।' } })
    const raw = await payload.findByID({ collection: 'news', id: englishOnlyId, locale: 'hi', fallbackLocale: false })
    expect(raw.title ?? null).toBeNull()
    expect(raw.content).toBe('केवल हिन्दी विवरण।')
    const english = await payload.findByID({ collection: 'news', id: englishOnlyId, locale: 'en' })
    expect(english.content).toBe('Only in English.')
  })
})

describe('queries on a localized field', () => {
  // payload#3294, #8329: a where on a localized field looks at that locale's column only, not the fallback.
  // The site never filters or sorts on a localized field; this pins the behaviour it is built around.
  it('do not see the fallback, so the site filters and sorts on dates and ids only', async () => {
    const { docs } = await payload.find({ collection: 'news', locale: 'hi', where: { title: { like: `Training camp ${tag}` } } })
    expect(docs).toHaveLength(0)
    const { docs: english } = await payload.find({ collection: 'news', locale: 'en', where: { title: { like: `Training camp ${tag}` } } })
    expect(english).toHaveLength(1)
  })
})

describe('required in English only', () => {
  it('refuses a news item without an English title', async () => {
    await expect(
      payload.create({ collection: 'news', locale: 'en', data: { content: 'x', date: '2032-01-01T00:00:00.000Z' } as never }),
    ).rejects.toThrow(/title/i)
  })

  it('accepts a Hindi side left empty', async () => {
    const doc = await payload.update({ collection: 'news', id: bothId, locale: 'hi', data: { title: '' } })
    expect(doc.title).toBe(`Honorarium order ${tag}`)
    await payload.update({ collection: 'news', id: bothId, locale: 'hi', data: { title: `मानदेय आदेश ${tag}` } })
  })
})

describe('the public API', () => {
  it('refuses an unknown language with a 400 and a clear message, in Hindi when asked', async () => {
    const res = await getVideos(req('/api/videos?lang=fr'))
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBe('Unknown language: use lang=en or lang=hi')
    expect((await getVideos(req('/api/videos?locale=fr'))).status).toBe(400)
    const hi = await getVideos(req('/api/videos?locale=xx', { 'accept-language': 'hi' }))
    expect(hi.status).toBe(400)
    expect((await hi.json()).message).toMatch(/[\u0900-\u097F]/)
  })
})

describe('globals', () => {
  it('are read in Hindi where office staff wrote Hindi, English elsewhere', async () => {
    const before = await payload.updateGlobal({
      slug: 'contact-details',
      locale: 'en',
      data: { title: `Contact ${tag}`, intro: `Write to us ${tag}`, email: 'office@example.org' },
    })
    await payload.updateGlobal({ slug: 'contact-details', locale: 'hi', data: { title: `संपर्क ${tag}` } })
    const hi = await payload.findGlobal({ slug: 'contact-details', locale: 'hi', fallbackLocale: 'en' })
    expect(hi.title).toBe(`संपर्क ${tag}`)
    expect(hi.email).toBe('office@example.org')
    expect(hi.intro).toBe(`Write to us ${tag}`)
    expect((await payload.findGlobal({ slug: 'contact-details', locale: 'en' })).title).toBe(before.title)
    expect(before.title).toBe(`Contact ${tag}`)
  })
})
