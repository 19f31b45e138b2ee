import type { Payload } from 'payload'

import type { AccessLogAction } from '../rules/data-requests'
import { now } from '../../../platform/clock'
import { log } from '../../../platform/log'
import { rows, sql } from '../../../platform/db/sql'
import { HttpError, idParam } from '../../../platform/http/route'
import { defineMessages } from '../../../platform/i18n/messages'
import { PAIR_LOCKS } from '@/platform/db/locks'
import { transaction } from '@/platform/db/transaction'

/**
 * The access log: who in the office viewed a member file or
 * exported member data. Written here only, through the Local API with
 * overrideAccess; the collection refuses every caller and a trigger
 * (access-log-sql.ts) refuses UPDATE/DELETE of rows younger than a year.
 */
export async function logAccess(
  payload: Payload,
  entry: { actorId: number; action: AccessLogAction; memberId?: number | null; details?: unknown },
): Promise<void> {
  await payload.create({
    collection: 'access-log',
    data: {
      actor: entry.actorId,
      action: entry.action,
      member: entry.memberId ?? null,
      details: entry.details === undefined ? null : JSON.stringify(entry.details),
    },
    overrideAccess: true,
  })
  log.info({ userId: entry.actorId, action: entry.action, memberId: entry.memberId ?? undefined }, 'member data accessed')
}

/** How long one visit of a member file lasts on the log: reads by the same office user within it are that visit. */
export const FILE_VISIT_MINUTES = 15

/**
 * An office user opened a member file (GET /api/admin/members/{id}). The page
 * reads the file again after each action taken on it (revoke, role, payment),
 * and React's development mode reads it twice, so one visit made several
 * entries: a read within FILE_VISIT_MINUTES of this user's last entry for the
 * member is the same visit and adds none. The lock makes two reads at once one entry.
 */
export async function logFileVisit(payload: Payload, actorId: number, memberId: number): Promise<void> {
  const at = now()
  const since = new Date(at.getTime() - FILE_VISIT_MINUTES * 60_000)
  const added = await transaction(payload, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAIR_LOCKS.fileVisits}, ${memberId})`)
    return rows(
      tx,
      sql`INSERT INTO access_log (actor_id, action, member_id, updated_at, created_at)
        SELECT ${actorId}, 'viewed-member'::enum_access_log_action, ${memberId}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
        WHERE NOT EXISTS (SELECT 1 FROM access_log WHERE actor_id = ${actorId} AND member_id = ${memberId} AND action = 'viewed-member' AND created_at > ${since.toISOString()}::timestamptz)
        RETURNING id`,
    )
  })
  if (added.length) log.info({ userId: actorId, action: 'viewed-member', memberId }, 'member data accessed')
}

export const ACCESS_LOG_MESSAGES = defineMessages('privacy.accessLog', {
  badFilter: { en: 'The member, actor and page must be numbers.', hi: 'सदस्य, कर्ता और पृष्ठ संख्याएँ होनी चाहिए।' },
})

const PAGE_SIZE = 50

/** GET /api/admin/access-log?member=&actor=&page= (admins): newest first, 50 a page. */
export async function accessLogPage(payload: Payload, params: URLSearchParams) {
  const number = (name: string) => {
    const raw = params.get(name)
    if (!raw) return undefined
    try {
      return idParam(raw, ACCESS_LOG_MESSAGES.badFilter)
    } catch {
      throw new HttpError(400, ACCESS_LOG_MESSAGES.badFilter)
    }
  }
  const member = number('member')
  const actor = number('actor')
  const page = number('page') ?? 1
  const where = { ...(member ? { member: { equals: member } } : {}), ...(actor ? { actor: { equals: actor } } : {}) }
  const result = await payload.find({
    collection: 'access-log',
    where,
    sort: ['-createdAt', '-id'],
    depth: 1,
    populate: { users: { name: true, email: true } },
    limit: PAGE_SIZE,
    page,
    overrideAccess: true,
  })
  const person = (u: unknown) =>
    u && typeof u === 'object'
      ? { id: (u as { id: number }).id, name: (u as { name: string }).name, email: (u as { email: string }).email }
      : null
  return {
    docs: result.docs.map((d) => ({
      id: d.id,
      at: d.createdAt,
      action: d.action,
      actor: person(d.actor),
      member: person(d.member),
      details: d.details ?? null,
    })),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}
