import { ERASED, ERASED_NAME, placeholderEmail } from '../rules/erasure'
import { rows, sql, type Executor } from '../../../platform/db/sql'

/**
 * The SQL steps of an erasure (src/features/privacy/operations/erase.ts), all run on the
 * caller's transaction. Row-targeted steps reach what belongs to the member;
 * `scrubMentions` then replaces the member's identifiers wherever free text in
 * the office's records (imports, audit notes, payment notes) still names them.
 */

export { ERASED, placeholderEmail }

/** Why a mail that was still waiting when its member was erased was never sent. */
export const MAIL_CANCELLED = 'Not sent: the member was erased before delivery.'

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

/**
 * One regular expression (the same in PostgreSQL and JavaScript) matching any of the identifiers,
 * whatever the spaces between their words: 'Ram  Kumar' and 'Ram\nKumar' are the name 'Ram Kumar'.
 */
export function mentionPattern(identifiers: readonly string[]): string {
  return identifiers
    .map((id) => id.trim().split(/\s+/).map(escapeRegex).join('\\s+'))
    .sort((a, b) => b.length - a.length)
    .join('|')
}

/**
 * `text` with every identifier replaced by the placeholder (case-insensitive), and every one of
 * `words` that stands as a word of its own (so the name word 'Ram' leaves 'Program' alone).
 */
export function scrubText(text: string, identifiers: readonly string[], words: readonly string[] = []): string {
  let out = identifiers.length ? text.replace(new RegExp(mentionPattern(identifiers), 'gi'), ERASED) : text
  if (words.length)
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(?:${mentionPattern(words)})(?![\\p{L}\\p{M}\\p{N}])`, 'giu'), ERASED)
  return out
}

/** Replaces each identifier (case-insensitive) in every MENTION_COLUMNS column. */
export async function scrubMentions(tx: Executor, identifiers: readonly string[]): Promise<void> {
  if (identifiers.length === 0) return
  const pattern = mentionPattern(identifiers)
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
  await tx.execute(sql`UPDATE users SET name = ${ERASED_NAME}, email = ${placeholderEmail(memberId)}, phone = NULL, ehrms = NULL,
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

/**
 * Mail to the member (by id, or to any address they had), and contact messages they sent
 * (signed in, or from one of their addresses): kind, status and dates kept, the rest replaced.
 */
export async function scrubMail(tx: Executor, memberId: number, emails: readonly string[]): Promise<void> {
  const addresses = JSON.stringify([...new Set(emails.filter(Boolean).map((e) => e.toLowerCase()))])
  // A mail still waiting is never sent: its address is gone (failed, so an admin sees why).
  await tx.execute(sql`UPDATE mail_outbox SET recipient = ${placeholderEmail(memberId)}, subject = ${ERASED}, body_text = ${ERASED},
      body_html = ${ERASED}, headers = NULL,
      last_error = CASE WHEN status = 'pending' THEN ${MAIL_CANCELLED} ELSE NULL END,
      status = CASE WHEN status = 'pending' THEN 'failed'::enum_mail_outbox_status ELSE status END
    WHERE user_id = ${memberId} OR lower(recipient) IN (SELECT jsonb_array_elements_text(${addresses}::jsonb))`)
  await tx.execute(sql`UPDATE contact_submissions SET name = ${ERASED}, email = ${placeholderEmail(memberId)}, message = ${ERASED}
    WHERE sender_id = ${memberId} OR lower(email) IN (SELECT jsonb_array_elements_text(${addresses}::jsonb))`)
}

/**
 * The member's own entries in the office's books keep what the accounts and the audit need (what
 * happened, when, the amounts, receipt and membership numbers) and lose the office's free text
 * about them, which can quote them in any form (a nickname, the name misspelt): the reasons and
 * notes of their audit trail, their revocations and payments, and their data requests.
 */
export async function scrubOwnRecords(tx: Executor, memberId: number): Promise<void> {
  // Column names are constants of this function.
  const erasedUnlessNull = (column: string) =>
    sql`${sql.raw(`"${column}"`)} = CASE WHEN ${sql.raw(`"${column}"`)} IS NULL THEN NULL ELSE ${ERASED} END`
  await tx.execute(sql`UPDATE member_events SET ${erasedUnlessNull('reason')} WHERE member_id = ${memberId}`)
  for (const e of await rows(tx, sql`SELECT id, details FROM member_events WHERE member_id = ${memberId} AND details IS NOT NULL`)) {
    const details = redactedDetails(String(e.details))
    if (details !== e.details) await tx.execute(sql`UPDATE member_events SET details = ${details} WHERE id = ${Number(e.id)}`)
  }
  await tx.execute(sql`UPDATE memberships SET ${erasedUnlessNull('revoked_reason')} WHERE user_id = ${memberId}`)
  await tx.execute(sql`UPDATE payments SET ${erasedUnlessNull('note')} WHERE user_id = ${memberId}`)
  await tx.execute(
    sql`UPDATE data_requests SET ${erasedUnlessNull('details')}, ${erasedUnlessNull('decision_note')} WHERE member_id = ${memberId}`,
  )
}

/** Profile fields as the audit trail's details name them (an import's before and after). */
const PERSONAL_KEYS = new Set(['name', 'email', 'oldEmail', 'phone', 'ehrms', 'dob', 'joiningDate', 'block', 'ayushman', 'gender'])

const redact = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(redact)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, PERSONAL_KEYS.has(k) && v != null ? ERASED : redact(v)]))
      : value

/** An event's details (JSON text) with every personal field's value replaced; text that is not JSON is replaced whole. */
export function redactedDetails(details: string): string {
  try {
    return JSON.stringify(redact(JSON.parse(details)))
  } catch {
    return ERASED
  }
}

/**
 * Identifiers the member had before (an import changed their name, e-mail or phone; mail went to an
 * old address), so the mention scrub finds them too: the audit trail's before-and-after values and
 * the addresses their mail went to.
 */
export async function formerIdentifiersOf(tx: Executor, memberId: number): Promise<string[]> {
  const found: string[] = []
  const collect = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (['name', 'email', 'oldEmail', 'phone', 'ehrms'].includes(k) && typeof v === 'string') found.push(v)
        else collect(v)
      }
    }
  }
  for (const e of await rows(tx, sql`SELECT details FROM member_events WHERE member_id = ${memberId} AND details IS NOT NULL`)) {
    try {
      collect(JSON.parse(String(e.details)))
    } catch {
      // Not JSON: replaced whole by scrubOwnRecords.
    }
  }
  for (const m of await rows(tx, sql`SELECT DISTINCT recipient FROM mail_outbox WHERE user_id = ${memberId}`))
    found.push(String(m.recipient))
  return found
}

/** The member's own and their cases' attachments (their files go through Payload's delete). */
export async function attachmentIdsOf(tx: Executor, memberId: number): Promise<number[]> {
  const { rows } = await tx.execute(sql`SELECT id FROM grievance_attachments WHERE owner_id = ${memberId}
    UNION SELECT r.grievance_attachments_id FROM grievances_rels r JOIN grievances g ON g.id = r.parent_id
      WHERE g.user_id = ${memberId} AND r.grievance_attachments_id IS NOT NULL`)
  return rows.map((r) => Number(r.id))
}
