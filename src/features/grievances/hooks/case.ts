import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { caseYear, dueDateOf, FALLBACK_CATEGORY_KEY, formatCaseNumber, startingLevel } from '../rules/grievances'
import { rows, sql, type Executor } from '../../../platform/db/sql'
import { addCaseEvent } from '../operations/events'
import { getGrievanceSettings } from '../settings/read'
import { now as clockNow } from '../../../platform/clock'
import { executorOf } from '@/platform/db/transaction'

/**
 * What every new case gets, whoever files it (the member's form, a test, an
 * admin in the CMS): the next case number of the year, the member's district,
 * the category's sensitivity, the level it starts at, the date an answer is due,
 * and a 'filed' entry on its timeline. Hooks, so the CMS and the API behave alike.
 */

/**
 * The next number of `year`, from a counter row the same transaction then holds
 * locked until it commits: concurrent filings (on any instance) wait their turn,
 * so numbers are unique and, unless a filing fails, without gaps.
 */
export async function nextCaseNumber(db: Executor, year: string): Promise<string> {
  const [r] = await rows(
    db,
    sql`INSERT INTO grievance_case_counters (year, last) VALUES (${year}, 1)
        ON CONFLICT (year) DO UPDATE SET last = grievance_case_counters.last + 1 RETURNING last`,
  )
  return formatCaseNumber(year, Number(r.last))
}

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? Number((value as { id: unknown }).id)
      : undefined

async function categoryOf(req: PayloadRequest, value: unknown) {
  const id = idOf(value)
  const found = id
    ? await req.payload.findByID({ collection: 'grievance-categories', id, depth: 0, disableErrors: true, overrideAccess: true, req })
    : null
  if (found) return found
  const { docs } = await req.payload.find({
    collection: 'grievance-categories',
    where: { key: { equals: FALLBACK_CATEGORY_KEY } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

export const fillNewCase: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  // The app's clock (src/platform/clock.ts), so tests can file a case on a chosen day; a given createdAt (the demo seed, an import) wins.
  const given = typeof data.createdAt === 'string' ? new Date(data.createdAt) : null
  // Anything but a real date (a CMS caller's garbage) is ignored here; Payload's own validation answers for it.
  const filedAt = given && !Number.isNaN(given.getTime()) ? given : clockNow()
  const userId = idOf(data.user)
  const member = userId
    ? await req.payload.findByID({
        collection: 'users',
        id: userId,
        depth: 0,
        disableErrors: true,
        overrideAccess: true,
        req,
        select: { district: true, preferredLanguage: true },
      })
    : null
  const category = await categoryOf(req, data.category)
  const sensitive = Boolean(category?.sensitive)
  const settings = await getGrievanceSettings(req.payload, req)
  return {
    ...data,
    caseNumber: data.caseNumber ?? (await nextCaseNumber(await executorOf(req), caseYear(filedAt))),
    category: category?.id ?? null,
    sensitive,
    district: data.district ?? member?.district ?? null,
    // Payload has already put the field's default ('district') in `data`, so the category decides.
    level: data.level === 'state' ? 'state' : startingLevel(sensitive),
    dueAt: data.dueAt ?? dueDateOf(filedAt, settings).toISOString(),
    // As with level, `data.lang` already holds the default 'en': Hindi when asked for or the member prefers it.
    lang: data.lang === 'hi' || member?.preferredLanguage === 'hi' ? 'hi' : 'en',
    reopenCount: 0,
    createdAt: filedAt.toISOString(),
  }
}

/**
 * A case moved into a sensitive category (an admin correcting a member's
 * choice in the CMS) becomes sensitive, so from then on only admins see it
 * (src/features/grievances/operations/scope.ts). Moving it out again leaves it sensitive:
 * the member was told only admins would read it.
 */
export const followSensitiveCategory: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'update' || data.category === undefined || data.category === null) return data
  const id = idOf(data.category)
  const category = id
    ? await req.payload.findByID({ collection: 'grievance-categories', id, depth: 0, disableErrors: true, overrideAccess: true, req })
    : null
  return category?.sensitive ? { ...data, sensitive: true } : data
}

/**
 * A category an admin marks sensitive takes its cases with it (the same
 * reason as above); unmarking it later leaves them sensitive.
 */
export const categoryTurnedSensitive: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.sensitive || previousDoc?.sensitive) return doc
  await (await executorOf(req)).execute(sql`UPDATE grievances SET sensitive = true WHERE category_id = ${doc.id} AND sensitive IS NOT TRUE`)
  return doc
}

export const recordFiled: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await addCaseEvent(req, doc.id, { kind: 'filed', actor: idOf(doc.user) ?? null, at: new Date(doc.createdAt) })
  return doc
}
