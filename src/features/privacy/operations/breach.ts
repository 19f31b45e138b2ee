import { createHash } from 'node:crypto'

import { displayDate } from '@/features/membership/client'
import { BREACH_MAIL } from '@/features/privacy/texts/breach'
import { queueMails, type QueuedMail } from '@/platform/mail/outbox'
import { mailContext } from '@/platform/mail/send'
import { fill, page, render, type MailContext, type MailMessage } from '@/platform/mail/template'

import { sql, type Executor } from '../../../platform/db/sql'

/**
 * `npm run breach:notify` (docs/BREACH.md): the notice of a personal-data breach
 * to each affected member through their registered channel (the outbox), in
 * both languages — their own first. Re-running the same incident queues nothing
 * twice (dedupe key per incident and member).
 */

export type BreachOptions = { since: Date; district?: string; ids?: number[]; what: string; whatHi: string; dryRun?: boolean }
export type BreachRun = { incident: string; selected: number; queued: number; dryRun: boolean }

/** The incident's key: the same window and words are the same incident. */
export const incidentOf = (o: BreachOptions) =>
  createHash('sha256')
    .update(JSON.stringify([o.since.toISOString(), o.what, o.whatHi]))
    .digest('hex')
    .slice(0, 16)

/** Members (not erased) whose record existed in, or changed during, the breach window: created before now and touched since `since`, or named by id. */
export async function affectedMembers(
  db: Executor,
  o: BreachOptions,
): Promise<{ id: number; name: string; email: string; lang: string }[]> {
  const byDistrict = o.district ? sql`AND district = ${o.district}` : sql``
  const byIds = o.ids?.length
    ? sql`AND id IN (${sql.join(
        o.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``
  const { rows } = await db.execute(sql`SELECT id, name, email, preferred_language AS lang FROM users
    WHERE role = 'member' AND erased_at IS NULL AND (updated_at >= ${o.since.toISOString()} OR created_at >= ${o.since.toISOString()} OR ${o.ids?.length ? sql`TRUE` : sql`FALSE`})
    ${byDistrict} ${byIds} ORDER BY id`)
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name), email: String(r.email), lang: String(r.lang ?? 'en') }))
}

function part(ctx: MailContext, o: BreachOptions) {
  const t = BREACH_MAIL[ctx.lang]
  return [
    fill(t.intro, { since: displayDate(o.since.toISOString()) ?? '' }),
    fill(t.what, { what: ctx.lang === 'hi' ? o.whatHi : o.what }),
    t.done,
    t.advice,
    { before: t.contact, link: [t.policy, page(ctx, '/privacy-policy')] as [string, string] },
  ]
}

/** One mail, the member's language first and the other after it, so each can read it whatever language they chose. */
export function breachMail(name: string, o: BreachOptions, lang: string): MailMessage {
  const first = mailContext(lang)
  const second = mailContext(first.lang === 'hi' ? 'en' : 'hi')
  const subject = `${BREACH_MAIL[first.lang].subject} / ${BREACH_MAIL[second.lang].subject}`
  return render(subject, name, [...part(first, o), '———', ...part(second, o)], first)
}

export async function queueBreachNotices(db: Executor, o: BreachOptions): Promise<BreachRun> {
  if (!o.what.trim() || !o.whatHi.trim())
    throw new Error('--what and --what-hi are both required: the notice goes out in English and Hindi')
  if (Number.isNaN(o.since.getTime())) throw new Error('--since must be a date (YYYY-MM-DD)')
  const incident = incidentOf(o)
  const members = await affectedMembers(db, o)
  const mails: QueuedMail[] = members.map((m) => ({
    to: m.email,
    kind: 'breach-notice',
    userId: m.id,
    message: breachMail(m.name, o, m.lang),
    dedupeKey: `breach:${incident}:${m.id}`,
  }))
  if (!o.dryRun && mails.length) await queueMails(db, mails)
  return { incident, selected: members.length, queued: o.dryRun ? 0 : mails.length, dryRun: Boolean(o.dryRun) }
}

/** The command line: --since <date> [--district X] [--ids 1,2,3] --what "<en>" --what-hi "<hi>" [--dry-run]. */
export function parseBreachArgs(argv: readonly string[]): BreachOptions {
  const value = (flag: string) => {
    const i = argv.indexOf(flag)
    return i >= 0 ? argv[i + 1] : undefined
  }
  const ids = value('--ids')
    ?.split(',')
    .map((s) => Number(s.trim()))
  if (ids?.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error('--ids must be member ids separated by commas, e.g. 1,2,3')
  const since = value('--since')
  if (!since || !/^\d{4}-\d{2}-\d{2}/.test(since)) throw new Error('--since must be a date (YYYY-MM-DD)')
  return {
    since: new Date(since),
    district: value('--district'),
    ids,
    what: value('--what') ?? '',
    whatHi: value('--what-hi') ?? '',
    dryRun: argv.includes('--dry-run'),
  }
}
