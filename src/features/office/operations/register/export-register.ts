import type { Payload } from 'payload'

import type { RegisterQuery } from '../../rules/register'
import type { AuthUser } from '../../../../platform/http/guards'
import { sql } from '../../../../platform/db/sql'
import { startCsvExport } from '../export'
import type { OfficeScope } from '../../../../platform/http/office'
import { registerContext, registerRows } from './query'

/**
 * GET /api/admin/members/export: the register's filtered list as CSV, through the
 * same streaming, keyset batches and formula guard as the export of all members
 * (../export.ts). The filters are on record with the export.
 */

export const REGISTER_EXPORT_COLUMNS = [
  ['Membership ID', 'membership_id'],
  ['Name', 'name'],
  ['Email', 'email'],
  ['Phone', 'phone'],
  ['EHRMS', 'ehrms'],
  ['District', 'district'],
  ['Block', 'block'],
  ['Ayushman Arogya Mandir', 'ayushman'],
  ['Membership Year', 'membership_year'],
  ['Status', 'status'],
] as const

export async function startRegisterExport(
  payload: Payload,
  office: OfficeScope,
  query: RegisterQuery,
  options: { requestId?: string; batchSize?: number } = {},
) {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = query
  const ctx = await registerContext(payload, filters.year)
  const scope = office.districts === 'all' ? 'all' : [...office.districts]
  return startCsvExport(
    payload,
    office.user as AuthUser,
    {
      columns: REGISTER_EXPORT_COLUMNS,
      batch: (after, limit) => sql`${registerRows(office, filters, ctx, sql`u.id > ${after}`)} ORDER BY r.id LIMIT ${limit}`,
      filters: { ...filters, year: ctx.year, scope },
      what: 'register',
    },
    options,
  )
}
