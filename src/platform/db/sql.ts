import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * The only door to raw SQL. Conditional updates, row locks and advisory locks
 * are what make crediting and one-time tokens race-free, and keyset batches what
 * keeps the export small; the Local API has none of them. Everything else goes
 * through the Local API. Tables and columns are those of migrations/. Transactions: ./transaction.ts.
 */

type Query = ReturnType<typeof sql>
export type Row = Record<string, unknown>
export type Executor = { execute: (query: Query) => Promise<{ rows: Row[] }> }
type Drizzle = Executor & { transaction: <T>(fn: (tx: Executor) => Promise<T>) => Promise<T> }

/** Payload's own connection pool (the postgres adapter's drizzle instance). */
export const drizzleOf = (payload: Payload) => (payload.db as unknown as { drizzle: Drizzle }).drizzle

export async function rows(db: Executor, query: Query): Promise<Row[]> {
  return (await db.execute(query)).rows
}

export { sql }
