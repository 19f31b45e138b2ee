import type { Payload } from 'payload'

import { DEFAULT_REMINDER_STEPS } from '../../src/features/renewals/rules/renewal'
import { drizzleOf, rows, sql } from '../../src/platform/db/sql'
import { createUser } from './payload'

/**
 * Shared by the renewal-*.test.ts files. Every file walks its own membership
 * years (2031, 2033, …), far from the years other tests pay for, so the
 * reminder job (which looks at every member) finds only that file's members.
 */

type Role = 'member' | 'coordinator' | 'editor' | 'admin'
type MemberSpec = {
  paid?: string[]
  status?: Record<string, 'paid' | 'pending' | 'revoked' | 'unpaid'>
  role?: Role
  district?: string
  lang?: 'en' | 'hi'
}

/** A member with a membership per year: `paid` years paid (starting 1 Jan), `status` years as given. */
export async function member(payload: Payload, spec: MemberSpec = {}) {
  const user = await createUser(payload, spec.role ?? 'member', { district: spec.district ?? 'Agra', preferredLanguage: spec.lang ?? 'en' })
  const years: Record<string, string> = { ...Object.fromEntries((spec.paid ?? []).map((y) => [y, 'paid'])), ...spec.status }
  for (const [year, status] of Object.entries(years)) await membership(payload, user.id, year, status, `${year}-01-01T06:00:00Z`)
  return user
}

/** A membership of `year` for the member, e.g. paid on a simulated day. */
export async function membership(payload: Payload, userId: number, year: string, status: string, startDate: string) {
  return payload.create({
    collection: 'memberships',
    data: { user: userId, membershipYear: year, status: status as 'paid', amount: 10000, startDate, endDate: `${year}-12-31T18:29:59Z` },
    overrideAccess: true,
  })
}

/** The member's renewal_reminders rows of `year`: step → outcome. */
export async function remindersOf(payload: Payload, userId: number, year: string): Promise<Record<string, string>> {
  const found = await rows(
    drizzleOf(payload),
    sql`SELECT step, outcome FROM renewal_reminders WHERE user_id = ${userId} AND year = ${year} ORDER BY step`,
  )
  return Object.fromEntries(found.map((r) => [String(r.step), String(r.outcome)]))
}

/** The reminder mails queued for the member (outbox rows), oldest first. */
export async function reminderMails(payload: Payload, userId: number) {
  return rows(
    drizzleOf(payload),
    sql`SELECT id, recipient, subject, body_text, dedupe_key, headers, status FROM mail_outbox WHERE user_id = ${userId} AND kind = 'renewal-reminder' ORDER BY id`,
  )
}

export async function setSteps(payload: Payload, steps: readonly string[] = DEFAULT_REMINDER_STEPS, graceDate = '03-31') {
  await payload.updateGlobal({
    slug: 'renewal-settings',
    data: { graceDate, reminderSteps: steps.map((day) => ({ day })) },
    overrideAccess: true,
  })
}

/** A moment of a simulated day, India time. */
export const ist = (day: string, time = '09:00') => new Date(`${day}T${time}:00+05:30`)
