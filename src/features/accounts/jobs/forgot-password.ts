import { randomBytes } from 'node:crypto'

import type { TaskConfig } from 'payload'

import { log } from '../../../platform/log'
import { mailContext } from '../../../platform/mail/send'
import { deliverDue, queueMail } from '../../../platform/mail/outbox'
import { RESET_LINK_MINUTES, resetPage, resetPasswordMail } from '../mail/templates'
import { hashToken } from '../operations/reset-tokens'
import { rows, sql } from '../../../platform/db/sql'
import { PAIR_LOCKS } from '@/platform/db/locks'
import { transaction } from '@/platform/db/transaction'

/**
 * The account work of a forgot-password request (spec §7): queued
 * for every request, known address or not, before the answer; so the answer
 * takes the same time either way and a process dying after answering loses
 * nothing. In one transaction: the look-up, a new token (earlier unused ones
 * cancelled) and the reset mail in the outbox. A job run twice (a retry, or two
 * runners racing on Payload's claim) mails once: the mail's dedupe key is the
 * job id, checked under a lock.
 */
export type ForgotPasswordInput = {
  email: string
  requestId?: string
  address?: string
}

export async function resetForEmail(
  payload: Parameters<typeof transaction>[0],
  input: ForgotPasswordInput,
  jobId: string | number,
): Promise<void> {
  const meta = { requestId: input.requestId, address: input.address }
  const dedupeKey = `password-reset:${jobId}`
  await transaction(payload, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAIR_LOCKS.forgotPassword}, hashtext(${dedupeKey}))`)
    if ((await rows(tx, sql`SELECT 1 FROM mail_outbox WHERE dedupe_key = ${dedupeKey}`)).length) return
    const [user] = await rows(
      tx,
      sql`SELECT id, name, email, preferred_language FROM users WHERE email = ${input.email.toLowerCase()} LIMIT 1`,
    )
    if (!user) {
      log.info(meta, 'password reset requested for an unknown address')
      return
    }
    const userId = Number(user.id)
    const token = randomBytes(32).toString('base64url')
    // Only the newest link works (src/features/accounts/operations/reset-tokens.ts).
    await tx.execute(sql`DELETE FROM password_resets WHERE user_id = ${userId} AND used_at IS NULL`)
    await tx.execute(sql`INSERT INTO password_resets (user_id, token_hash, expires_at)
      VALUES (${userId}, ${hashToken(token)}, now() + make_interval(mins => ${RESET_LINK_MINUTES}))`)
    const ctx = mailContext(user.preferred_language)
    const link = resetPage(ctx, token)
    await queueMail(tx, {
      to: String(user.email),
      kind: 'password-reset',
      userId,
      message: resetPasswordMail(String(user.name ?? ''), link, ctx),
      dedupeKey,
    })
    log.info({ ...meta, userId }, 'password reset requested')
  })
}

export const forgotPasswordTask: TaskConfig<{
  input: ForgotPasswordInput
  output: object
}> = {
  slug: 'forgotPassword',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 2000 } },
  inputSchema: [
    { name: 'email', type: 'text', required: true },
    { name: 'requestId', type: 'text' },
    { name: 'address', type: 'text' },
  ],
  handler: async ({ input, job, req }) => {
    await resetForEmail(req.payload, input, job.id)
    // Sent from here at once: a reset link is wanted within seconds. (Leased per row, so racing a kick is safe.)
    await deliverDue(req.payload)
    return { output: {} }
  },
}
