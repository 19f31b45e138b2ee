import type { Payload } from 'payload'

import {
  consentPeriods,
  type ConsentChannel,
  type ConsentLanguage,
  type ConsentPeriod,
  type ConsentPurpose,
  type LedgerEntry,
} from '../rules/consent'
import { now } from '../../../platform/clock'
import { drizzleOf, rows, sql, type Executor } from '../../../platform/db/sql'

/**
 * The consent ledger's reads and its one write. Raw SQL so that a
 * grant joins the caller's transaction (e.g. the new account at registration).
 */
const executorOf = (from: Payload | Executor): Executor => ('execute' in from ? from : drizzleOf(from))

/** The notice version now in force (0 before any was published). */
export async function currentNoticeVersion(from: Payload | Executor): Promise<number> {
  const [row] = await rows(executorOf(from), sql`SELECT coalesce(max(version), 0)::int AS v FROM notice_versions`)
  return Number(row?.v ?? 0)
}

export type ConsentEntry = {
  memberId: number
  purpose: ConsentPurpose
  granted: boolean
  noticeVersion: number
  language: ConsentLanguage
  channel: ConsentChannel
  address?: string | null
  userAgent?: string | null
}

export async function recordConsent(db: Executor, entry: ConsentEntry): Promise<void> {
  const at = now().toISOString()
  await db.execute(sql`
    INSERT INTO consents (member_id, purpose, action, notice_version, language, channel, backfilled, address, user_agent, created_at, updated_at)
    VALUES (${entry.memberId}, ${entry.purpose}, ${entry.granted ? 'granted' : 'withdrawn'}, ${entry.noticeVersion}, ${entry.language}, ${entry.channel},
            false, ${entry.address ?? null}, ${entry.userAgent?.slice(0, 500) ?? null}, ${at}, ${at})`)
}

async function ledgerOf(db: Executor, memberId: number): Promise<LedgerEntry[]> {
  const found = await rows(
    db,
    sql`
    SELECT purpose, action, notice_version, language, created_at FROM consents WHERE member_id = ${memberId} ORDER BY created_at, id`,
  )
  return found.map((r) => ({
    purpose: r.purpose as ConsentPurpose,
    action: r.action as LedgerEntry['action'],
    noticeVersion: Number(r.notice_version),
    language: r.language as ConsentLanguage,
    createdAt: new Date(String(r.created_at)).toISOString(),
  }))
}

/** The member's consents for the export: each grant and the withdrawal that ended it (null while in force). */
export async function consentsOf(from: Payload | Executor, memberId: number): Promise<ConsentPeriod[]> {
  return consentPeriods(await ledgerOf(executorOf(from), memberId))
}

/** The erasure's scrub: the only change the database lets through (address and user agent to NULL). */
export async function scrubConsentPersonalFields(from: Payload | Executor, memberId: number): Promise<number> {
  const done = await rows(
    executorOf(from),
    sql`
    UPDATE consents SET address = NULL, user_agent = NULL
    WHERE member_id = ${memberId} AND (address IS NOT NULL OR user_agent IS NOT NULL) RETURNING id`,
  )
  return done.length
}
