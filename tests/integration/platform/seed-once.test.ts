import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { news, videos } from '../../../src/runtime/seed/media-content'
import { useFreshDatabase } from '../../support/fresh-database'

/**
 * The demo seed runs once per database: the first start seeds it (however many
 * instances start together), later starts of any instance leave the content to
 * office staff. A database of its own, empty at the start (seed.test.ts covers a
 * database seeded before the marker existed).
 */
let payload: Payload
let prepare: () => Promise<string[]>
const COUNTED: CollectionSlug[] = ['users', 'memberships', 'news', 'photos', 'videos', 'images', 'gallery-images', 'documents']
const counts = async () =>
  Object.fromEntries(await Promise.all(COUNTED.map(async (c) => [c, (await payload.count({ collection: c })).totalDocs])))
const titled = async (collection: 'news' | 'videos', title: string) =>
  (await payload.count({ collection, where: { title: { equals: title } } })).totalDocs
const marker = async () => {
  const { drizzleOf, rows, sql } = await import('../../../src/platform/db/sql')
  return rows(drizzleOf(payload), sql`SELECT completed_at FROM demo_seed`)
}

let seededOnce: Record<string, number>

beforeAll(async () => {
  await useFreshDatabase('seed_once')
  const { testPayload } = await import('../../support/payload')
  const { getEnv } = await import('../../../src/platform/config/env')
  const { prepareDatabase } = await import('../../../src/runtime/prepare')
  payload = await testPayload()
  expect((payload.db.pool.options as { connectionString?: string }).connectionString).toMatch(/_seed_once$/)
  // What `npm start` does before serving, with SEED_DEMO=true; the log tells which start seeded.
  prepare = async () => {
    const lines: string[] = []
    await prepareDatabase(payload, { ...getEnv(), seedDemo: true }, (line) => lines.push(line))
    return lines
  }
})

describe('the demo seed, once per database', () => {
  it('is seeded by exactly one of two instances starting together', async () => {
    const [a, b] = await Promise.all([prepare(), prepare()])
    const seeded = [a, b].filter((lines) => lines.some((l) => l.startsWith('demo content seeded')))
    expect(seeded).toHaveLength(1)
    seededOnce = await counts()
    expect(seededOnce.news).toBe(news.length)
    expect(seededOnce.videos).toBe(videos.length)
    expect(await marker()).toEqual([{ completed_at: expect.anything() }])
  })

  it('leaves a demo item office staff deleted deleted on the next start of any instance', async () => {
    await payload.delete({ collection: 'news', where: { title: { equals: news[1].title } } })
    await payload.delete({ collection: 'videos', where: { title: { equals: videos[0].title } } })
    const afterDelete = await counts()
    expect(afterDelete.news).toBe(seededOnce.news - 1)

    const starts = [await prepare(), ...(await Promise.all([prepare(), prepare()]))]
    expect(starts.flat().filter((line) => /seed/.test(line))).toEqual([])
    expect(await counts()).toEqual(afterDelete)
    expect(await titled('news', news[1].title)).toBe(0)
    expect(await titled('videos', videos[0].title)).toBe(0)
  })

  it('finishes a seed whose start died half-way, without doubling what it had made', async () => {
    const { drizzleOf, rows, sql } = await import('../../../src/platform/db/sql')
    const { seedDemoOnce } = await import('../../../src/runtime/seed/once')
    // The marker as a start leaves it that dies mid-seed: begun, never completed.
    await rows(drizzleOf(payload), sql`UPDATE demo_seed SET completed_at = NULL`)
    expect(await seedDemoOnce(payload, () => {})).toBe('resumed')
    expect(await counts()).toEqual(seededOnce)
    expect(await titled('news', news[1].title)).toBe(1)
    expect(await marker()).toEqual([{ completed_at: expect.anything() }])
  })
})
