import type { Payload } from 'payload'

import type { RegisterQuery } from '../../rules/register'
import { REGISTER_LIMITS } from '../../rules/register'
import { presentRegisterRow, type RegisterPage } from '../../presenters/register'
import { drizzleOf, rows, sql } from '../../../../platform/db/sql'
import type { OfficeScope } from '../../../../platform/http/office'
import { orderBy, registerContext, registerCount, registerRows } from './query'

/**
 * GET /api/admin/members: one page of the register and the count of all that
 * match, two queries run side by side. A coordinator asking for a district not
 * theirs gets an empty page (the scope and the filter both apply), never others' members.
 */
export async function listMembers(payload: Payload, office: OfficeScope, query: RegisterQuery): Promise<RegisterPage> {
  const { page = 1, limit = REGISTER_LIMITS.defaultLimit, sort = 'name', ...filters } = query
  const ctx = await registerContext(payload, filters.year)
  const db = drizzleOf(payload)
  const matching = registerRows(office, filters, ctx)
  const [docs, [{ total }]] = await Promise.all([
    rows(db, sql`${matching} ORDER BY ${orderBy(sort)} LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
    rows(db, registerCount(office, filters, ctx)),
  ])
  const totalDocs = Number(total)
  return { docs: docs.map(presentRegisterRow), totalDocs, page, totalPages: Math.ceil(totalDocs / limit) }
}
