import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The one-click unsubscribe link of the renewal reminders: the
 * member's id and an HMAC-SHA256 over the id and the purpose, with a key
 * derived from PAYLOAD_SECRET for this use alone (a signature made here can
 * sign nothing else, and no other signature of the app passes here). No
 * expiry: an old reminder's link must still work. Compared in constant time.
 */
export const UNSUBSCRIBE_PURPOSE = 'renewal-reminders'

const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/

const keyOf = (secret: string) => createHmac('sha256', secret).update('upcho/unsubscribe-key/v1').digest()
const macOf = (secret: string, userId: number, purpose: string) =>
  createHmac('sha256', keyOf(secret)).update(`${purpose}:${userId}`).digest()

export function signUnsubscribe(secret: string, userId: number, purpose: string = UNSUBSCRIBE_PURPOSE): string {
  return `${userId}.${macOf(secret, userId, purpose).toString('base64url')}`
}

/** The member id a token was signed for, or null when it is malformed, forged or for another purpose. */
export function verifyUnsubscribe(secret: string, token: unknown, purpose: string = UNSUBSCRIBE_PURPOSE): number | null {
  if (typeof token !== 'string' || !secret) return null
  const m = TOKEN.exec(token)
  if (!m) return null
  const userId = Number(m[1])
  if (userId > 2_147_483_647) return null
  const given = Buffer.from(m[2], 'base64url')
  const expected = macOf(secret, userId, purpose)
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null
}
