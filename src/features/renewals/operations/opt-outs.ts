import type { Payload } from 'payload'

import { getEnv } from '../../../platform/config/env'
import { RENEWAL_MESSAGES } from '../rules/renewal-input'
import { verifyUnsubscribe } from '@/features/privacy'
import { now } from '../../../platform/clock'
import { log } from '../../../platform/log'
import { drizzleOf, rows, sql } from '../../../platform/db/sql'
import { HttpError } from '../../../platform/http/route'
import type { Message } from '../../../platform/i18n/messages'

/**
 * Turning renewal reminders off and on. Off is a row of
 * renewal_opt_outs; the reminder job's claim statement skips such members, so
 * it holds from the next batch on. Repeating it changes nothing.
 */

export type OptOutVia = 'link' | 'one-click' | 'profile'

async function optOut(payload: Payload, userId: number, via: OptOutVia): Promise<void> {
  // The clock's time (src/platform/clock.ts): the stats put an opt-out down to the reminder before it, in the tests' simulated year too.
  const at = now().toISOString()
  await drizzleOf(payload)
    .execute(sql`INSERT INTO renewal_opt_outs (user_id, via, created_at, updated_at) VALUES (${userId}, ${via}::enum_renewal_opt_outs_via, ${at}, ${at})
    ON CONFLICT (user_id) DO NOTHING`)
}

/**
 * The signed link of a reminder (page or one-click POST): 400 for a malformed, forged or orphaned token.
 * The answer's message is the English text; a route that answers with `reply(200, RENEWAL_MESSAGES.unsubscribed)`
 * gets it in the caller's language.
 */
export async function unsubscribeWithToken(payload: Payload, token: string, via: OptOutVia): Promise<{ message: Message }> {
  const userId = verifyUnsubscribe(getEnv().payloadSecret ?? '', token)
  const [member] = userId ? await rows(drizzleOf(payload), sql`SELECT id FROM users WHERE id = ${userId}`) : []
  if (!userId || !member) throw new HttpError(400, RENEWAL_MESSAGES.invalidLink)
  await optOut(payload, userId, via)
  log.info({ userId, via }, 'renewal reminders turned off')
  return { message: RENEWAL_MESSAGES.unsubscribed }
}

/** Whether the member gets renewal reminders. */
export async function remindersOn(payload: Payload, userId: number): Promise<boolean> {
  const found = await rows(drizzleOf(payload), sql`SELECT 1 FROM renewal_opt_outs WHERE user_id = ${userId}`)
  return found.length === 0
}

/** The member's own switch (/profile): on removes the opt-out, off records one. */
export async function setReminders(payload: Payload, userId: number, on: boolean): Promise<{ reminders: boolean }> {
  if (on) await drizzleOf(payload).execute(sql`DELETE FROM renewal_opt_outs WHERE user_id = ${userId}`)
  else await optOut(payload, userId, 'profile')
  return { reminders: on }
}
