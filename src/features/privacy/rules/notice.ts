import { z } from 'zod'

/**
 * The privacy notice's confirmation at sign-in (DPDP Act s.5): a
 * member confirms the version in force; the text of each version is kept in
 * notice-versions. English answers here; Hindi in src/platform/i18n/api-messages.ts
 * (block 'notice').
 */
export const NOTICE_MESSAGES = {
  body: 'Please send the notice version you read as a JSON object: {"version": N}.',
  badVersion: 'The notice version must be a whole number.',
  staleVersion: 'A newer privacy notice is in force. Please read it and confirm again.',
  membersOnly: 'Only members confirm the privacy notice.',
} as const

const M = NOTICE_MESSAGES

/** What an unpublished language (or an empty policy) is kept as in a version: a required field cannot be empty. */
export const NOTICE_PLACEHOLDER = '-'

export const NoticeConfirmationInput = z.object(
  {
    version: z
      .number({ error: M.badVersion })
      .int({ error: M.badVersion })
      .min(1, { error: M.badVersion })
      .max(1_000_000, { error: M.badVersion }),
  },
  { error: M.body },
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
