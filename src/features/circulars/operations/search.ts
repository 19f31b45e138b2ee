import type { Payload } from 'payload'

import type { CircularSearch } from '../rules/circulars'
import type { Circular } from '../../../payload-types'
import { drizzleOf, rows, sql } from '../../../platform/db/sql'
import { prefixQuery } from './prefix-query'

/**
 * The library's search: PostgreSQL full-text over the generated `search` column
 * (migrations/20261126_141005_circulars.ts), filtered by subject tag and year,
 * newest first, one page at a time. SQL picks and counts the ids (the Local API
 * has no full-text search); the Local API then reads that page's circulars, so
 * the documents, their tags and the PDF's URL are exactly what Payload serves.
 * Not cached: every query is different, and the GIN index answers in
 * milliseconds, so a new circular is found the moment it is saved.
 */

export type CircularPage = { docs: Circular[]; total: number; page: number; totalPages: number; limit: number }

// A year of the orders' dates in India, where they are issued.
const yearStart = (year: number) => `${year}-01-01T00:00:00+05:30`

function conditions({ q, tag, year }: Pick<CircularSearch, 'q' | 'tag' | 'year'>) {
  const parts = [sql`true`]
  const words = prefixQuery(q)
  if (words) parts.push(sql`c.search @@ to_tsquery('simple', ${words})`)
  if (tag) {
    parts.push(sql`EXISTS (SELECT 1 FROM circulars_rels r JOIN circular_tags t ON t.id = r.circular_tags_id
      WHERE r.parent_id = c.id AND r.path = 'tags' AND t.slug = ${tag})`)
  }
  if (year) parts.push(sql`c.date >= ${yearStart(year)}::timestamptz AND c.date < ${yearStart(year + 1)}::timestamptz`)
  return sql.join(parts, sql` AND `)
}

export async function searchCirculars(
  payload: Payload,
  search: Pick<CircularSearch, 'q' | 'tag' | 'year' | 'page' | 'limit'>,
): Promise<CircularPage> {
  const db = drizzleOf(payload)
  const where = conditions(search)
  const { page, limit } = search
  const [{ n }] = await rows(db, sql`SELECT count(*)::int AS n FROM circulars c WHERE ${where}`)
  const total = Number(n)
  const totalPages = Math.max(1, Math.ceil(total / limit))
  const found = total
    ? await rows(
        db,
        sql`SELECT c.id FROM circulars c WHERE ${where} ORDER BY c.date DESC, c.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      )
    : []
  const ids = found.map((r) => Number(r.id))
  if (!ids.length) return { docs: [], total, page, totalPages, limit }
  const { docs } = await payload.find({
    collection: 'circulars',
    where: { id: { in: ids } },
    depth: 1,
    limit: ids.length,
    pagination: false,
  })
  const byId = new Map(docs.map((d) => [d.id, d]))
  // A circular deleted between the two reads is simply left out.
  return { docs: ids.flatMap((id) => byId.get(id) ?? []), total, page, totalPages, limit }
}

/** The years that have circulars (in India's calendar), newest first: the year filter's choices. */
export async function circularYears(payload: Payload): Promise<number[]> {
  const found = await rows(
    drizzleOf(payload),
    sql`SELECT DISTINCT extract(year FROM date AT TIME ZONE 'Asia/Kolkata')::int AS year FROM circulars ORDER BY year DESC`,
  )
  return found.map((r) => Number(r.year))
}
