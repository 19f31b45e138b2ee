import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { call } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { signIn, type Handler } from '../../support/admin-fixtures'

/**
 * Two office tabs (or a double tap) deleting the same item at once: one delete
 * wins, the others find nothing and answer 404 with the item's message, never a
 * 500 (a malformed-input run found parallel DELETEs of one id answering 500).
 * More requests than the pool has connections (DATABASE_POOL_MAX, 10): each waiting one
 * holds a connection, so the winner must finish on the one it holds, or all of them wait
 * out the pool's timeout.
 */
const AT_ONCE = 12
let payload: Payload
let admin: string
const item: Record<string, Record<string, Handler>> = {}

beforeAll(async () => {
  payload = await testPayload()
  item.news = withParams('/api/admin/news/[id]', await import('../../../src/app/api/admin/news/[id]/route')) as Record<string, Handler>
  item.photos = withParams('/api/admin/photos/[id]', await import('../../../src/app/api/admin/photos/[id]/route')) as Record<
    string,
    Handler
  >
  item.videos = withParams('/api/admin/videos/[id]', await import('../../../src/app/api/admin/videos/[id]/route')) as Record<
    string,
    Handler
  >
  admin = (await signIn(payload, 'admin')).token
})

const create = {
  news: async () =>
    (
      await payload.create({
        collection: 'news',
        data: { title: 'Twice deleted', content: 'x', date: new Date().toISOString() },
        overrideAccess: true,
      })
    ).id,
  videos: async () =>
    (
      await payload.create({
        collection: 'videos',
        data: { title: 'Twice deleted', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', uploadDate: new Date().toISOString() },
        overrideAccess: true,
      })
    ).id,
}

describe('deleting one item from several requests at once', () => {
  it.each(['news', 'videos'] as const)('%s: one 200, the rest 404, no 500', async (collection) => {
    const id = await create[collection]()
    const statuses = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        call(item[collection].DELETE, `/api/admin/${collection}/${id}`, { method: 'DELETE', token: admin }).then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s !== 200)).toEqual(Array(AT_ONCE - 1).fill(404))
  })
})
