import { randomBytes } from 'node:crypto'

import { dayToStored } from '@/features/accounts/schemas'
import type { ProfileImportField } from '@/features/office/rules/member-import'
import { DESIGNATION } from '@/features/accounts/client'
import { queueMails } from '@/platform/mail/outbox'
import { mailContext } from '@/platform/mail/send'
import { emailChangedMail, IMPORT_LINK_DAYS, importWelcomeMail, resetPage, hashToken, SESSIONS_TABLE } from '@/features/accounts'
import { rows, sql, type Executor } from '../../../../platform/db/sql'
import { recordImportedDues, type ImportedDues } from '../import-dues'
import type { Change, Dues, NewMember } from './plan'

/**
 * Applies one chunk of a committed plan inside the caller's transaction, with a
 * handful of multi-row statements whatever the chunk's size (rows travel as one
 * JSON parameter): the new accounts, their reset tokens and welcome mails, the
 * profile updates, the imported dues, and a member-event for each member. A
 * member whose sign-in e-mail the roll changes is told at the old address, and
 * their sessions and unused reset links end.
 *
 * New accounts get a password nobody knows and nothing can match: a random
 * salt and a hash with a marker ('!import-unset:') that is not hex, so both
 * Payload's check and ours decode it to zero bytes and refuse every password.
 * Hashing a random password for real would cost a 600,000-round PBKDF2 per
 * member (hours for 20,000). The member sets a password through the mailed link.
 */

export type ImportOp =
  | { kind: 'create'; line: number; member: NewMember; dues: Dues | null }
  | { kind: 'update'; line: number; memberId: number; changes: Change[] }
  | { kind: 'dues'; line: number; memberId: number; year: string; reference: string | null }

export type ChunkResult = { created: number; updated: number; duesRecorded: number; skipped: number }
export type ChunkContext = { importId: number; actorId: number; feePaise: number; fileName: string }

export const UNUSABLE_HASH_MARKER = '!import-unset:'
const unusablePassword = () => ({
  salt: randomBytes(16).toString('hex'),
  hash: `${UNUSABLE_HASH_MARKER}${randomBytes(32).toString('hex')}`,
})

const stored = (day: string | null) => (day ? dayToStored(day) : null)

type Created = { id: number; name: string; email: string; lang: string; op: Extract<ImportOp, { kind: 'create' }> }

async function createMembers(tx: Executor, ops: Extract<ImportOp, { kind: 'create' }>[]): Promise<Created[]> {
  if (!ops.length) return []
  const data = ops.map(({ member: m }) => ({
    ...m,
    ...unusablePassword(),
    dob: stored(m.dob),
    joining_date: stored(m.joiningDate),
    preferred_language: m.preferredLanguage,
  }))
  // ON CONFLICT DO NOTHING: an e-mail or EHRMS code registered in the seconds since the plan was checked is skipped, not an error.
  const made = await rows(
    tx,
    sql`INSERT INTO users (name, role, gender, ehrms, block, joining_date, dob, phone, designation, district, ayushman, email, salt, hash, preferred_language)
      SELECT r.name, 'member', r.gender::enum_users_gender, r.ehrms, r.block, r.joining_date::timestamptz, r.dob::timestamptz, r.phone, ${DESIGNATION},
        r.district::enum_users_district, r.ayushman, r.email, r.salt, r.hash, r.preferred_language::enum_users_preferred_language
      FROM jsonb_to_recordset(${JSON.stringify(data)}::jsonb) AS r(name text, gender text, ehrms text, block text, joining_date text, dob text,
        phone text, district text, ayushman text, email text, salt text, hash text, preferred_language text)
      ON CONFLICT DO NOTHING
      RETURNING id, ehrms`,
  )
  const byEhrms = new Map(ops.map((op) => [op.member.ehrms, op]))
  return made.map((r) => {
    const op = byEhrms.get(String(r.ehrms))!
    return { id: Number(r.id), name: op.member.name, email: op.member.email, lang: op.member.preferredLanguage ?? 'en', op }
  })
}

/** A reset token per new member (IMPORT_LINK_DAYS), and the welcome mail with its link, in the member's language. */
async function welcome(tx: Executor, created: Created[]) {
  if (!created.length) return
  const tokens = created.map((c) => ({ c, token: randomBytes(32).toString('base64url') }))
  const resets = tokens.map(({ c, token }) => ({ user_id: c.id, token_hash: hashToken(token) }))
  await tx.execute(sql`INSERT INTO password_resets (user_id, token_hash, expires_at)
    SELECT r.user_id, r.token_hash, now() + make_interval(days => ${IMPORT_LINK_DAYS})
    FROM jsonb_to_recordset(${JSON.stringify(resets)}::jsonb) AS r(user_id int, token_hash text)`)
  await queueMails(
    tx,
    tokens.map(({ c, token }) => {
      const ctx = mailContext(c.lang)
      return {
        to: c.email,
        kind: 'import-welcome',
        userId: c.id,
        message: importWelcomeMail(c.name, resetPage(ctx, token), ctx),
        dedupeKey: `import-welcome:${c.id}`,
      }
    }),
  )
}

// The users columns of each profile field, and the type a text value is cast to.
const COLUMN: Record<ProfileImportField, [string, string]> = {
  name: ['name', 'text'],
  email: ['email', 'text'],
  phone: ['phone', 'text'],
  district: ['district', 'enum_users_district'],
  block: ['block', 'text'],
  ayushman: ['ayushman', 'text'],
  dob: ['dob', 'timestamptz'],
  joiningDate: ['joining_date', 'timestamptz'],
  gender: ['gender', 'enum_users_gender'],
  preferredLanguage: ['preferred_language', 'enum_users_preferred_language'],
}
const FIELDS = Object.keys(COLUMN) as ProfileImportField[]

type Updated = { id: number; oldEmail: string | null; email: string; name: string; lang: string }

/** Each member's changed fields; a field not in the row's changes keeps what is stored (NULL → coalesce). */
async function updateMembers(tx: Executor, ops: Extract<ImportOp, { kind: 'update' }>[]): Promise<Updated[]> {
  if (!ops.length) return []
  const data = ops.map((op) => {
    const row: Record<string, unknown> = { id: op.memberId }
    for (const { field, to } of op.changes) row[field] = field === 'dob' || field === 'joiningDate' ? stored(to) : to
    return row
  })
  const sets = sql.join(
    FIELDS.map((f) => sql.raw(`${COLUMN[f][0]} = coalesce(r."${f}"::${COLUMN[f][1]}, u.${COLUMN[f][0]})`)),
    sql`, `,
  )
  const columns = sql.raw(FIELDS.map((f) => `"${f}" text`).join(', '))
  // An e-mail taken by someone else in the meantime would break the unique index: that member is skipped instead.
  // `was` is the row as the statement found it, so RETURNING gives the e-mail before the change beside the new one.
  const done = await rows(
    tx,
    sql`UPDATE users u SET ${sets}, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(data)}::jsonb) AS r(id int, ${columns}), users was
      WHERE u.id = r.id AND was.id = u.id AND (r."email" IS NULL OR NOT EXISTS (SELECT 1 FROM users o WHERE o.email = r."email" AND o.id <> u.id))
      RETURNING u.id, was.email AS old_email, u.email, u.name, u.preferred_language`,
  )
  return done.map((r) => ({
    id: Number(r.id),
    oldEmail: r.old_email == null ? null : String(r.old_email),
    email: String(r.email),
    name: String(r.name),
    lang: String(r.preferred_language ?? 'en'),
  }))
}

/**
 * Members whose sign-in e-mail this chunk changed: a notice to the old address (in the member's
 * language), and their sessions and unused reset links end with the change, in the same transaction,
 * so nothing made under the old address outlives it.
 */
async function emailsChanged(tx: Executor, updated: Updated[], ctx: ChunkContext) {
  const changed = updated.filter((u) => u.oldEmail && u.oldEmail !== u.email)
  if (!changed.length) return
  const ids = JSON.stringify(changed.map((u) => u.id))
  await tx.execute(sql`DELETE FROM ${sql.raw(SESSIONS_TABLE)} WHERE _parent_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::int)`)
  await tx.execute(
    sql`DELETE FROM password_resets WHERE used_at IS NULL AND user_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::int)`,
  )
  await queueMails(
    tx,
    changed.map((u) => ({
      to: u.oldEmail!,
      kind: 'email-changed',
      userId: u.id,
      message: emailChangedMail(u.name, u.oldEmail!, mailContext(u.lang)),
      dedupeKey: `import-email-changed:${ctx.importId}:${u.id}`,
    })),
  )
}

type MemberEvent = { member_id: number; action: 'imported' | 'import-updated'; details: string }

async function addEvents(tx: Executor, events: MemberEvent[], ctx: ChunkContext) {
  if (!events.length) return
  await tx.execute(sql`INSERT INTO member_events (member_id, actor_id, action, reason, details)
    SELECT r.member_id, ${ctx.actorId}, r.action::enum_member_events_action, ${`Roll import: ${ctx.fileName}`.slice(0, 500)}, r.details
    FROM jsonb_to_recordset(${JSON.stringify(events)}::jsonb) AS r(member_id int, action text, details text)`)
}

export async function applyChunk(tx: Executor, ops: readonly ImportOp[], ctx: ChunkContext): Promise<ChunkResult> {
  const creates = ops.filter((op): op is Extract<ImportOp, { kind: 'create' }> => op.kind === 'create')
  const updates = ops.filter((op): op is Extract<ImportOp, { kind: 'update' }> => op.kind === 'update')
  const duesOps = ops.filter((op): op is Extract<ImportOp, { kind: 'dues' }> => op.kind === 'dues')

  const created = await createMembers(tx, creates)
  await welcome(tx, created)
  const updatedRows = await updateMembers(tx, updates)
  await emailsChanged(tx, updatedRows, ctx)
  const updated = new Set(updatedRows.map((u) => u.id))

  const dues: ImportedDues[] = [
    ...created.filter((c) => c.op.dues).map((c) => ({ userId: c.id, year: c.op.dues!.year, reference: c.op.dues!.reference })),
    ...duesOps.map((op) => ({ userId: op.memberId, year: op.year, reference: op.reference })),
  ]
  const recorded = await recordImportedDues(tx, dues, { actorId: ctx.actorId, feePaise: ctx.feePaise })
  const paidFor = new Map(recorded.map((r) => [r.userId, r]))

  const base = { importId: ctx.importId }
  const events: MemberEvent[] = [
    ...created.map((c) => ({
      member_id: c.id,
      action: 'imported' as const,
      details: JSON.stringify({ ...base, line: c.op.line, dues: paidFor.get(c.id) ?? null }),
    })),
    ...updates
      .filter((op) => updated.has(op.memberId))
      .map((op) => ({
        member_id: op.memberId,
        action: 'import-updated' as const,
        details: JSON.stringify({
          ...base,
          line: op.line,
          before: Object.fromEntries(op.changes.map((c) => [c.field, c.from])),
          after: Object.fromEntries(op.changes.map((c) => [c.field, c.to])),
        }),
      })),
    ...duesOps
      .filter((op) => paidFor.has(op.memberId))
      .map((op) => ({
        member_id: op.memberId,
        action: 'import-updated' as const,
        details: JSON.stringify({ ...base, line: op.line, dues: paidFor.get(op.memberId) }),
      })),
  ]
  await addEvents(tx, events, ctx)

  const duesRecorded = recorded.length
  const applied = created.length + updated.size + duesOps.filter((op) => paidFor.has(op.memberId)).length
  return { created: created.length, updated: updated.size, duesRecorded, skipped: ops.length - applied }
}
