import { z } from 'zod'

import { defineMessages } from '../../../platform/i18n/messages'
import { CONSENT_PURPOSES, type ConsentPurpose } from './consent'
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token'

/**
 * The inputs of the opt-in endpoints: a member's choice from
 * /profile or /my-data, and the one-click withdrawal link of the opt-in mail.
 */
export const OPT_IN_INPUT_MESSAGES = defineMessages('privacy.optInInput', {
  badPurpose: {
    en: 'The purpose must be one of: membership, newsletter, whatsapp.',
    hi: 'उद्देश्य इनमें से एक होना चाहिए: membership (सदस्यता), newsletter (समाचार-पत्र), whatsapp (व्हाट्सऐप)।',
  },
  badGranted: {
    en: 'Please send "granted": true to opt in or false to withdraw.',
    hi: 'कृपया सहमति देने के लिए "granted": true या वापस लेने के लिए false भेजें।',
  },
  body: {
    en: 'Please send your choice as JSON, e.g. {"purpose": "newsletter", "granted": true}.',
    hi: 'कृपया अपना विकल्प JSON में भेजें, जैसे {"purpose": "newsletter", "granted": true}।',
  },
  invalidLink: {
    en: 'This withdrawal link is not valid. Please open the link in the confirmation e-mail again, or change your choices on your profile.',
    hi: 'सहमति वापस लेने का यह लिंक मान्य नहीं है। कृपया पुष्टि ई-मेल का लिंक फिर से खोलें, या अपनी प्रोफ़ाइल में अपने विकल्प बदलें।',
  },
})
const M = OPT_IN_INPUT_MESSAGES

export const OptInInput = z.object(
  {
    purpose: z.enum(CONSENT_PURPOSES, { error: M.badPurpose.token }),
    granted: z.boolean({ error: M.badGranted.token }),
  },
  { error: M.body.token },
)

export const WithdrawInput = z.object(
  { token: z.string({ error: M.invalidLink.token }), purpose: z.string({ error: M.invalidLink.token }) },
  { error: M.invalidLink.token },
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
