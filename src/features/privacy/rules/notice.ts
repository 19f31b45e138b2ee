import { z } from 'zod'

import { defineMessages } from '../../../platform/i18n/messages'

/**
 * The privacy notice's confirmation at sign-in (DPDP Act s.5): a
 * member confirms the version in force; the text of each version is kept in
 * notice-versions. Its answers, in English and Hindi, under the keys `privacy.notice.*`.
 */
export const NOTICE_MESSAGES = defineMessages('privacy.notice', {
  body: {
    en: 'Please send the notice version you read as a JSON object: {"version": N}.',
    hi: 'कृपया पढ़ी गई सूचना का संस्करण JSON ऑब्जेक्ट के रूप में भेजें: {"version": N}।',
  },
  badVersion: { en: 'The notice version must be a whole number.', hi: 'सूचना का संस्करण एक पूर्ण संख्या होना चाहिए।' },
  staleVersion: {
    en: 'A newer privacy notice is in force. Please read it and confirm again.',
    hi: 'अब एक नई गोपनीयता सूचना लागू है। कृपया उसे पढ़ें और फिर से पुष्टि करें।',
  },
  membersOnly: { en: 'Only members confirm the privacy notice.', hi: 'गोपनीयता सूचना की पुष्टि केवल सदस्य करते हैं।' },
})

const M = NOTICE_MESSAGES

/** What an unpublished language (or an empty policy) is kept as in a version: a required field cannot be empty. */
export const NOTICE_PLACEHOLDER = '-'

export const NoticeConfirmationInput = z.object(
  {
    version: z
      .number({ error: M.badVersion.token })
      .int({ error: M.badVersion.token })
      .min(1, { error: M.badVersion.token })
      .max(1_000_000, { error: M.badVersion.token }),
  },
  { error: M.body.token },
)

/** The latest 'membership' ledger entry of a member, or null when they have none. */
export type MembershipEntry = { action: 'granted' | 'withdrawn'; noticeVersion: number } | null

/**
 * Whether a member must confirm the notice in force (`current`, 0 while none
 * was ever published): everyone whose membership consent is not a grant of
 * that version or a later one — backfilled members (version 0), anyone after a
 * new version, and members with no entry at all (made by an office import or
 * the Local API: they never saw a notice).
 */
export function noticeConfirmationDue(latest: MembershipEntry, current: number): boolean {
  if (current < 1) return false
  return !latest || latest.action !== 'granted' || latest.noticeVersion < current
}

/** A version's text as its readers get it: blocks separated by a blank line, each block's lines. */
export function noticeBlocks(text: string | null | undefined): string[][] {
  if (!text || text.trim() === NOTICE_PLACEHOLDER) return []
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) =>
      block
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
}
