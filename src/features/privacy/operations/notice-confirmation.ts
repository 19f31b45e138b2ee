import type { Payload } from 'payload'

import { noticeConfirmationDue, NOTICE_MESSAGES, NOTICE_PLACEHOLDER, type MembershipEntry } from '../rules/notice'
import type { ConsentLanguage } from '../rules/consent'
import { drizzleOf, rows, sql, type Executor } from '../../../platform/db/sql'
import { HttpError } from '../../../platform/http/route'
import { recordConsent } from './consents'
import { PAIR_LOCKS } from '@/platform/db/locks'
import { transaction } from '@/platform/db/transaction'

/**
 * The notice's confirmation at sign-in: who must confirm the
 * version in force, and the confirmation itself — a 'membership' grant with
 * channel 'sign-in' in the append-only ledger. Office accounts (admins,
 * coordinators, editors) are never asked: they act for the association.
 */

/** The version in force and whether it has any text (an empty policy is never shown for confirmation). */
async function noticeInForce(db: Executor): Promise<{ version: number; hasText: boolean }> {
  const [row] = await rows(db, sql`SELECT version::int AS v, text_en FROM notice_versions ORDER BY version DESC LIMIT 1`)
  if (!row) return { version: 0, hasText: false }
  return { version: Number(row.v), hasText: String(row.text_en ?? '').trim() !== NOTICE_PLACEHOLDER }
}

async function latestMembershipEntry(db: Executor, memberId: number): Promise<MembershipEntry> {
  const [row] = await rows(
    db,
    sql`
    SELECT action, notice_version::int AS v FROM consents
    WHERE member_id = ${memberId} AND purpose = 'membership' ORDER BY created_at DESC, id DESC LIMIT 1`,
  )
  return row ? { action: row.action as 'granted' | 'withdrawn', noticeVersion: Number(row.v) } : null
}

/** Whether this user must confirm the notice in force before going on (members only). */
export async function mustConfirmNotice(payload: Payload, user: { id: number; role?: string | null }): Promise<boolean> {
  if (user.role !== 'member') return false
  const db = drizzleOf(payload)
  const notice = await noticeInForce(db)
  if (!notice.hasText) return false
  return noticeConfirmationDue(await latestMembershipEntry(db, user.id), notice.version)
}

type Confirmation = { version: number; language: ConsentLanguage; address?: string | null; userAgent?: string | null }

/**
 * Records that the member read `version`: 409 unless it is the version in
 * force. Confirming again what is already confirmed adds nothing (a second
 * click, a second tab). Answers the version confirmed.
 */
export async function confirmNotice(
  payload: Payload,
  user: { id: number; role?: string | null },
  input: Confirmation,
): Promise<{ version: number; confirmed: true }> {
  if (user.role !== 'member') throw new HttpError(403, NOTICE_MESSAGES.membersOnly)
  return transaction(payload, async (tx) => {
    // One ledger change at a time per member (the opt-ins take the same lock).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAIR_LOCKS.consentLedger}, ${user.id})`)
    const { version } = await noticeInForce(tx)
    if (input.version !== version) throw new HttpError(409, NOTICE_MESSAGES.staleVersion)
    const latest = await latestMembershipEntry(tx, user.id)
    if (!noticeConfirmationDue(latest, version)) return { version, confirmed: true as const }
    await recordConsent(tx, {
      memberId: user.id,
      purpose: 'membership',
      granted: true,
      noticeVersion: version,
      language: input.language,
      channel: 'sign-in',
      address: input.address,
      userAgent: input.userAgent,
    })
    return { version, confirmed: true as const }
  })
}
