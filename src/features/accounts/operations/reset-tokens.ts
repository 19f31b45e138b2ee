import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { RESET_LINK_MINUTES } from '@/features/accounts/mail/templates'
import { drizzleOf, rows, sql } from '../../../platform/db/sql'

/**
 * Password-reset tokens: 32 random bytes (base64url) given to the member once,
 * in the e-mailed link; only their SHA-256 is stored. A token works once and
 * within RESET_LINK_MINUTES, and a new request cancels the earlier ones.
 */

export { RESET_TOKEN_PATTERN } from '@/features/accounts/rules/account'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Deletes the user's unused tokens: only the newest link works. */
export async function cancelResetTokens(payload: Payload, userId: number): Promise<void> {
  await payload.delete({
    collection: 'password-resets',
    where: { and: [{ user: { equals: userId } }, { usedAt: { exists: false } }] },
    overrideAccess: true,
  })
}

/** A new token for the user; the earlier unused ones stop working. */
export async function issueResetToken(payload: Payload, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await cancelResetTokens(payload, userId)
  await payload.create({
    collection: 'password-resets',
    overrideAccess: true,
    data: { user: userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000).toISOString() },
  })
  return token
}

/**
 * Marks the token used and returns its user id, or null when it is unknown,
 * used or expired. One UPDATE … WHERE used_at IS NULL, so two requests racing
 * with the same token cannot both succeed (a read-then-write through the Local
 * API could). Table and columns are the ones of migrations/*_password_resets.
 */
export async function claimResetToken(payload: Payload, token: string): Promise<number | null> {
  const [row] = await rows(
    drizzleOf(payload),
    sql`
    UPDATE password_resets SET used_at = now(), updated_at = now()
    WHERE token_hash = ${hashToken(token)} AND used_at IS NULL AND expires_at > now() AND user_id IS NOT NULL
    RETURNING user_id`,
  )
  const id = row?.user_id
  return typeof id === 'number' ? id : null
}
