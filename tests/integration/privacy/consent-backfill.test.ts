import type { Migration, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { useFreshDatabase } from '../../support/fresh-database'

/**
 * The privacy_duties migration on a database that already holds
 * members: each member gets a backfilled 'membership' grant dated their
 * registration, in their language; office accounts get none; version 1 of
 * the notice is made from the published policy.
 */
let payload: Payload
let exec: (query: string) => Promise<Record<string, unknown>[]>

beforeAll(async () => {
  await useFreshDatabase('consent_backfill')
  const { getPayload } = await import('payload')
  const config = (await import('../../../payload.config')).default
  const { migrations } = await import('../../../migrations')
  payload = await getPayload({ config })
  const all = migrations as unknown as Migration[]
  const at = all.findIndex((m) => m.name.endsWith('_privacy_duties'))
  expect(at).toBeGreaterThan(0)
  exec = async (query) => (await payload.db.pool.query(query)).rows

  await payload.db.migrate({ migrations: all.slice(0, at) })
  await exec(`INSERT INTO users (id, email, name, role, district, preferred_language, updated_at, created_at) VALUES
    (8101, 'old.member@example.org', 'Old Member', 'member', 'Lucknow', 'hi', now(), '2025-03-04T05:06:07Z'),
    (8102, 'old.admin@example.org', 'Old Admin', 'admin', 'Lucknow', 'en', now(), '2025-01-01T00:00:00Z')`)
  await payload.db.migrate({ migrations: all })
})

describe('the privacy_duties migration', () => {
  it("gives each existing member a backfilled 'membership' grant dated their registration", async () => {
    const rows = await exec(
      `SELECT member_id::int AS member_id, purpose, action, notice_version::int AS notice_version, language, channel, backfilled, created_at FROM consents ORDER BY member_id`,
    )
    expect(rows).toEqual([
      {
        member_id: 8101,
        purpose: 'membership',
        action: 'granted',
        notice_version: 0,
        language: 'hi',
        channel: 'backfill',
        backfilled: true,
        created_at: new Date('2025-03-04T05:06:07Z'),
      },
    ])
  })

  it('makes version 1 of the notice', async () => {
    const rows = await exec(`SELECT version::int AS version FROM notice_versions`)
    expect(rows).toEqual([{ version: 1 }])
  })

  it('installs the append-only guard', async () => {
    await expect(exec(`DELETE FROM consents`)).rejects.toThrow(/append-only/)
  })
})
