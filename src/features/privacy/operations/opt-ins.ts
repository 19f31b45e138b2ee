import type { Payload } from 'payload'

import { getEnv } from '../../../platform/config/env'
import { currentChoices, isOptInPurpose, type ConsentChannel, type ConsentLanguage, type ConsentPurpose } from '../rules/consent'
import { displayDate } from '@/features/membership/client'
import { OPT_IN_INPUT_MESSAGES, signWithdrawal, verifyWithdrawal } from '../rules/opt-in-input'
import { now } from '../../../platform/clock'
import { log } from '../../../platform/log'
import { optInConfirmationMail } from '../mail/opt-in'
import { queueMail } from '../../../platform/mail/outbox'
import { mailContext } from '../../../platform/mail/send'
import { drizzleOf, rows, sql, type Executor } from '../../../platform/db/sql'
import { HttpError } from '../../../platform/http/route'
import { defineMessages } from '../../../platform/i18n/messages'
import { currentNoticeVersion, recordConsent } from './consents'
import { PAIR_LOCKS } from '@/platform/db/locks'
import { transaction } from '@/platform/db/transaction'

export const OPT_IN_MESSAGES = defineMessages('privacy.optIns', {
  membershipNotHere: {
    en: 'Your membership consent cannot be withdrawn here. To end it, ask for your data to be erased on the My data page (/my-data).',
    hi: 'सदस्यता की सहमति यहाँ वापस नहीं ली जा सकती। इसे समाप्त करने के लिए "मेरा डेटा" पृष्ठ (/hi/my-data) पर अपना डेटा मिटाने का अनुरोध करें।',
  },
})

type Change = {
  purpose: ConsentPurpose
  granted: boolean
  language: ConsentLanguage
  channel: ConsentChannel
  address?: string | null
  userAgent?: string | null
}
export type Choices = Record<ConsentPurpose, boolean>

const ledgerRows = (db: Executor, memberId: number) =>
  rows(db, sql`SELECT purpose, action FROM consents WHERE member_id = ${memberId} ORDER BY created_at, id`)
const choicesOf = (entries: Awaited<ReturnType<typeof ledgerRows>>) =>
  currentChoices(entries.map((e) => ({ purpose: e.purpose as ConsentPurpose, action: e.action as 'granted' | 'withdrawn' })))

/** The choices in force now (GET /api/my-data/consents). */
export async function optInsOf(payload: Payload, memberId: number): Promise<Choices> {
  return choicesOf(await ledgerRows(drizzleOf(payload), memberId))
}

/**
 * The confirmation of a new opt-in, queued in the change's transaction so the
 * mail exists exactly when the grant does. The dedupe key names the ledger
 * position, so a retried transaction cannot mail twice for one change.
 */
async function queueConfirmation(
  tx: Executor,
  memberId: number,
  purpose: Exclude<ConsentPurpose, 'membership'>,
  position: number,
): Promise<void> {
  const [member] = await rows(tx, sql`SELECT email, name, preferred_language FROM users WHERE id = ${memberId}`)
  if (!member?.email) return
  const ctx = mailContext(member.preferred_language)
  const token = signWithdrawal(getEnv().payloadSecret ?? '', memberId, purpose)
  const message = optInConfirmationMail(String(member.name ?? ''), { purpose, date: displayDate(now()) ?? '', token }, ctx)
  await queueMail(tx, {
    to: String(member.email),
    kind: 'opt-in-confirmation',
    userId: memberId,
    message,
    dedupeKey: `opt-in:${memberId}:${position}`,
  })
}

/**
 * A member's opt-in given or withdrawn: one ledger entry per real
 * change — repeating the current state adds nothing. A new grant mails the
 * member a confirmation with a one-click withdrawal link. The membership
 * consent ends only with an erasure request (409). Returns the choices now in force.
 */
export async function changeOptIn(payload: Payload, memberId: number, change: Change): Promise<Choices> {
  const purpose = change.purpose
  if (purpose === 'membership') throw new HttpError(409, OPT_IN_MESSAGES.membershipNotHere)
  return transaction(payload, async (tx) => {
    // One change at a time per member, so two clicks never record the same change twice.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAIR_LOCKS.consentLedger}, ${memberId})`)
    const entries = await ledgerRows(tx, memberId)
    const before = choicesOf(entries)
    if (before[purpose] === change.granted) return before
    await recordConsent(tx, { memberId, ...change, noticeVersion: await currentNoticeVersion(tx) })
    if (change.granted) await queueConfirmation(tx, memberId, purpose, entries.length + 1)
    return { ...before, [purpose]: change.granted }
  })
}

/**
 * The confirmation mail's link (POST /api/consents/withdraw, no sign-in): the
 * signed token withdraws that one purpose with channel 'mail'. A malformed,
 * forged or orphaned token, or a purpose that is no opt-in, is a 400 that
 * records nothing; a repeat changes nothing.
 */
export async function withdrawWithToken(
  payload: Payload,
  input: { token: string; purpose: string },
  caller: { language: ConsentLanguage; address?: string | null; userAgent?: string | null },
): Promise<Choices> {
  const purpose = isOptInPurpose(input.purpose) ? input.purpose : null
  const memberId = purpose ? verifyWithdrawal(getEnv().payloadSecret ?? '', input.token, purpose) : null
  const [member] = memberId ? await rows(drizzleOf(payload), sql`SELECT id FROM users WHERE id = ${memberId}`) : []
  if (!purpose || !memberId || !member) throw new HttpError(400, OPT_IN_INPUT_MESSAGES.invalidLink)
  const choices = await changeOptIn(payload, memberId, { purpose, granted: false, channel: 'mail', ...caller })
  log.info({ userId: memberId, purpose }, 'opt-in withdrawn from the mail link')
  return choices
}
