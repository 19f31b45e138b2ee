import { createLocalReq, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as getNewsById } from '../../../src/app/api/news/[id]/route'
import { GET as getNews } from '../../../src/app/api/news/route'
import { createUser, testPayload, unique } from '../../support/payload'

/**
 * The content desk: drafts the public never sees, versions with
 * restore, and a news item scheduled for 9 a.m. that appears then and not
 * before (Payload's schedulePublish task on the jobs queue, with a set clock).
 */
let payload: Payload
const tag = unique()

const publicTitles = async () =>
  ((await (await getNews(new Request('http://localhost:3999/api/news'))).json()) as { title: string }[]).map((n) => n.title)
const publicItem = async (id: number) =>
  (await getNewsById(new Request(`http://localhost:3999/api/news/${id}`), { params: Promise.resolve({ id: String(id) }) })).status

beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('drafts', () => {
  it('a news item saved as a draft is not on the site, and is once published', async () => {
    const title = `Draft circular ${tag}`
    const doc = await payload.create({
      collection: 'news',
      draft: true,
      data: { title, content: 'Not yet.', date: '2033-01-01T00:00:00.000Z' },
    })
    expect(doc._status).toBe('draft')
    expect(await publicTitles()).not.toContain(title)
    expect(await publicItem(doc.id)).toBe(404)

    await payload.update({ collection: 'news', id: doc.id, data: { _status: 'published' } })
    expect(await publicTitles()).toContain(title)
    expect(await publicItem(doc.id)).toBe(200)
  })

  it('an autosaved draft of a published item leaves the site showing the published text', async () => {
    const doc = await payload.create({
      collection: 'news',
      data: { title: `Published ${tag}`, content: 'Live text.', date: '2033-01-02T00:00:00.000Z' },
    })
    expect(doc._status).toBe('published')
    await payload.update({ collection: 'news', id: doc.id, draft: true, autosave: true, data: { title: `Being edited ${tag}` } })
    const titles = await publicTitles()
    expect(titles).toContain(`Published ${tag}`)
    expect(titles).not.toContain(`Being edited ${tag}`)
    const draft = await payload.findByID({ collection: 'news', id: doc.id, draft: true })
    expect(draft.title).toBe(`Being edited ${tag}`)
  })

  it('a write that names no status publishes (the admin pages, the seed, scripts)', async () => {
    const doc = await payload.create({
      collection: 'news',
      data: { title: `Plain ${tag}`, content: 'x', date: '2033-01-03T00:00:00.000Z' },
    })
    expect(doc._status).toBe('published')
    const settings = await payload.updateGlobal({ slug: 'leaders', data: { title: `Our team ${tag}` } })
    expect(settings._status).toBe('published')
  })
})

describe('a draft changed without a status', () => {
  it('stays a draft (a typo fixed from the admin pages does not publish it)', async () => {
    const doc = await payload.create({
      collection: 'news',
      draft: true,
      data: { title: `Still a draft ${tag}`, content: 'x', date: '2033-01-05T00:00:00.000Z' },
    })
    const changed = await payload.update({ collection: 'news', id: doc.id, data: { content: 'Fixed typo' } })
    expect(changed._status).toBe('draft')
    expect(await publicItem(doc.id)).toBe(404)
  })
})

describe("the spec's admin media list", () => {
  it('lists what the site shows, not the CMS desk drafts', async () => {
    const { listNews } = await import('../../../src/features/content/operations/news')
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: { title: `Desk draft ${tag}`, content: 'x', date: '2033-01-06T00:00:00.000Z' },
    })
    const live = await payload.create({
      collection: 'news',
      data: { title: `Live item ${tag}`, content: 'x', date: '2033-01-06T00:00:00.000Z' },
    })
    const ids = (await listNews({ payload } as never)).map((n) => n.id)
    expect(ids).toContain(live.id)
    expect(ids).not.toContain(draft.id)
  })
})

describe('version history', () => {
  it('keeps each published version and restores an earlier one', async () => {
    const doc = await payload.create({
      collection: 'news',
      data: { title: `First wording ${tag}`, content: 'One.', date: '2033-01-04T00:00:00.000Z' },
    })
    await payload.update({ collection: 'news', id: doc.id, data: { title: `Second wording ${tag}` } })
    const { docs } = await payload.findVersions({ collection: 'news', where: { parent: { equals: doc.id } }, sort: 'createdAt' })
    expect(docs.map((v) => v.version.title)).toEqual([`First wording ${tag}`, `Second wording ${tag}`])

    await payload.restoreVersion({ collection: 'news', id: String(docs[0].id) })
    const restored = await payload.findByID({ collection: 'news', id: doc.id })
    expect(restored.title).toBe(`First wording ${tag}`)
    expect(await publicTitles()).toContain(`First wording ${tag}`)
  })

  it('keeps the versions of a page text too', async () => {
    await payload.updateGlobal({ slug: 'mission-vision', data: { title: `Vision A ${tag}` } })
    await payload.updateGlobal({ slug: 'mission-vision', data: { title: `Vision B ${tag}` } })
    const { docs } = await payload.findGlobalVersions({ slug: 'mission-vision', sort: '-createdAt', limit: 2 })
    expect(docs.map((v) => v.version.title)).toEqual([`Vision B ${tag}`, `Vision A ${tag}`])
  })
})

describe('scheduled publishing', () => {
  it('a news item set for 9 a.m. appears at 9 a.m. and not before', async () => {
    const { schedulePublishHandler } = await import('@payloadcms/ui/utilities/schedulePublishHandler')
    const editor = await createUser(payload, 'editor')
    const title = `Nine o'clock news ${tag}`
    const doc = await payload.create({
      collection: 'news',
      draft: true,
      data: { title, content: 'Goes out at nine.', date: '2033-02-01T00:00:00.000Z' },
    })
    const nine = new Date('2033-02-01T09:00:00+05:30')

    // As the CMS's "Schedule publish" drawer does it, for the editor signed in.
    const req = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload)
    const answer = await schedulePublishHandler({
      type: 'publish',
      date: nine,
      doc: { relationTo: 'news', value: String(doc.id) },
      req,
    } as never)
    expect(answer).toEqual({ message: 'Success' })

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(nine.getTime() - 60_000))
    await payload.jobs.run({ queue: 'default', overrideAccess: true })
    expect(await publicTitles()).not.toContain(title)

    vi.setSystemTime(new Date(nine.getTime() + 1000))
    await payload.jobs.run({ queue: 'default', overrideAccess: true })
    expect(await publicTitles()).toContain(title)
    expect((await payload.findByID({ collection: 'news', id: doc.id }))._status).toBe('published')
  })
})
