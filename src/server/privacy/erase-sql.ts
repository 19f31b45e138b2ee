import { sql, type Executor } from '../db'

/**
 * The SQL steps of an erasure (src/server/privacy/erase.ts), all run on the
 * caller's transaction. Row-targeted steps reach what belongs to the member;
 * `scrubMentions` then replaces the member's identifiers wherever free text in
 * the office's records (imports, audit notes, payment notes) still names them.
 */

export const ERASED = '[erased]'

/** A never-routable address (RFC 6761 .invalid), unique per member because users.email is unique. */
export const placeholderEmail = (memberId: number) => `erased-${memberId}@invalid`

/** Free-text columns that can mention a member anywhere (a CSV, an audit note, a gateway payload). Constants only. */
const MENTION_COLUMNS: readonly (readonly [table: string, columns: readonly string[]])[] = [
  ['member_imports', ['file_name', 'csv', 'plan', 'failure']],
  ['member_events', ['reason', 'details']],
  ['user_exports', ['filters']],
  ['payments', ['note', 'provider_data', 'reference']],
  ['webhook_events', ['event']],
  ['memberships', ['revoked_reason']],
  ['contact_submissions', ['name', 'email', 'message']],
  ['mail_outbox', ['recipient', 'subject', 'body_text', 'body_html', 'headers', 'last_error']],
  ['grievances', ['subject', 'description', 'rating_comment']],
  ['grievance_events', ['text']],
  ['data_requests', ['details', 'decision_note']],
  // The access log refuses every other change for a year; its trigger lets this scrub through (access-log-sql.ts).
  ['access_log', ['details']],
]

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Replaces each identifier (case-insensitive) in every MENTION_COLUMNS column. */
export async function scrubMentions(tx: Executor, identifiers: readonly string[]): Promise<void> {
  if (identifiers.length === 0) return
  const pattern = identifiers.map(escapeRegex).join('|')
  for (const [table, columns] of MENTION_COLUMNS) {
    for (const column of columns) {
      const col = sql.raw(`"${column}"`)
      await tx.execute(sql`UPDATE ${sql.raw(`"${table}"`)} SET ${col} = regexp_replace(${col}, ${pattern}, ${ERASED}, 'gi')
        WHERE ${col} ~* ${pattern}`)
    }
  }
}

/** The person: anonymised, password and second factor gone, marked erased. Memberships and payments keep their link. */
export async function anonymiseUser(tx: Executor, memberId: number, at: Date): Promise<void> {
  await tx.execute(sql`UPDATE users SET name = 'Erased member', email = ${placeholderEmail(memberId)}, phone = NULL, ehrms = NULL,
      block = NULL, joining_date = NULL, dob = NULL, ayushman = NULL, designation = NULL,
      salt = NULL, hash = NULL, reset_password_token = NULL, reset_password_expiration = NULL, reset_password_requested_at = NULL,
      second_factor_secret = NULL, second_factor_enabled_at = NULL, second_factor_last_step = NULL, second_factor_recovery_codes = NULL,
      erased_at = ${at.toISOString()}, updated_at = now()
    WHERE id = ${memberId}`)
  await tx.execute(sql`DELETE FROM users_sessions WHERE _parent_id = ${memberId}`)
  await tx.execute(sql`DELETE FROM password_resets WHERE user_id = ${memberId}`)
  await tx.execute(sql`DELETE FROM renewal_reminders WHERE user_id = ${memberId}`)
  await tx.execute(sql`DELETE FROM renewal_opt_outs WHERE user_id = ${memberId}`)
}

/** The member's cases: their words replaced; the case numbers, dates and statuses stay for the office's counts. */
export async function scrubGrievances(tx: Executor, memberId: number): Promise<void> {
  await tx.execute(sql`UPDATE grievances SET subject = ${ERASED}, description = ${ERASED},
      rating_comment = CASE WHEN rating_comment IS NULL THEN NULL ELSE ${ERASED} END
    WHERE user_id = ${memberId}`)
  await tx.execute(sql`UPDATE grievance_events SET text = ${ERASED}
    WHERE text IS NOT NULL AND grievance_id IN (SELECT id FROM grievances WHERE user_id = ${memberId})`)
}

/** Mail to the member (by id or by address): kind, status and dates kept, the rest emptied. */
export async function scrubMail(tx: Executor, memberId: number, email: string): Promise<void> {
  await tx.execute(sql`UPDATE mail_outbox SET recipient = ${placeholderEmail(memberId)}, subject = ${ERASED}, body_text = ${ERASED},
      body_html = ${ERASED}, headers = NULL, last_error = NULL
    WHERE user_id = ${memberId} OR lower(recipient) = lower(${email})`)
  await tx.execute(sql`UPDATE contact_submissions SET name = ${ERASED}, email = ${placeholderEmail(memberId)}, message = ${ERASED}
    WHERE lower(email) = lower(${email})`)
}

/** The member's own and their cases' attachments (their files go through Payload's delete). */
export async function attachmentIdsOf(tx: Executor, memberId: number): Promise<number[]> {
  const { rows } = await tx.execute(sql`SELECT id FROM grievance_attachments WHERE owner_id = ${memberId}
    UNION SELECT r.grievance_attachments_id FROM grievances_rels r JOIN grievances g ON g.id = r.parent_id
      WHERE g.user_id = ${memberId} AND r.grievance_attachments_id IS NOT NULL`)
  return rows.map((r) => Number(r.id))
}
