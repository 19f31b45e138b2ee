import type { Payload, PayloadRequest } from 'payload'

import { GRIEVANCE_MESSAGES, INTERNAL_EVENT_KINDS, isCaseNumber } from '../rules/grievances'
import type { Locale } from '../../../platform/i18n/locales'
import { now } from '../../../platform/clock'
import type { Grievance, GrievanceAttachment, GrievanceCategory, GrievanceEvent } from '../../../payload-types'
import { presentMemberCase, presentMemberCaseSummary, type MemberCase } from '../presenters/member'
import { getGrievanceSettings } from '../settings/read'
import { HttpError } from '../../../platform/http/route'

/**
 * A member's own cases, as they follow them after filing. Every read
 * starts from the caller's id: a case of anyone else, a malformed number and an
 * unknown one all answer the same 404, so a number never tells whether it exists.
 */

const notFound = () => new HttpError(404, GRIEVANCE_MESSAGES.notFound)

/** The caller's case `rawNumber` (depth 0), or 404. Pass `req` to read inside a transaction. */
export async function ownCase(payload: Payload, userId: number, rawNumber: string | undefined, req?: PayloadRequest): Promise<Grievance> {
  if (!isCaseNumber(rawNumber)) throw notFound()
  const { docs } = await payload.find({
    collection: 'grievances',
    where: { and: [{ caseNumber: { equals: rawNumber } }, { user: { equals: userId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!docs[0]) throw notFound()
  return docs[0]
}

/** The categories of `ids`, named in `lang`. */
async function categoriesOf(payload: Payload, ids: number[], lang: Locale): Promise<Map<number, GrievanceCategory>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'grievance-categories',
    where: { id: { in: ids } },
    locale: lang,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((c) => [c.id, c]))
}

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'number' ? value : value.id

/** GET /api/grievances: the caller's cases, newest first. */
export async function listOwnCases(payload: Payload, userId: number, lang: Locale) {
  const { docs } = await payload.find({
    collection: 'grievances',
    where: { user: { equals: userId } },
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const categories = await categoriesOf(
    payload,
    [...new Set(docs.map((g) => idOf(g.category)).filter((id): id is number => id !== null))],
    lang,
  )
  const at = now()
  return { docs: docs.map((g) => presentMemberCaseSummary(g, categories.get(idOf(g.category) ?? 0) ?? null, at)) }
}

/** GET /api/grievances/{caseNumber}: the caller's case with its files and its timeline (never the office's own entries). */
export async function ownCaseDetail(payload: Payload, userId: number, rawNumber: string | undefined, lang: Locale): Promise<MemberCase> {
  return caseDetail(payload, await ownCase(payload, userId, rawNumber), lang)
}

/** The member's view of `g` (already known to be theirs). */
export async function caseDetail(payload: Payload, g: Grievance, lang: Locale): Promise<MemberCase> {
  const categoryId = idOf(g.category)
  const attachmentIds = (g.attachments ?? []).map((a) => idOf(a)).filter((id): id is number => id !== null)
  const [categories, attachments, events, settings] = await Promise.all([
    categoriesOf(payload, categoryId === null ? [] : [categoryId], lang),
    attachmentIds.length
      ? payload.find({
          collection: 'grievance-attachments',
          where: { id: { in: attachmentIds } },
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      : Promise.resolve({ docs: [] as GrievanceAttachment[] }),
    payload.find({
      collection: 'grievance-events',
      // Both the flag and the kind: an office entry never reaches the member, even one stored with a wrong flag.
      where: {
        and: [{ grievance: { equals: g.id } }, { internal: { not_equals: true } }, { kind: { not_in: [...INTERNAL_EVENT_KINDS] } }],
      },
      sort: ['createdAt', 'id'],
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    getGrievanceSettings(payload),
  ])
  // Keep the order the member attached them in.
  const files = attachmentIds.map((id) => attachments.docs.find((a) => a.id === id)).filter((a): a is GrievanceAttachment => Boolean(a))
  return presentMemberCase(g, {
    category: categories.get(categoryId ?? 0) ?? null,
    attachments: files,
    events: events.docs as GrievanceEvent[],
    settings,
    at: now(),
  })
}
