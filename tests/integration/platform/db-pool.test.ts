import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'

import config from '../../../payload.config'
import { testPayload } from '../../support/payload'

/**
 * Payload's postgres adapter (3.x) checked a client out of its pool while
 * connecting and never gave it back, so pool.end() never finished and every
 * stop of the site waited out a timeout per pool (src/platform/db/postgres-adapter.ts).
 * A Payload instance of its own, so ending its pool disturbs no other test.
 */
describe('the database pool', () => {
  it('holds no client once Payload has connected, and ends at once', async () => {
    await testPayload() // migrates the test database
    const payload = await getPayload({ config, key: 'db-pool-test' })
    const pool = payload.db.pool
    expect(pool.totalCount).toBeGreaterThan(0)
    expect(pool.totalCount - pool.idleCount).toBe(0)

    await payload.find({ collection: 'news', limit: 1 })
    expect(pool.totalCount - pool.idleCount).toBe(0)

    const started = Date.now()
    const ended = await Promise.race([pool.end().then(() => 'ended'), new Promise((r) => setTimeout(() => r('still waiting'), 2_000))])
    expect(ended).toBe('ended')
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
