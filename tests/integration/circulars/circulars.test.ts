import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '../../../src/app/api/circulars/route'
import { CIRCULAR_MESSAGES } from '../../../src/features/circulars/rules/circulars'
import type { CircularList } from '../../../src/features/circulars/presenters/circulars'
import { makePdf } from '../../../src/platform/seed/pdf'
import { cmsApi, userWithToken } from '../../support/cms-api'
import { testPayload, unique } from '../../support/payload'

/**
 * The library of circulars: full-text search in Hindi and English
 * with prefixes, tag and year filters, pages, the caller's language, bad queries
 * as 400, and who may write circulars through Payload's REST API (/cms-api).
 * The test's circulars carry a word of their own (English and Devanagari) and
 * far-off years, so other files' content never gets in the way.
 */
let payload: Payload
const WORD = `zq${unique()}`
// A Devanagari word of its own: the unique suffix spelled in consonants.
const HINDI_WORD = `मा${[...unique()].map((c) => 'कखगघचछजझटठडढणतथदधनपफबभमयरलवशसह'[parseInt(c, 36) % 32]).join('')}`
const YEAR = 2091
const slug = (name: string) => `${name}-${unique()}`
const tags = { honorarium: slug('honorarium'), attendance: slug('attendance'), leave: slug('leave') }
const ids: Record<'pay' | 'app' | 'leave', number> = { pay: 0, app: 0, leave: 0 }
const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }

const get = async (query: string, headers: Record<string, string> = {}) => {
  const res = await GET(new Request(`http://localhost:3999/api/circulars?${query}`, { headers }))
  return { status: res.status, body: (await res.json()) as CircularList & { message?: string } }
}
const idsOf = (list: CircularList) => list.items.map((i) => i.id)

beforeAll(async () => {
  payload = await testPayload()
  const tagId: Record<string, number> = {}
  const names = { honorarium: 'मानदेय', attendance: 'उपस्थिति', leave: 'अवकाश' }
  for (const [key, value] of Object.entries(tags)) {
    const name = key as keyof typeof names
    tagId[key] = (
      await payload.create({
        collection: 'circular-tags',
        data: { slug: value, nameEn: name[0].toUpperCase() + name.slice(1), nameHi: names[name] },
      })
    ).id
  }
  const data = makePdf(['Order'])
  const pdf = await payload.create({
    collection: 'documents',
    data: { title: `Order ${WORD}` },
    file: { data, mimetype: 'application/pdf', name: `order-${WORD}.pdf`, size: data.length },
  })
  const common = { officeEn: 'State Health Society, Uttar Pradesh', officeHi: 'राज्य स्वास्थ्य समिति, उत्तर प्रदेश' }
  ids.pay = (
    await payload.create({
      collection: 'circulars',
      data: {
        ...common,
        number: `SHS/CHO/${YEAR}/1412`,
        date: `${YEAR}-03-15T06:30:00.000Z`,
        tags: [tagId.honorarium],
        titleEn: `Revised honorarium of Community Health Officers ${WORD}`,
        titleHi: 'सामुदायिक स्वास्थ्य अधिकारियों का संशोधित मानदेय',
        summaryEn: 'The monthly honorarium is paid by the 10th of the next month.',
        summaryHi: `मासिक मानदेय का भुगतान अगले माह की 10 तारीख तक होगा ${HINDI_WORD}।`,
        pdf: pdf.id,
      },
    })
  ).id
  ids.app = (
    await payload.create({
      collection: 'circulars',
      data: {
        ...common,
        number: `SHS/CHO/${YEAR}/1588`,
        date: `${YEAR}-06-01T06:30:00.000Z`,
        tags: [tagId.attendance],
        titleEn: `Attendance through the app ${WORD}`,
        summaryEn: 'Mark attendance in the app at the centre.',
      },
    })
  ).id
  ids.leave = (
    await payload.create({
      collection: 'circulars',
      data: {
        ...common,
        number: `SHS/CHO/${YEAR + 1}/77`,
        date: `${YEAR + 1}-01-10T06:30:00.000Z`,
        tags: [tagId.leave, tagId.honorarium],
        titleEn: `Leave rules ${WORD}`,
        titleHi: 'अवकाश के नियम',
        summaryEn: 'Casual leave needs the MOIC’s approval.',
        summaryHi: 'आकस्मिक अवकाश के लिए एमओआईसी की स्वीकृति आवश्यक है।',
      },
    })
  ).id
})

describe('GET /api/circulars: search', () => {
  it('finds an English word, newest first, with the fields of the list', async () => {
    const { status, body } = await get(`q=${WORD}`)
    expect(status).toBe(200)
    expect(idsOf(body)).toEqual([ids.leave, ids.app, ids.pay])
    expect(body).toMatchObject({ total: 3, page: 1, totalPages: 1 })
    const pay = body.items[2]
    expect(Object.keys(pay).sort()).toEqual(['date', 'id', 'number', 'office', 'pdfUrl', 'summary', 'tags', 'title'])
    expect(pay).toMatchObject({
      number: `SHS/CHO/${YEAR}/1412`,
      date: `15-03-${YEAR}`,
      office: 'State Health Society, Uttar Pradesh',
      tags: [{ slug: tags.honorarium, name: 'Honorarium' }],
    })
    expect(pay.pdfUrl).toMatch(/^\/cms-api\/documents\/file\/.+\.pdf$/)
    expect(body.items[1].pdfUrl).toBeNull()
  })

  it('finds a Hindi word, also typed with the danda after it', async () => {
    for (const q of [HINDI_WORD, `${HINDI_WORD}।`, `॥ ${HINDI_WORD} ॥`])
      expect(idsOf((await get(`q=${encodeURIComponent(q)}`)).body), q).toEqual([ids.pay])
  })

  it('indexes Hindi words without the danda or the typographic apostrophe stuck to them', async () => {
    const { drizzleOf, rows, sql } = await import('../../../src/platform/db/sql')
    const [{ search }] = await rows(drizzleOf(payload), sql`SELECT search::text AS search FROM circulars WHERE id = ${ids.pay}`)
    expect(search).toContain(`'${HINDI_WORD}'`)
    expect(search).not.toMatch(/[।॥]/)
    const [leave] = await rows(drizzleOf(payload), sql`SELECT search::text AS search FROM circulars WHERE id = ${ids.leave}`)
    expect(leave.search).toContain("'moic'")
    expect(leave.search).toContain("'77'")
  })

  it('finds words by their beginning (prefixes), in both languages', async () => {
    expect(idsOf((await get(`q=${WORD.slice(0, -2)}`)).body)).toEqual([ids.leave, ids.app, ids.pay])
    expect(idsOf((await get(`q=${encodeURIComponent(HINDI_WORD.slice(0, -1))}`)).body)).toEqual([ids.pay])
    expect(idsOf((await get(`q=${encodeURIComponent(`attend ${WORD}`)}`)).body)).toEqual([ids.app])
  })

  it('needs every word: Hindi and English together, and a part of the number', async () => {
    expect(idsOf((await get(`q=${encodeURIComponent(`मानदेय ${WORD}`)}`)).body)).toEqual([ids.pay])
    expect(idsOf((await get(`q=${encodeURIComponent(`1588 ${WORD}`)}`)).body)).toEqual([ids.app])
    expect(idsOf((await get(`q=${encodeURIComponent(`SHS/CHO/${YEAR}/1412`)}`)).body)).toEqual([ids.pay])
    expect(idsOf((await get(`q=${encodeURIComponent(`अवकाश ${WORD}`)}`)).body)).toEqual([ids.leave])
  })

  it("takes tsquery's own characters as plain punctuation, never a 500", async () => {
    for (const q of [`(${WORD}) & | ! :* '`, `${WORD}:*`, `'${WORD}' <-> x`, `${WORD}\\`]) {
      const { status, body } = await get(`q=${encodeURIComponent(q)}`)
      expect(status, q).toBe(200)
      expect(body.total, q).toBeGreaterThanOrEqual(q.includes('<->') ? 0 : 3)
    }
    expect((await get(`q=${encodeURIComponent('।।  ॥ ?!')}`)).status).toBe(200)
  })

  it('a search that matches nothing is an empty page, not an error', async () => {
    expect((await get(`q=${WORD}nothing`)).body).toEqual({ items: [], total: 0, page: 1, totalPages: 1 })
  })
})

describe('GET /api/circulars: filters and pages', () => {
  it('filters by tag', async () => {
    expect(idsOf((await get(`q=${WORD}&tag=${tags.honorarium}`)).body)).toEqual([ids.leave, ids.pay])
    expect(idsOf((await get(`tag=${tags.attendance}`)).body)).toEqual([ids.app])
    expect((await get(`tag=no-such-tag`)).body.total).toBe(0)
  })

  it("filters by year, in India's calendar", async () => {
    expect(idsOf((await get(`q=${WORD}&year=${YEAR}`)).body)).toEqual([ids.app, ids.pay])
    expect(idsOf((await get(`year=${YEAR + 1}&tag=${tags.leave}`)).body)).toEqual([ids.leave])
    expect((await get(`q=${WORD}&year=${YEAR + 2}`)).body.total).toBe(0)
  })

  it('pages through the list', async () => {
    const first = (await get(`q=${WORD}&limit=2`)).body
    expect(first).toMatchObject({ total: 3, page: 1, totalPages: 2 })
    expect(idsOf(first)).toEqual([ids.leave, ids.app])
    const second = (await get(`q=${WORD}&limit=2&page=2`)).body
    expect(second).toMatchObject({ total: 3, page: 2, totalPages: 2 })
    expect(idsOf(second)).toEqual([ids.pay])
    expect((await get(`q=${WORD}&limit=2&page=3`)).body).toMatchObject({ items: [], total: 3, page: 3 })
  })
})

describe('GET /api/circulars: language', () => {
  it('answers in Hindi for ?lang=hi and for Accept-Language: hi, English otherwise', async () => {
    for (const { body } of [await get(`q=${WORD}&lang=hi`), await get(`q=${WORD}`, HINDI)]) {
      const pay = body.items.find((i) => i.id === ids.pay)!
      expect(pay).toMatchObject({
        title: 'सामुदायिक स्वास्थ्य अधिकारियों का संशोधित मानदेय',
        office: 'राज्य स्वास्थ्य समिति, उत्तर प्रदेश',
        tags: [{ slug: tags.honorarium, name: 'मानदेय' }],
      })
      expect(pay.summary).toContain(HINDI_WORD)
    }
    const english = (await get(`q=${WORD}&lang=en`, HINDI)).body.items.find((i) => i.id === ids.pay)!
    expect(english.title).toBe(`Revised honorarium of Community Health Officers ${WORD}`)
  })

  it('shows the English of a field left empty in Hindi', async () => {
    const app = (await get(`q=${WORD}&lang=hi`)).body.items.find((i) => i.id === ids.app)!
    expect(app.title).toBe(`Attendance through the app ${WORD}`)
    expect(app.summary).toBe('Mark attendance in the app at the centre.')
  })
})

describe('GET /api/circulars: bad queries', () => {
  it.each([
    ['year=abc', CIRCULAR_MESSAGES.year.en],
    ['year=3000', CIRCULAR_MESSAGES.year.en],
    ['page=0', CIRCULAR_MESSAGES.page.en],
    ['page=-1', CIRCULAR_MESSAGES.page.en],
    ['limit=500', CIRCULAR_MESSAGES.limit.en],
    ['limit=1.5', CIRCULAR_MESSAGES.limit.en],
    ['tag=Bad%20Tag!', CIRCULAR_MESSAGES.tag.en],
    [`q=${'a'.repeat(201)}`, CIRCULAR_MESSAGES.queryTooLong.en],
    ['lang=fr', CIRCULAR_MESSAGES.lang.en],
  ])('%s → 400 with a clear message', async (query, message) => {
    const { status, body } = await get(query)
    expect(status).toBe(400)
    expect(body).toEqual({ message })
  })

  it('says it in Hindi when asked', async () => {
    expect((await get('year=abc', HINDI)).body).toEqual({ message: 'वर्ष 1950 से 2100 के बीच की संख्या होना चाहिए।' })
    expect((await get('page=0&lang=hi')).body).toEqual({ message: 'पृष्ठ 1 से 1000 के बीच की पूर्ण संख्या होना चाहिए।' })
  })
})

describe('circulars through /cms-api', () => {
  // The page cache's version of the circulars tag (src/platform/cache/revalidate.ts): a change must expire it on every instance.
  const cacheVersion = async () => {
    const { drizzleOf, rows, sql } = await import('../../../src/platform/db/sql')
    const [row] = await rows(drizzleOf(payload), sql`SELECT coalesce(max(id), 0)::int AS v FROM cache_tag_changes WHERE tag = 'circulars'`)
    return Number(row.v)
  }
  const circular = (number: string) => ({
    number,
    date: `${YEAR + 3}-02-02T06:30:00.000Z`,
    officeEn: 'NHM UP',
    titleEn: `Matrix ${WORD}`,
    summaryEn: 'One paragraph.',
  })

  it.each(['editor', 'admin'] as const)(
    "an %s creates, updates and deletes a circular: found by search, and the pages' cache expired, at once",
    async (role) => {
      const { token } = await userWithToken(payload, role)
      const number = `CMS/${role}/${unique()}`
      let version = await cacheVersion()
      const expired = async () => {
        const now = await cacheVersion()
        expect(now).toBeGreaterThan(version)
        version = now
      }
      const created = await cmsApi('POST', 'circulars', { token, body: circular(number) })
      expect(created.status, await created.clone().text()).toBe(201)
      await expired()
      const { doc } = (await created.json()) as { doc: { id: number } }
      expect(idsOf((await get(`q=${encodeURIComponent(number)}`)).body)).toEqual([doc.id])

      const updated = await cmsApi('PATCH', `circulars/${doc.id}`, { token, body: { titleHi: `बदला गया ${HINDI_WORD}क` } })
      expect(updated.status).toBe(200)
      await expired()
      expect(idsOf((await get(`q=${encodeURIComponent(`${HINDI_WORD}क`)}`)).body)).toEqual([doc.id])

      expect((await cmsApi('DELETE', `circulars/${doc.id}`, { token })).status).toBe(200)
      await expired()
      expect((await get(`q=${encodeURIComponent(number)}`)).body.total).toBe(0)

      // A subject renamed changes the lists too.
      const tag = await cmsApi('POST', 'circular-tags', { token, body: { slug: `t-${unique()}`, nameEn: 'Pension', nameHi: 'पेंशन' } })
      expect(tag.status).toBe(201)
      await expired()
    },
  )

  it.each(['member', 'anonymous'] as const)('%s: may read circulars, not create, update or delete them', async (caller) => {
    const token = caller === 'member' ? (await userWithToken(payload, 'member')).token : undefined
    const refused = (status: number) => expect([401, 403]).toContain(status)
    const read = await cmsApi('GET', `circulars/${ids.pay}?depth=0`, { token })
    expect(read.status).toBe(200)
    refused((await cmsApi('POST', 'circulars', { token, body: circular(`CMS/${caller}/${unique()}`) })).status)
    refused((await cmsApi('PATCH', `circulars/${ids.pay}`, { token, body: { titleEn: 'Changed' } })).status)
    refused((await cmsApi('DELETE', `circulars/${ids.pay}`, { token })).status)
    refused((await cmsApi('POST', 'circular-tags', { token, body: { slug: `x-${unique()}`, nameEn: 'X', nameHi: 'क' } })).status)
    const stored = await payload.findByID({ collection: 'circulars', id: ids.pay, depth: 0 })
    expect(stored.titleEn).toBe(`Revised honorarium of Community Health Officers ${WORD}`)
  })

  it('refuses a tag slug that cannot be an address', async () => {
    const { token } = await userWithToken(payload, 'editor')
    const res = await cmsApi('POST', 'circular-tags', { token, body: { slug: 'Bad Tag', nameEn: 'Bad', nameHi: 'खराब' } })
    expect(res.status).toBe(400)
  })
})
