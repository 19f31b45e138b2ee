import type { Payload, PayloadRequest } from 'payload'

import type { GrievanceLevel } from '../rules/grievances'
import { queueMails } from '../../../platform/mail/outbox'
import { officeNoticeMail, type OfficeNoticeReason } from '../mail/office-notice'
import { mailContext } from '../../../platform/mail/send'
import type { Grievance, User } from '../../../payload-types'
import type { Executor } from '../../../platform/db/sql'
import { personMaySee } from './scope'

type Recipient = Pick<User, 'id' | 'name' | 'email' | 'preferredLanguage' | 'role' | 'districts'>

/**
 * Who answers a case at `level`: at the district level, the coordinators of the
 * case's district (none for a sensitive case, ever; and when the district has no
 * coordinator, the state office instead, so no case waits unseen); at the state
 * level, the admins. Whoever the queries find is mailed only if scope.ts says
 * they may see the case (a mail is an answer too).
 */
export async function officeAtLevel(
  payload: Payload,
  grievance: Pick<Grievance, 'district' | 'sensitive'>,
  level: GrievanceLevel,
  req?: PayloadRequest,
): Promise<Recipient[]> {
  const select = { name: true, email: true, preferredLanguage: true, role: true, districts: true } as const
  // Inside a transaction, `req` makes these reads use its connection instead of waiting for another from the pool.
  const inTx = req ? { req } : {}
  const mayBeTold = (docs: unknown[]) => (docs as Recipient[]).filter((r) => personMaySee(r, grievance))
  if (level === 'district' && grievance.district) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { and: [{ role: { equals: 'coordinator' } }, { districts: { in: [grievance.district] } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select,
      ...inTx,
    })
    const coordinators = mayBeTold(docs)
    if (coordinators.length) return coordinators
  }
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select,
    ...inTx,
  })
  return mayBeTold(docs)
}

/**
 * Mails the office at `level` that a case is theirs (in each recipient's
 * language), in the caller's transaction `db`. `occasion` makes the mail unique:
 * the same occasion never mails the same person twice (e.g. a job run twice).
 */
export async function notifyOffice(
  db: Executor,
  payload: Payload,
  grievance: Grievance,
  level: GrievanceLevel,
  reason: OfficeNoticeReason,
  occasion: string,
  extra: { days?: number } = {},
  req?: PayloadRequest,
): Promise<number> {
  const recipients = await officeAtLevel(payload, grievance, level, req)
  // The category's name in each language, read once per language (not once per recipient: a state notice goes to every admin).
  const names = new Map<string, Promise<string>>()
  const categoryName = (lang: string) => {
    const id = typeof grievance.category === 'object' && grievance.category ? grievance.category.id : grievance.category
    if (!id) return Promise.resolve('-')
    const locale = lang === 'hi' ? 'hi' : 'en'
    if (!names.has(locale)) {
      const read = payload.findByID({
        collection: 'grievance-categories',
        id,
        depth: 0,
        locale,
        overrideAccess: true,
        disableErrors: true,
        ...(req ? { req } : {}),
      })
      names.set(
        locale,
        read.then((c) => c?.name ?? '-'),
      )
    }
    return names.get(locale)!
  }
  const mails = await Promise.all(
    recipients.map(async (r) => {
      const ctx = mailContext(r.preferredLanguage)
      const facts = {
        grievanceId: grievance.id,
        caseNumber: String(grievance.caseNumber),
        category: await categoryName(ctx.lang),
        district: grievance.district ?? '',
        dueAt: String(grievance.dueAt),
        ...extra,
      }
      return {
        to: r.email,
        kind: `grievance-${reason}`,
        userId: r.id,
        message: officeNoticeMail(r.name, reason, facts, ctx),
        dedupeKey: `grievance:${grievance.id}:${occasion}:${r.id}`,
      }
    }),
  )
  await queueMails(db, mails)
  return mails.length
}
