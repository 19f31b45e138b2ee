import type { Payload } from 'payload'

import { currentChoices, type ConsentChannel, type ConsentLanguage, type ConsentPurpose } from '../../domain/consent'
import { rows, sql, transaction, LOCKS } from '../db'
import { HttpError } from '../http'
import { currentNoticeVersion, recordConsent } from './consents'

/** English answers; the Hindi ones belong in src/i18n/messages/api.ts (block 'consent') with the route. */
export const OPT_IN_MESSAGES = {
  membershipNotHere: 'Your membership consent cannot be withdrawn here. To end it, ask for your data to be erased on the My data page (/my-data).',
} as const

type Change = { purpose: ConsentPurpose; granted: boolean; language: ConsentLanguage; channel: ConsentChannel; address?: string | null; userAgent?: string | null }

/**
 * A member's opt-in given or withdrawn (issue 16): one ledger entry per real
 * change — repeating the current state adds nothing. The membership consent
 * ends only with an erasure request (409). Returns the choices now in force.
 */
export async function changeOptIn(payload: Payload, memberId: number, change: Change): Promise<Record<ConsentPurpose, boolean>> {
  if (change.purpose === 'membership') throw new HttpError(409, OPT_IN_MESSAGES.membershipNotHere)
  return transaction(payload, async (tx) => {
    // One change at a time per member, so two clicks never record the same change twice.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKS.consentLedger}, ${memberId})`)
    const entries = await rows(tx, sql`SELECT purpose, action FROM consents WHERE member_id = ${memberId} ORDER BY created_at, id`)
    const before = currentChoices(entries.map((e) => ({ purpose: e.purpose as ConsentPurpose, action: e.action as 'granted' | 'withdrawn' })))
    if (before[change.purpose] === change.granted) return before
    await recordConsent(tx, { memberId, ...change, noticeVersion: await currentNoticeVersion(tx) })
    return { ...before, [change.purpose]: change.granted }
  })
}
