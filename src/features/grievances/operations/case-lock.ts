import type { PayloadRequest } from 'payload'

import type { Grievance } from '../../../payload-types'
import { sql, type Executor } from '../../../platform/db/sql'

/**
 * Holds case `id` locked for the rest of the transaction `tx` and reads it again
 * there: a second member action on the same case (a double click, two tabs)
 * waits, then sees the first one's result. So rating twice gives one 200 and one
 * 409, and two reopenings never both count.
 */
export async function lockedCase(req: PayloadRequest, tx: Executor, id: number): Promise<Grievance> {
  await tx.execute(sql`SELECT id FROM grievances WHERE id = ${id} FOR UPDATE`)
  return req.payload.findByID({ collection: 'grievances', id, depth: 0, overrideAccess: true, req })
}
