import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFER_NOTICE_VERSION } from '../../../src/features/privacy/hooks/notice-version'
import { cmsApi, userWithToken } from '../../support/cms-api'
import { testPayload, unique } from '../../support/payload'

/**
 * Drafts and versions are staff only, on Payload's REST API at /cms-api: every collection
 * and global with versions × anonymous, member, editor, admin × a draft read (`?draft=true`), a draft
 * list, the versions list and one version. Before, an anonymous visitor read an admin's unpublished
 * news draft with `?draft=true` and a member listed every version. And the /versions routes of a
 * collection or global without versions answer 404 to everyone (they were a 500 to anyone signed in).
 */
type Caller = 'anonymous' | 'member' | 'editor' | 'admin'
const CALLERS: Caller[] = ['anonymous', 'member', 'editor', 'admin']
const isStaff = (caller: Caller) => caller === 'editor' || caller === 'admin'

let payload: Payload
const tokens: Partial<Record<Caller, string>> = {}
const SECRET = 'UNPUBLISHED'

// Every collection with versions, and the data of a valid document with `text` as its title.
const VERSIONED_COLLECTIONS: Record<string, (text: string) => Record<string, unknown>> = {
  news: (title) => ({ title, content: 'Drafts test', date: new Date().toISOString() }),
}
// Every global with versions, and a required text field of it.
const VERSIONED_GLOBALS: Record<string, string> = {
  'site-settings': 'siteName',
  'home-page': 'heroHeadline',
  'about-page': 'title',
  'mission-vision': 'title',
  'privacy-policy': 'title',
  leaders: 'title',
  'contact-details': 'title',
}

type Made = { published: number; draftOnly: number; version: string | number; publishedText: string }
const made: Record<string, Made> = {}
const globalsMade: Record<string, { version: string | number; publishedText: string; before: unknown }> = {}

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ['member', 'editor', 'admin'] as const) tokens[role] = (await userWithToken(payload, role)).token
  for (const [slug, data] of Object.entries(VERSIONED_COLLECTIONS)) {
    const collection = slug as CollectionSlug
    const publishedText = `Published ${unique()}`
    const published = await payload.create({ collection, data: { ...data(publishedText), _status: 'published' } as never })
    // An admin's later draft of the published document, and a document never published.
    await payload.update({
      collection,
      id: published.id,
      draft: true,
      data: { ...data(`${SECRET} draft of ${unique()}`), _status: 'draft' } as never,
    })
    const draftOnly = await payload.create({
      collection,
      draft: true,
      data: { ...data(`${SECRET} new ${unique()}`), _status: 'draft' } as never,
    })
    const { docs } = await payload.findVersions({ collection, where: { parent: { equals: published.id } }, sort: '-updatedAt', limit: 1 })
    made[slug] = { published: published.id as number, draftOnly: draftOnly.id as number, version: docs[0].id, publishedText }
  }
  for (const [slug, field] of Object.entries(VERSIONED_GLOBALS)) {
    const global = slug as GlobalSlug
    const before = (await payload.findGlobal({ slug: global, depth: 0 })) as unknown as Record<string, unknown>
    const publishedText = typeof before[field] === 'string' && before[field] ? (before[field] as string) : 'Set by the drafts test'
    // No new privacy notice version: these are the same texts (src/features/privacy/hooks/notice-version.ts).
    await payload.updateGlobal({
      slug: global,
      data: { [field]: publishedText, _status: 'published' } as never,
      context: { ...DEFER_NOTICE_VERSION },
    })
    await payload.updateGlobal({ slug: global, draft: true, data: { [field]: `${SECRET} ${unique()}`, _status: 'draft' } as never })
    const { docs } = await payload.findGlobalVersions({ slug: global, sort: '-updatedAt', limit: 1 })
    globalsMade[slug] = { version: docs[0].id, publishedText, before: before[field] }
  }
}, 300_000)

afterAll(async () => {
  for (const [slug, m] of Object.entries(made)) {
    for (const id of [m.published, m.draftOnly]) await payload.delete({ collection: slug as CollectionSlug, id }).catch(() => undefined)
  }
  // Published again as it was: the test's draft is no longer the newest.
  for (const [slug, field] of Object.entries(VERSIONED_GLOBALS)) {
    await payload
      .updateGlobal({
        slug: slug as GlobalSlug,
        data: { [field]: globalsMade[slug]?.publishedText, _status: 'published' } as never,
        context: { ...DEFER_NOTICE_VERSION },
      })
      .catch(() => undefined)
  }
})

it('the tables above name every collection and global with versions', async () => {
  expect(
    payload.config.collections
      .filter((c) => c.versions)
      .map((c) => c.slug)
      .sort(),
  ).toEqual(Object.keys(VERSIONED_COLLECTIONS).sort())
  expect(
    payload.config.globals
      .filter((g) => g.versions)
      .map((g) => g.slug)
      .sort(),
  ).toEqual(Object.keys(VERSIONED_GLOBALS).sort())
})

const get = (caller: Caller, path: string) => cmsApi('GET', path, { token: tokens[caller] })

describe.each(Object.keys(VERSIONED_COLLECTIONS).flatMap((slug) => CALLERS.map((caller) => [slug, caller] as const)))(
  '/cms-api/%s as %s',
  (slug, caller) => {
    const staff = isStaff(caller)

    it(`draft read: ${staff ? 'the draft' : 'the published document only'}`, async () => {
      const m = made[slug]
      const published = await get(caller, `${slug}/${m.published}?draft=true&depth=0`)
      const text = await published.text()
      expect(published.status, text).toBe(200)
      if (staff) expect(text).toContain(SECRET)
      else expect(text).not.toContain(SECRET)
      if (!staff) expect(text).toContain(m.publishedText)
      const draftOnly = await get(caller, `${slug}/${m.draftOnly}?draft=true&depth=0`)
      const body = await draftOnly.text()
      if (staff) expect(draftOnly.status, body).toBe(200)
      else {
        expect(draftOnly.status, body).toBe(404)
        expect(body).not.toContain(SECRET)
      }
    })

    it(`draft list and list: ${staff ? 'drafts' : 'published documents only'}`, async () => {
      const m = made[slug]
      for (const draft of ['&draft=true', '']) {
        const res = await get(caller, `${slug}?depth=0&limit=100&where[id][in]=${m.published},${m.draftOnly}${draft}`)
        const text = await res.text()
        expect(res.status, text).toBe(200)
        if (staff) expect(text).toContain(SECRET)
        else expect(text).not.toContain(SECRET)
      }
    })

    it(`versions list: ${staff ? 200 : 403}`, async () => {
      const res = await get(caller, `${slug}/versions?depth=0&where[parent][equals]=${made[slug].published}`)
      const text = await res.text()
      expect(res.status, text).toBe(staff ? 200 : 403)
      if (staff) expect(text).toContain(SECRET)
      else expect(text).not.toContain(SECRET)
    })

    it(`version read: ${staff ? 200 : 403}`, async () => {
      const res = await get(caller, `${slug}/versions/${made[slug].version}?depth=0`)
      const text = await res.text()
      expect(res.status, text).toBe(staff ? 200 : 403)
      if (!staff) expect(text).not.toContain(SECRET)
    })
  },
)

describe.each(Object.keys(VERSIONED_GLOBALS).flatMap((slug) => CALLERS.map((caller) => [slug, caller] as const)))(
  '/cms-api/globals/%s as %s',
  (slug, caller) => {
    const staff = isStaff(caller)

    it(`draft read: ${staff ? 'the draft' : 'the published text only'}`, async () => {
      for (const query of ['?draft=true&depth=0', '?draft=true&depth=0&locale=all', '?depth=0']) {
        const res = await get(caller, `globals/${slug}${query}`)
        const text = await res.text()
        expect(res.status, text).toBe(200)
        if (staff && query.startsWith('?draft')) expect(text).toContain(SECRET)
        else expect(text).not.toContain(SECRET)
      }
    })

    it(`versions list: ${staff ? 200 : 403}`, async () => {
      const res = await get(caller, `globals/${slug}/versions?depth=0&limit=5`)
      const text = await res.text()
      expect(res.status, text).toBe(staff ? 200 : 403)
      if (staff) expect(text).toContain(SECRET)
      else expect(text).not.toContain(SECRET)
    })

    it(`version read: ${staff ? 200 : 403}`, async () => {
      const res = await get(caller, `globals/${slug}/versions/${globalsMade[slug].version}?depth=0`)
      const text = await res.text()
      expect(res.status, text).toBe(staff ? 200 : 403)
      if (!staff) expect(text).not.toContain(SECRET)
    })
  },
)

// ---- Collections and globals without versions: their /versions routes are no routes ----------------

describe('/versions of a collection or global without versions', () => {
  it.each(CALLERS)('answers 404 to %s, never 5xx, and restores nothing', async (caller) => {
    // payload-preferences/:key is a preference's own route: /payload-preferences/versions is a key named 'versions'.
    const collections = payload.config.collections.filter((c) => !c.versions && c.slug !== 'payload-preferences').map((c) => c.slug)
    const globals = payload.config.globals.filter((g) => !g.versions).map((g) => g.slug)
    expect(collections).toContain('photos')
    expect(globals).toContain('renewal-settings')
    const answers: string[] = []
    for (const base of [...collections.map((s) => s as string), ...globals.map((s) => `globals/${s}`)]) {
      for (const [method, path] of [
        ['GET', `${base}/versions`],
        ['GET', `${base}/versions?where[parent][equals]=1`],
        ['GET', `${base}/versions/1`],
        ['POST', `${base}/versions/1`],
      ] as const) {
        const res = await cmsApi(method, path, { token: tokens[caller] })
        answers.push(`${method} ${path} ${res.status}`)
      }
    }
    expect(answers.filter((a) => !a.endsWith(' 404'))).toEqual([])
  })
})
