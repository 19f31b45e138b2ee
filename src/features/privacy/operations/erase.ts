import fs from 'node:fs/promises'

import type { Payload, PayloadRequest } from 'payload'

import { now } from '@/platform/clock'
import { outboxFiles } from '@/platform/mail/mailer'

import { sql, type Executor } from '../../../platform/db/sql'
import { removeAttachments } from '@/features/grievances'
import { HttpError } from '../../../platform/http/route'
import { defineMessages } from '../../../platform/i18n/messages'
import { scrubConsentPersonalFields } from './consents'
import {
  anonymiseUser,
  attachmentIdsOf,
  ERASED,
  formerIdentifiersOf,
  scrubGrievances,
  scrubMail,
  scrubMentions,
  scrubOwnRecords,
  scrubText,
} from './erase-sql'
import { withPayloadTransaction } from '@/platform/db/transaction'

/**
 * Anonymises a member in ONE transaction —
 * the caller's `req` when given (an approved erasure request), else its own.
 * Memberships and payments stay (amounts, dates, receipt numbers, membership
 * ids: the accounts must keep them) but point at an anonymous, never-again
 * usable account. The audit trail keeps its entries (what, when, who in the
 * office, the amounts) without the office's free text about the member, and
 * the erasure's own entry names no one. Erasing an erased member does nothing.
 */

export const ERASURE_MESSAGES = defineMessages('privacy.erasure', { notFound: { en: 'Member not found', hi: 'सदस्य नहीं मिला' } })

export type ErasureInput = { actorId: number | null; reason: string }
export type ErasureResult = { memberId: number; erased: boolean; alreadyErased: boolean }

type PersonRow = {
  id: number
  name: string | null
  email: string | null
  phone: string | null
  ehrms: string | null
  dob: unknown
  erased_at: unknown
}

/** Every way the member's identity can appear in free text: as typed, and their birth date as it is stored and as it is written. */
export function identifiersOf(person: PersonRow): string[] {
  const found = [person.name, person.email, person.phone, person.ehrms].filter(
    (v): v is string => typeof v === 'string' && v.trim().length >= 3,
  )
  if (person.phone) found.push(person.phone.replace(/^\+?91/, ''))
  if (person.dob) {
    // Stored as a timestamp: its UTC day and its day in India (a date picked in IST is stored the evening before, UTC).
    const at = new Date(String(person.dob)).getTime()
    for (const shift of [0, 330 * 60_000]) {
      const [y, m, d] = new Date(at + shift).toISOString().slice(0, 10).split('-')
      found.push(`${y}-${m}-${d}`, `${d}-${m}-${y}`, `${d}/${m}/${y}`)
    }
  }
  return [...new Set(found.map((v) => v.trim()).filter((v) => v.length >= 3))]
}

/** The words of a name (3 letters or more), each a way the office may have quoted the member in the erasure's reason. */
export const nameWords = (name: string | null): string[] => (name ?? '').split(/[\s.,;:()'"]+/).filter((w) => w.length >= 3)

/** Payload's transaction session of `req` as raw SQL (the same connection as its Local API calls). */
async function txOf(payload: Payload, req: PayloadRequest): Promise<Executor> {
  const id = await req.transactionID
  const sessions = (payload.db as unknown as { sessions: Record<string, { db: Executor }> }).sessions
  const session = id == null ? undefined : sessions[String(id)]
  if (!session) throw new Error('eraseMember: the given req has no open transaction')
  return session.db
}

/** Development outbox (.eml files, when no SMTP is set): the member's sent mails are deleted from disk too. */
async function removeOutboxFiles(email: string): Promise<void> {
  for (const file of await outboxFiles()) {
    const text = await fs.readFile(file, 'latin1').catch(() => '')
    if (text.toLowerCase().includes(email.toLowerCase())) await fs.rm(file, { force: true })
  }
}

async function eraseIn(
  payload: Payload,
  req: PayloadRequest,
  tx: Executor,
  memberId: number,
  input: ErasureInput,
): Promise<ErasureResult & { email?: string }> {
  const { rows } = await tx.execute(sql`SELECT id, name, email, phone, ehrms, dob, erased_at FROM users WHERE id = ${memberId} FOR UPDATE`)
  const person = rows[0] as PersonRow | undefined
  if (!person) throw new HttpError(404, ERASURE_MESSAGES.notFound)
  if (person.erased_at != null) return { memberId, erased: false, alreadyErased: true }
  // What they are called now, and what they were called before (an import's changes, old addresses).
  const former = await formerIdentifiersOf(tx, memberId)
  const identifiers = [...new Set([...identifiersOf(person), ...former.map((v) => v.trim()).filter((v) => v.length >= 3)])]
  await removeAttachments(payload, await attachmentIdsOf(tx, memberId), req)
  await scrubGrievances(tx, memberId)
  await scrubMail(tx, memberId, [person.email ?? '', ...former.filter((v) => v.includes('@'))])
  await scrubOwnRecords(tx, memberId)
  await scrubMentions(tx, identifiers)
  // The consent ledger keeps its rows (the proof) but drops their personal fields; its trigger allows only that.
  await scrubConsentPersonalFields(tx, memberId)
  await anonymiseUser(tx, memberId, now())
  // The audit entry names no one: the member is the (now anonymous) row itself; the reason is the office's
  // words (an approved request's note), with the member's identifiers and every word of their name taken out.
  const reason = scrubText(input.reason, identifiers, nameWords(person.name)).slice(0, 500).trim()
  await payload.create({
    collection: 'member-events',
    data: { member: memberId, actor: input.actorId ?? undefined, action: 'erased', reason: reason || ERASED },
    overrideAccess: true,
    req,
  })
  return { memberId, erased: true, alreadyErased: false, email: person.email ?? undefined }
}

export async function eraseMember(payload: Payload, memberId: number, input: ErasureInput, req?: PayloadRequest): Promise<ErasureResult> {
  const result = req
    ? await eraseIn(payload, req, await txOf(payload, req), memberId, input)
    : await withPayloadTransaction(payload, (ownReq, tx) => eraseIn(payload, ownReq, tx, memberId, input))
  if (result.email) await removeOutboxFiles(result.email)
  return { memberId: result.memberId, erased: result.erased, alreadyErased: result.alreadyErased }
}
