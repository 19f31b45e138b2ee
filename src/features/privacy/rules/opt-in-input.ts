import { z } from 'zod'

import { CONSENT_PURPOSES, type ConsentPurpose } from './consent'
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token'

/**
 * The inputs of the opt-in endpoints: a member's choice from
 * /profile or /my-data, and the one-click withdrawal link of the opt-in mail.
 */
export const OPT_IN_INPUT_MESSAGES = {
  badPurpose: 'The purpose must be one of: membership, newsletter, whatsapp.',
  badGranted: 'Please send "granted": true to opt in or false to withdraw.',
  body: 'Please send your choice as JSON, e.g. {"purpose": "newsletter", "granted": true}.',
  invalidLink:
    'This withdrawal link is not valid. Please open the link in the confirmation e-mail again, or change your choices on your profile.',
} as const
const M = OPT_IN_INPUT_MESSAGES

export const OptInInput = z.object(
  {
    purpose: z.enum(CONSENT_PURPOSES, { error: M.badPurpose }),
    granted: z.boolean({ error: M.badGranted }),
  },
  { error: M.body },
)

export const WithdrawInput = z.object(
  { token: z.string({ error: M.invalidLink }), purpose: z.string({ error: M.invalidLink }) },
  { error: M.invalidLink },
)

/**
 * The withdrawal link's signature: the renewal unsubscribe HMAC (its own key,
 * no expiry) over the member id and `opt-in:<purpose>`, so a link withdraws
 * one purpose of one member and a renewal link withdraws nothing here.
 */
const signedPurpose = (purpose: ConsentPurpose) => `opt-in:${purpose}`
export const signWithdrawal = (secret: string, memberId: number, purpose: ConsentPurpose) =>
  signUnsubscribe(secret, memberId, signedPurpose(purpose))
export const verifyWithdrawal = (secret: string, token: unknown, purpose: ConsentPurpose) =>
  verifyUnsubscribe(secret, token, signedPurpose(purpose))
