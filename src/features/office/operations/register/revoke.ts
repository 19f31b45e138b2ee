import type { Payload } from 'payload'

import { membershipYear } from '@/features/membership/client'
import { REGISTER_MESSAGES } from '../../rules/register'
import { HttpError } from '../../../../platform/http/route'
import { rows, sql, type Executor } from '../../../../platform/db/sql'
import { memberInScope, type OfficeScope } from '../../../../platform/http/office'
import { transaction } from '@/platform/db/transaction'

/**
 * POST /api/admin/members/{id}/revoke and …/reinstate (admins): the current
 * year's membership moves paid → revoked or revoked → paid by one conditional
 * UPDATE, so two admins pressing at once change it once and the second gets the
 * 409. The membership keeps its membershipId, so a reinstated certificate
 * verifies again under the same number. The member-event is written in the same
 * transaction: no change without its entry in the audit trail, and no entry without the change.
 *
 * /verify/{membershipId}, /payment-status and the certificate read the record on
 * every request (none of them is cached), so both show at once.
 */

export type RevocationResult = { membershipId: string | null; membershipYear: string; status: 'revoked' | 'paid' }

/** The member-event of an office action, inside the caller's transaction. */
export async function insertMemberEvent(
  tx: Executor,
  event: { member: number; actor: number; action: string; reason?: string | null; details?: unknown },
): Promise<void> {
  const details = event.details === undefined ? null : JSON.stringify(event.details)
  await tx.execute(sql`
    INSERT INTO member_events (member_id, actor_id, action, reason, details)
    VALUES (${event.member}, ${event.actor}, ${event.action}, ${event.reason ?? null}, ${details})`)
}

async function change(
  payload: Payload,
  office: OfficeScope,
  rawId: string | undefined,
  reason: string,
  to: 'revoked' | 'paid',
): Promise<RevocationResult> {
  const member = await memberInScope(payload, office, rawId)
  const year = membershipYear()
  return transaction(payload, async (tx) => {
    const [changed] = await rows(
      tx,
      to === 'revoked'
        ? sql`UPDATE memberships SET status = 'revoked', revoked_at = now(), revoked_reason = ${reason}, updated_at = now()
            WHERE user_id = ${member.id} AND membership_year = ${year} AND status = 'paid' RETURNING membership_id`
        : sql`UPDATE memberships SET status = 'paid', revoked_at = NULL, revoked_reason = NULL, updated_at = now()
            WHERE user_id = ${member.id} AND membership_year = ${year} AND status = 'revoked' RETURNING membership_id`,
    )
    if (!changed) {
      const [current] = await rows(
        tx,
        sql`SELECT status::text AS status FROM memberships WHERE user_id = ${member.id} AND membership_year = ${year}`,
      )
      if (to === 'paid') throw new HttpError(409, REGISTER_MESSAGES.notRevoked)
      throw new HttpError(409, current?.status === 'revoked' ? REGISTER_MESSAGES.alreadyRevoked : REGISTER_MESSAGES.notPaid)
    }
    const membershipId = changed.membership_id == null ? null : String(changed.membership_id)
    await insertMemberEvent(tx, {
      member: member.id,
      actor: office.user.id,
      action: to === 'revoked' ? 'revoked' : 'reinstated',
      reason,
      details: { membershipYear: year, membershipId },
    })
    return { membershipId, membershipYear: year, status: to }
  })
}

export const revokeMembership = (payload: Payload, office: OfficeScope, rawId: string | undefined, reason: string) =>
  change(payload, office, rawId, reason, 'revoked')
export const reinstateMembership = (payload: Payload, office: OfficeScope, rawId: string | undefined, reason: string) =>
  change(payload, office, rawId, reason, 'paid')
