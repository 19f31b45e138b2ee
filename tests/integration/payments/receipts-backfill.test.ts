import type { Migration, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { useFreshDatabase } from '../../support/fresh-database'

/**
 * The receipt_numbers migration on a database that already holds
 * payments: every captured payment gets a number in created order, per
 * calendar year in India, after the numbers a year already has; a duplicate
 * capture (to refund) and an unpaid order get none.
 */
let payload: Payload
let exec: (query: string) => Promise<Record<string, unknown>[]>

const payment = (id: number, status: string, createdAt: string, extra = '') =>
  exec(`INSERT INTO payments (id, provider_order_id, provider_payment_id, user_id, membership_year, amount, currency, status, created_at, updated_at${extra ? ', receipt_number' : ''})
    VALUES (${id}, 'order_bf_${id}', 'pay_bf_${id}', 7001, '2025', 10000, 'INR', '${status}', '${createdAt}', '${createdAt}'${extra ? `, '${extra}'` : ''})`)

beforeAll(async () => {
  await useFreshDatabase('receipts_backfill')
  const { getPayload } = await import('payload')
  const config = (await import('../../../payload.config')).default
  const { migrations } = await import('../../../migrations')
  payload = await getPayload({ config })
  const all = migrations as unknown as Migration[]
  const at = all.findIndex((m) => m.name.endsWith('_receipt_numbers'))
  expect(at).toBeGreaterThan(0)
  exec = async (query) => (await payload.db.pool.query(query)).rows

  await payload.db.migrate({ migrations: all.slice(0, at) })
  await exec(
    `INSERT INTO users (id, email, name, role, updated_at, created_at) VALUES (7001, 'old.member@example.org', 'Old Member', 'member', now(), now())`,
  )
  await payment(1, 'captured', '2025-06-01T05:00:00Z')
  await payment(2, 'captured', '2025-12-31T18:15:00Z') // 23:45 on 31 December in India: 2025
  await payment(3, 'captured', '2025-12-31T18:45:00Z') // 00:15 on 1 January in India: 2026
  await payment(4, 'captured', '2026-03-01T05:00:00Z')
  await payment(5, 'created', '2026-03-02T05:00:00Z') // never paid
  await payment(6, 'captured', '2026-03-03T05:00:00Z') // a double charge, to refund
  await exec(`INSERT INTO payment_duplicates (provider_payment_id, provider_order_id, user_id, membership_year, amount, currency, reason)
    VALUES ('pay_bf_6', 'order_bf_6', 7001, '2025', 10000, 'INR', 'year-already-paid')`)
  await payment(7, 'captured', '2026-01-05T05:00:00Z', 'RCPT-2026-000007') // already numbered: kept, and counted after

  await payload.db.migrate({ migrations: all })
})

describe('the receipt_numbers migration', () => {
  it('numbers captured payments in created order per Indian calendar year, after the existing ones', async () => {
    const found = await exec(`SELECT id, receipt_number FROM payments WHERE id BETWEEN 1 AND 7 ORDER BY id`)
    expect(found.map((r) => [r.id, r.receipt_number])).toEqual([
      [1, 'RCPT-2025-000001'],
      [2, 'RCPT-2025-000002'],
      [3, 'RCPT-2026-000008'],
      [4, 'RCPT-2026-000009'],
      [5, null],
      [6, null],
      [7, 'RCPT-2026-000007'],
    ])
  })

  it('gives each numbered payment its date received (the capture)', async () => {
    const [row] = await exec(`SELECT received_on = created_at AS same FROM payments WHERE id = 3`)
    expect(row.same).toBe(true)
  })

  it('going down leaves the numbers (members may already hold them)', async () => {
    const { migrations } = await import('../../../migrations')
    const migration = (migrations as unknown as Migration[]).find((m) => m.name.endsWith('_receipt_numbers'))!
    await migration.down({ payload } as never)
    expect(await exec(`SELECT count(*)::int AS n FROM payments WHERE receipt_number IS NOT NULL`)).toEqual([{ n: 5 }])
  })
})
