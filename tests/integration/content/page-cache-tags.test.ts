import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import PageCacheHandler, { pageCacheStarted, stopPageCache } from '../../../src/runtime/next-cache-handler'
import { publishTags } from '../../../src/platform/cache/publish'
import { LISTENER_NAME, TagListener } from '../../../src/platform/cache/tag-listener'
import { drizzleOf } from '../../../src/platform/db/sql'
import { testPayload } from '../../support/payload'
import { transaction } from '../../../src/platform/db/transaction'

/**
 * The page cache's shared half on a real PostgreSQL: tag versions and NOTIFY, heard by
 * listeners that stand in for other instances (one process here, several in production).
 */
let payload: Payload
const databaseUrl = () => process.env.DATABASE_URL as string
const listeners: TagListener[] = []
const silent = { info: () => {}, warn: () => {} }

beforeAll(async () => {
  payload = await testPayload()
})
afterEach(async () => {
  await Promise.all(listeners.splice(0).map((l) => l.stop()))
})
afterAll(async () => {
  await stopPageCache()
})

async function waitFor(check: () => boolean, timeoutMs = 1000): Promise<number> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 5))
  }
  return Date.now() - started
}

/** A listener as another instance runs it, recording what it expires. */
async function instance(options: { retryMs?: { first: number; last: number }; log?: typeof silent } = {}) {
  const expired: string[] = []
  let resets = 0
  const listener = new TagListener({
    connectionString: databaseUrl(),
    onExpire: (tags) => expired.push(...tags),
    onReset: () => resets++,
    log: silent,
    ...options,
  })
  listeners.push(listener)
  await listener.start()
  return { listener, expired, resets: () => resets }
}

async function terminateListeners() {
  const admin = new pg.Client({ connectionString: databaseUrl() })
  await admin.connect()
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [LISTENER_NAME])
  await admin.end()
}

describe('page cache tags shared through PostgreSQL', () => {
  it('expires on every instance what any writer changes through Payload, outside any Next request', async () => {
    const b = await instance()
    expect(b.listener.connected).toBe(true)
    expect(b.resets()).toBe(1)
    const news = await payload.create({
      collection: 'news',
      data: { title: 'Heard everywhere', content: 'x', date: new Date().toISOString() },
    })
    const ms = await waitFor(() => b.expired.includes('news'))
    expect(ms).toBeLessThan(1000)
    b.expired.length = 0
    await payload.delete({ collection: 'news', id: news.id })
    await waitFor(() => b.expired.includes('news'))
    await payload.updateGlobal({ slug: 'home-page', data: { heroHeadline: 'Changed on A' } })
    await waitFor(() => b.expired.includes('global:home-page'))
  })

  it('announces a change at its commit, and a rolled-back change never', async () => {
    const b = await instance()
    await transaction(payload, async (tx) => {
      await publishTags(tx, ['videos'])
      await new Promise((r) => setTimeout(r, 200))
      expect(b.expired).not.toContain('videos') // not yet committed: other instances must not refetch old data
    })
    await waitFor(() => b.expired.includes('videos'))
    await expect(
      transaction(payload, async (tx) => {
        await publishTags(tx, ['photos'])
        throw new Error('the change fails')
      }),
    ).rejects.toThrow('the change fails')
    await new Promise((r) => setTimeout(r, 300))
    expect(b.expired).not.toContain('photos')
  })

  it('lets concurrent changes of one tag commit without waiting for each other', async () => {
    const b = await instance()
    let release!: () => void
    const open = transaction(payload, async (tx) => {
      await publishTags(tx, ['news'])
      await new Promise<void>((r) => (release = r)) // a slow change, still open
    })
    const other = transaction(payload, (tx) => publishTags(tx, ['news']))
    const settled = await Promise.race([other.then(() => 'committed'), new Promise((r) => setTimeout(() => r('blocked'), 1000))])
    release()
    await open
    expect(settled).toBe('committed')
    await waitFor(() => b.expired.filter((t) => t === 'news').length >= 1)
  })

  it('after a dropped connection, reconnects and expires what changed while it was away', async () => {
    const warnings: string[] = []
    const b = await instance({
      retryMs: { first: 800, last: 800 },
      log: { info: () => {}, warn: (_f: unknown, msg?: string) => void warnings.push(String(msg)) } as typeof silent,
    })
    await terminateListeners()
    await waitFor(() => !b.listener.connected)
    await publishTags(drizzleOf(payload), ['files']) // nobody is listening on b's behalf now
    await new Promise((r) => setTimeout(r, 100))
    expect(b.expired).not.toContain('files')
    await waitFor(() => b.listener.connected, 3000)
    await waitFor(() => b.expired.includes('files'))
    expect(b.resets()).toBe(1) // it knew the versions before: only what changed goes
    expect(warnings.some((w) => w.includes('lost the tag channel'))).toBe(true)
  })

  it('keeps going without PostgreSQL: starting, publishing and stopping never throw', async () => {
    const b = new TagListener({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      onExpire: () => {},
      onReset: () => {},
      log: silent,
      retryMs: { first: 50, last: 100 },
    })
    listeners.push(b)
    await expect(b.start()).resolves.toBeUndefined()
    expect(b.connected).toBe(false)
    await expect(b.publish(['news'])).resolves.toBeUndefined()
  })

  it('the cache handler serves its entries until any instance expires one of their tags, and publishes its own revalidateTag', async () => {
    const handler = new PageCacheHandler({ revalidatedTags: [], _requestHeaders: {} })
    const other = await instance()
    const ctx = { kind: 'FETCH', tags: ['news'], revalidate: 3600 } as const
    const value = { kind: 'FETCH', data: { headers: {}, body: '"list v1"', url: '' }, revalidate: 3600 } as const
    await pageCacheStarted() // its first connection forgets every entry: it cannot know what it missed
    expect(await handler.get('k', ctx as never)).toBeNull()
    await handler.set('k', value as never, { fetchCache: true, tags: ['news'] })
    expect((await handler.get('k', ctx as never))?.value).toEqual(value)
    await publishTags(drizzleOf(payload), ['news']) // another instance's change
    const started = Date.now()
    while ((await handler.get('k', ctx as never)) !== null) {
      if (Date.now() - started > 1000) throw new Error('still served after 1 s')
      await new Promise((r) => setTimeout(r, 5))
    }
    await handler.revalidateTag('photos')
    await waitFor(() => other.expired.includes('photos'))
  })
})
