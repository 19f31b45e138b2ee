import type { Payload, PayloadRequest } from 'payload'

import type { Executor } from '../../../platform/db/sql'
import { ledgerDown, ledgerUp } from './ledger-sql'
import { appendNoticeVersionIfChanged } from './notice-versions'

/**
 * The consent_ledger migration's hand-written steps: kept here so a
 * regenerated migration only has to call these two functions.
 */
export async function consentLedgerUp({ db, payload, req }: { db: Executor; payload: Payload; req: PayloadRequest }): Promise<void> {
  await ledgerUp(db)
  // Version 1: the notice as published now (on an empty database, the empty policy).
  await appendNoticeVersionIfChanged(payload, req)
}

export async function consentLedgerDown({ db }: { db: Executor }): Promise<void> {
  await ledgerDown(db)
}
