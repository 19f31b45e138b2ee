import type { Migration, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_CATEGORIES } from '../../../src/features/grievances/rules/grievances'
import { useFreshDatabase } from '../../support/fresh-database'

/**
 * The grievance_desk migration on a database that already holds
 * grievances: the default categories in both languages, and every old case made
 * a case like a new one — numbered in filing order per year in India, category
 * 'other', the member's district, due 21 days after filing, a 'filed' entry —
 * with the counter carrying on after the highest number.
 */
let payload: Payload
let exec: (query: string) => Promise<Record<string, unknown>[]>

const grievance = (id: number, status: string, createdAt: string) =>
  exec(`INSERT INTO grievances (id, user_id, subject, description, status, created_at, updated_at)
    VALUES (${id}, 7101, 'Old case ${id}', 'Filed before the desk', '${status}', '${createdAt}', '2026-02-01T00:00:00Z')`)

beforeAll(async () => {
  await useFreshDatabase('grievance_backfill')
  const { getPayload } = await import('payload')
  const config = (await import('../../../payload.config')).default
  const { migrations } = await import('../../../migrations')
  payload = await getPayload({ config })
  const all = migrations as unknown as Migration[]
  const at = all.findIndex((m) => m.name.endsWith('_grievance_desk'))
  expect(at).toBeGreaterThan(0)
  exec = async (query) => (await payload.db.pool.query(query)).rows

  await payload.db.migrate({ migrations: all.slice(0, at) })
  await exec(
    `INSERT INTO users (id, email, name, role, district, updated_at, created_at) VALUES (7101, 'old.griever@example.org', 'Old Griever', 'member', 'Lucknow', now(), now())`,
  )
  await grievance(1, 'pending', '2025-06-01T05:00:00Z')
  await grievance(2, 'resolved', '2025-12-31T18:45:00Z') // 00:15 on 1 January in India: 2026
  await grievance(3, 'in-progress', '2025-12-31T18:15:00Z') // 23:45 on 31 December in India: 2025
  await payload.db.migrate({ migrations: all })
})

describe('the grievance_desk migration', () => {
  it('seeds the default categories in English and Hindi, the harassment one sensitive', async () => {
    const rows = await exec(`SELECT c.key, c.sensitive, en.name AS en, hi.name AS hi FROM grievance_categories c
      JOIN grievance_categories_locales en ON en._parent_id = c.id AND en._locale = 'en'
      JOIN grievance_categories_locales hi ON hi._parent_id = c.id AND hi._locale = 'hi' ORDER BY c."order"`)
    expect(rows).toEqual(DEFAULT_CATEGORIES.map((c) => ({ key: c.key, sensitive: c.sensitive, en: c.en, hi: c.hi })))
  })

  it('numbers old cases in filing order per Indian calendar year and fills what a new case gets', async () => {
    const rows =
      await exec(`SELECT g.id, g.case_number, c.key, g.district, g.level, g.sensitive, g.due_at = g.created_at + interval '21 days' AS due21,
      g.resolved_at IS NOT NULL AS resolved FROM grievances g JOIN grievance_categories c ON c.id = g.category_id ORDER BY g.id`)
    expect(rows).toEqual([
      {
        id: 1,
        case_number: 'GRV-2025-000001',
        key: 'other',
        district: 'Lucknow',
        level: 'district',
        sensitive: false,
        due21: true,
        resolved: false,
      },
      {
        id: 2,
        case_number: 'GRV-2026-000001',
        key: 'other',
        district: 'Lucknow',
        level: 'district',
        sensitive: false,
        due21: true,
        resolved: true,
      },
      {
        id: 3,
        case_number: 'GRV-2025-000002',
        key: 'other',
        district: 'Lucknow',
        level: 'district',
        sensitive: false,
        due21: true,
        resolved: false,
      },
    ])
  })

  it("gives each old case its 'filed' entry at its filing time", async () => {
    const rows = await exec(`SELECT e.grievance_id, e.kind, e.internal, e.actor_id, e.created_at = g.created_at AS at_filing
      FROM grievance_events e JOIN grievances g ON g.id = e.grievance_id ORDER BY e.grievance_id`)
    expect(rows).toEqual([1, 2, 3].map((id) => ({ grievance_id: id, kind: 'filed', internal: false, actor_id: 7101, at_filing: true })))
  })

  it('carries the counter on: the next case of 2025 is number 3', async () => {
    const [r] = await exec(`INSERT INTO grievance_case_counters (year, last) VALUES ('2025', 1)
      ON CONFLICT (year) DO UPDATE SET last = grievance_case_counters.last + 1 RETURNING last`)
    expect(r.last).toBe(3)
  })
})
