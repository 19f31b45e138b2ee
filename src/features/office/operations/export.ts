import type { Payload } from 'payload'

import { csvRow, UTF8_BOM } from '@/features/office/rules/csv'
import { MEMBERSHIP_TIME_ZONE, membershipYear } from '@/features/membership/client'
import { log } from '@/platform/log'
import type { AuthUser } from '../../../platform/http/guards'
import { drizzleOf, rows, sql, type Row } from '../../../platform/db/sql'
import { districtSql, type OfficeScope } from '../../../platform/http/office'
import { logAccess } from '@/features/privacy'

/**
 * The office's CSV exports, streamed: GET /api/admin/users/export (every
 * member's profile and this year's membership) and GET /api/admin/members/export
 * (the register's filtered list, src/features/office/operations/register/export-register.ts). Members are read in keyset-paginated batches (one
 * SQL query per batch, joined with this year's memberships), and the next batch
 * is read only when the client has taken the previous one, so 100,000 members
 * take no more memory than 100. Each export is on record in `user-exports`.
 */

export const EXPORT_BATCH_SIZE = 500

const COLUMNS: readonly [header: string, column: string][] = [
  ['User ID', 'id'],
  ['Name', 'name'],
  ['Gender', 'gender'],
  ['Email', 'email'],
  ['EHRMS', 'ehrms'],
  ['Phone', 'phone'],
  ['Date of Birth', 'dob'],
  ['Block', 'block'],
  ['District', 'district'],
  ['Designation', 'designation'],
  ['Joining Date', 'joining_date'],
  ['Ayushman Arogya Mandir', 'ayushman'],
  ['Registered On', 'registered_on'],
  ['Membership Year', 'membership_year'],
  ['Membership Status', 'membership_status'],
  ['Membership ID', 'membership_id'],
  ['Membership Start Date', 'start_date'],
  ['Membership End Date', 'end_date'],
]

export const EXPORT_HEADERS = COLUMNS.map(([header]) => header)

/** Dates as the calendar day (and time) in India, where the members are. */
const day = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE '${MEMBERSHIP_TIME_ZONE}', 'YYYY-MM-DD')`)

/**
 * The members after id `after`, at most `limit`, each with this year's membership (or unpaid without one).
 * The batch of members is cut first and each then looks up its own membership (the unique index on
 * user and year), so a batch costs the same however many memberships there are, even before
 * PostgreSQL has statistics for a freshly imported table (a plain join then scanned every
 * membership of the year once per batch).
 */
function memberBatch(after: number, year: string, limit: number, scope: ReturnType<typeof districtSql>) {
  // Members and coordinators (CHOs too); a coordinator's export holds their districts only.
  return sql`
    SELECT u.id, u.name, u.gender::text AS gender, u.email, u.ehrms, u.phone, ${day('u.dob')} AS dob, u.block,
      u.district::text AS district, u.designation, ${day('u.joining_date')} AS joining_date, u.ayushman,
      ${sql.raw(`to_char(u.created_at AT TIME ZONE '${MEMBERSHIP_TIME_ZONE}', 'YYYY-MM-DD HH24:MI')`)} AS registered_on,
      ${year}::text AS membership_year, coalesce(m.status::text, 'unpaid') AS membership_status, m.membership_id,
      ${day('m.start_date')} AS start_date, ${day('m.end_date')} AS end_date
    FROM (SELECT * FROM users WHERE role IN ('member', 'coordinator') AND ${scope} AND id > ${after} ORDER BY id LIMIT ${limit}) u
    LEFT JOIN LATERAL (
      SELECT status, membership_id, start_date, end_date FROM memberships
      WHERE user_id = u.id AND membership_year = ${year}
      LIMIT 1 -- one at most (unique per user and year); also keeps PostgreSQL from turning this into a plain join
    ) m ON true
    ORDER BY u.id`
}

type Query = ReturnType<typeof sql>

/** A CSV export: its columns ([header, SQL column]) and its batches, keyset by `id` (ids above `after`, at most `limit`, by id). */
export type CsvExportSource = {
  columns: readonly (readonly [header: string, column: string])[]
  batch: (after: number, limit: number) => Query
  /** What the export was asked for (the register's filters), on record with it. */
  filters?: Record<string, unknown>
  /** How the log names it. */
  what: string
}

type ExportOptions = { requestId?: string; batchSize?: number }

/** GET /api/admin/users/export: every member with this year's membership (a coordinator: those of their districts). */
export function startMemberExport(payload: Payload, office: OfficeScope, options: ExportOptions = {}) {
  const year = membershipYear()
  const scope = districtSql(office, 'district')
  return startCsvExport(
    payload,
    office.user,
    { columns: COLUMNS, batch: (after, limit) => memberBatch(after, year, limit, scope), what: 'users' },
    options,
  )
}

/**
 * Records the export (not completed yet) and returns the CSV stream. When the
 * last row has been sent the record gets its row count and `completed`; an
 * export the client abandons keeps `completed: false` and the rows sent so far.
 */
export async function startCsvExport(
  payload: Payload,
  actor: AuthUser,
  source: CsvExportSource,
  { requestId, batchSize = EXPORT_BATCH_SIZE }: ExportOptions = {},
) {
  const db = drizzleOf(payload)
  const { columns, batch: batchQuery, what } = source
  const toCsv = (batch: Row[]) => batch.map((r) => csvRow(columns.map(([, column]) => r[column]))).join('')
  const filters = source.filters ? JSON.stringify(source.filters) : undefined
  const record = await payload.create({
    collection: 'user-exports',
    data: { exportedBy: actor.id, rowCount: 0, completed: false, filters },
    overrideAccess: true,
  })
  // On the access log too (kept a year, nobody may delete it), whoever asks for which export.
  await logAccess(payload, {
    actorId: actor.id,
    action: what === 'register' ? 'exported-register' : 'exported-members',
    details: { exportId: record.id, filters: source.filters },
  })
  const encoder = new TextEncoder()
  let after = 0
  let rowCount = 0
  let headerSent = false
  let finished = false

  const finish = async (completed: boolean) => {
    if (finished) return
    finished = true
    await payload.update({ collection: 'user-exports', id: record.id, data: { rowCount, completed }, overrideAccess: true })
    const fields = { requestId, userId: actor.id, exportId: record.id, rows: rowCount, filters }
    if (completed) log.info(fields, `${what} exported`)
    else log.warn(fields, `${what} export not completed`)
  }

  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!headerSent) {
            headerSent = true
            controller.enqueue(encoder.encode(UTF8_BOM + csvRow(columns.map(([header]) => header))))
            return
          }
          const batch = await rows(db, batchQuery(after, batchSize))
          if (finished) return // the client went away while the batch was read
          if (batch.length) {
            after = Number(batch[batch.length - 1].id)
            rowCount += batch.length
            controller.enqueue(encoder.encode(toCsv(batch)))
          }
          if (batch.length < batchSize) {
            // On record before the last byte leaves, so a finished download is always a completed export.
            await finish(true)
            controller.close()
          }
        } catch (err) {
          log.error(
            { requestId, userId: actor.id, exportId: record.id, rows: rowCount, error: err instanceof Error ? err.message : String(err) },
            `${what} export failed`,
          )
          await finish(false).catch(() => {})
          controller.error(new Error('export failed'))
        }
      },
      async cancel() {
        await finish(false)
      },
    },
    // One batch waits in the queue at most: the next is read only when the client has taken it.
    { highWaterMark: 1 },
  )
  return { stream, exportId: record.id }
}
