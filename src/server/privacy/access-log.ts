import type { Payload } from 'payload'

import type { AccessLogAction } from '../../domain/data-requests'
import { log } from '../../lib/log'
import { HttpError, idParam } from '../http'

/**
 * The access log (issue 16): who in the office viewed a member file or
 * exported member data. Written here only, through the Local API with
 * overrideAccess; the collection refuses every caller and a trigger
 * (access-log-sql.ts) refuses UPDATE/DELETE of rows younger than a year.
 */
export async function logAccess(payload: Payload, entry: { actorId: number; action: AccessLogAction; memberId?: number | null; details?: unknown }): Promise<void> {
  await payload.create({
    collection: 'access-log',
    data: { actor: entry.actorId, action: entry.action, member: entry.memberId ?? null, details: entry.details === undefined ? null : JSON.stringify(entry.details) },
    overrideAccess: true,
  })
  log.info({ userId: entry.actorId, action: entry.action, memberId: entry.memberId ?? undefined }, 'member data accessed')
}

export const ACCESS_LOG_MESSAGES = { badFilter: 'The member, actor and page must be numbers.' } as const

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
  const result = await payload.find({ collection: 'access-log', where, sort: ['-createdAt', '-id'], depth: 1, populate: { users: { name: true, email: true } }, limit: PAGE_SIZE, page, overrideAccess: true })
  const person = (u: unknown) => (u && typeof u === 'object' ? { id: (u as { id: number }).id, name: (u as { name: string }).name, email: (u as { email: string }).email } : null)
  return {
    docs: result.docs.map((d) => ({ id: d.id, at: d.createdAt, action: d.action, actor: person(d.actor), member: person(d.member), details: d.details ?? null })),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}
