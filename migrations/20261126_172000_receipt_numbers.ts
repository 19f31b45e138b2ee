import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { RECEIPT_BACKFILL_SQL } from '../src/features/payments/operations/receipt-backfill'

/** Issue 14 (dues): no schema change; receipt numbers for the payments captured before receipts existed. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  // ---- BEGIN custom data step (i14-dues): keep when this migration is regenerated ----
  await db.execute(sql.raw(RECEIPT_BACKFILL_SQL))
  // ---- END custom data step (i14-dues) ----
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: a receipt number, once given, stays (members and auditors may already hold it).
}
