import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { splitFrom } from './mailer'
import { getEnv } from '../config/env'
import { isUndeliverable } from './template'
import { log } from '../log'
import { drizzleOf, rows, sql, type Executor, type Row } from '../db/sql'
import type { MailMessage } from './template'

/**
 * The mail outbox. `queueMail` writes the message as a row of `mail_outbox` in
 * the caller's transaction, so the mail exists exactly when the change that
 * causes it commits. `deliverDue` (the deliver-mail job) sends due rows: each
 * is leased by one runner (FOR UPDATE SKIP LOCKED), sent with its stable
 * Message-ID, and marked sent right after the SMTP server accepts it; a failure
 * records the error and the next attempt (exponential backoff), and after
 * MAX_ATTEMPTS the row is 'failed' for an admin to see.
 */

export const MAX_ATTEMPTS = 8
/** A send that takes longer than this (a hung SMTP server, a killed process) gives the row back. */
const LEASE_SECONDS = 120
/**
 * A send not done by then counts as failed and is retried later with the same
 * Message-ID: it ends well before the lease does, so no other runner can take
 * the row while this one may still send it (the SMTP timeouts of
 * src/platform/mail/mailer.ts end most hangs sooner).
 */
export const SEND_DEADLINE_MS = 60_000
/** 30 s, 1 min, 2 min, … capped at 1 hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600)

export type QueuedMail = {
  to: string
  kind: string
  userId?: number | string
  message: MailMessage
  dedupeKey?: string
  /** Extra headers (the renewal reminders' List-Unsubscribe), kept as JSON beside the body and emptied with it once sent. */
  headers?: Record<string, string>
}

/** Writes the mail in the caller's transaction (`db` is a `tx` or drizzleOf(payload)). A repeated dedupeKey is a no-op. */
export async function queueMail(db: Executor, mail: QueuedMail): Promise<void> {
  // An erased member's placeholder address: nothing can arrive there, so nothing is queued.
  if (isUndeliverable(mail.to)) return
  const domain = splitFrom(getEnv().mailFrom).address.split('@')[1] || 'localhost'
  const userId = mail.userId == null ? null : Number(mail.userId)
  const headers = mail.headers ? JSON.stringify(mail.headers) : null
  await db.execute(sql`INSERT INTO mail_outbox (recipient, kind, user_id, subject, body_text, body_html, status, attempts, next_attempt_at, message_id, dedupe_key, headers)
    VALUES (${mail.to}, ${mail.kind}, ${userId}, ${mail.message.subject}, ${mail.message.text}, ${mail.message.html}, 'pending', 0, now(),
      ${`<${randomUUID()}@${domain}>`}, ${mail.dedupeKey ?? null}, ${headers})
    ON CONFLICT (dedupe_key) DO NOTHING`)
}

/**
 * Many mails in one INSERT (the roll import queues thousands in one transaction;
 * one statement per mail would be most of its time). Same rows as queueMail.
 */
export async function queueMails(db: Executor, queued: readonly QueuedMail[]): Promise<void> {
  const mails = queued.filter((m) => !isUndeliverable(m.to))
  if (!mails.length) return
  const domain = splitFrom(getEnv().mailFrom).address.split('@')[1] || 'localhost'
  const rows = mails.map((m) => ({
    recipient: m.to,
    kind: m.kind,
    user_id: m.userId == null ? null : Number(m.userId),
    subject: m.message.subject,
    body_text: m.message.text,
    body_html: m.message.html,
    message_id: `<${randomUUID()}@${domain}>`,
    dedupe_key: m.dedupeKey ?? null,
  }))
  await db.execute(sql`INSERT INTO mail_outbox (recipient, kind, user_id, subject, body_text, body_html, status, attempts, next_attempt_at, message_id, dedupe_key)
    SELECT r.recipient, r.kind, r.user_id, r.subject, r.body_text, r.body_html, 'pending', 0, now(), r.message_id, r.dedupe_key
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(recipient text, kind text, user_id int, subject text, body_text text, body_html text, message_id text, dedupe_key text)
    ON CONFLICT (dedupe_key) DO NOTHING`)
}

export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html: string
  messageId: string
  headers?: Record<string, string>
}
export type Send = (mail: OutgoingMail) => Promise<unknown>

/** Payload's configured transport (SMTP_URL, or .eml files under DATA_DIR/outbox). */
export const payloadSend =
  (payload: Payload): Send =>
  (m) =>
    payload.sendEmail({
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      messageId: m.messageId,
      ...(m.headers ? { headers: m.headers } : {}),
    })

/** Leases up to `limit` due rows to this caller; another runner skips them until the lease ends. */
async function lease(db: Executor, limit: number): Promise<Row[]> {
  return rows(
    db,
    sql`UPDATE mail_outbox SET locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1, updated_at = now()
      WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
        AND (locked_until IS NULL OR locked_until < now()) ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id, recipient, kind, user_id, subject, body_text, body_html, attempts, message_id, headers`,
  )
}

export type DeliveryReport = { sent: number; retrying: number; failed: number }

/** `send`, failed with an error after `ms` (the send itself may go on; its row is retried with the same Message-ID). */
async function withDeadline(send: Send, mail: OutgoingMail, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms / 1000} s`)), ms)
  })
  try {
    await Promise.race([send(mail), deadline])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Sends every due row until none is left; returns what happened. Rows are
 * leased `batch` at a time (one by default), so a slow server never keeps a
 * leased row waiting behind others until its lease runs out.
 */
export async function deliverDue(
  payload: Payload,
  { send = payloadSend(payload), batch = 1, deadlineMs = SEND_DEADLINE_MS }: { send?: Send; batch?: number; deadlineMs?: number } = {},
): Promise<DeliveryReport> {
  const db = drizzleOf(payload)
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 }
  for (;;) {
    const leased = await lease(db, batch)
    if (!leased.length) return report
    for (const row of leased) {
      const meta = {
        mailId: Number(row.id),
        kind: String(row.kind),
        userId: row.user_id ?? undefined,
      }
      try {
        const mail = {
          to: String(row.recipient),
          subject: String(row.subject),
          text: String(row.body_text ?? ''),
          html: String(row.body_html ?? ''),
          messageId: String(row.message_id),
          ...(row.headers ? { headers: JSON.parse(String(row.headers)) as Record<string, string> } : {}),
        }
        await withDeadline(send, mail, deadlineMs)
      } catch (err) {
        const error = (err instanceof Error ? err.message : String(err)).slice(0, 500)
        const attempts = Number(row.attempts)
        const failed = attempts >= MAX_ATTEMPTS
        await db.execute(sql`UPDATE mail_outbox SET status = ${failed ? 'failed' : 'pending'}, last_error = ${error}, locked_until = NULL,
          next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(attempts)}), updated_at = now() WHERE id = ${row.id}`)
        // The kind and the user, never the text: it may hold a reset link.
        log.error({ ...meta, attempts, error }, failed ? 'mail failed for good' : 'mail failed, will retry')
        report[failed ? 'failed' : 'retrying'] += 1
        continue
      }
      // Right after the server accepted it, and the body goes: a sent reset link is not kept at rest.
      await db.execute(sql`UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL,
        body_text = NULL, body_html = NULL, headers = NULL, updated_at = now() WHERE id = ${row.id}`)
      log.info(meta, 'mail sent')
      report.sent += 1
    }
  }
}

/** How many rows wait to be sent now and are in nobody's hands (tests and the settle helper). */
export async function dueMailCount(payload: Payload): Promise<number> {
  const [r] = await rows(
    drizzleOf(payload),
    sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())`,
  )
  return Number(r.n)
}
