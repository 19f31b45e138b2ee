import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The token in a certificate's QR code (`/verify/{membershipId}?t=…`). Membership
 * ids are sequential, so the id alone must not reveal who holds it: the holder's
 * name is shown only to whoever presents this token, which only the certificate
 * carries. An HMAC of the id, so nothing is stored and old certificates keep their
 * token for as long as the server secret stays the same.
 */

/** Keys the HMAC for this use alone: a token made here is worthless anywhere else the secret signs. */
const PURPOSE = 'verify-certificate'

/** 16 of the HMAC's 32 bytes: 128 bits, far beyond guessing, and a short QR code. */
const TOKEN_BYTES = 16
export const VERIFY_TOKEN_LENGTH = Math.ceil((TOKEN_BYTES * 4) / 3)
const TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${VERIFY_TOKEN_LENGTH}}$`)

function purposeKey(secret: string): Buffer {
  // Without a secret anyone could compute every token: refuse rather than sign with ''.
  if (!secret) throw new Error('a verify token needs the server secret')
  return createHmac('sha256', secret).update(PURPOSE, 'utf8').digest()
}

/** The token of `membershipId`, base64url. */
export function verifyToken(secret: string, membershipId: string): string {
  return createHmac('sha256', purposeKey(secret)).update(membershipId, 'utf8').digest().subarray(0, TOKEN_BYTES).toString('base64url')
}

/** Whether `presented` is the token of `membershipId`, compared in constant time (no early exit on the first wrong byte). */
export function verifyTokenMatches(secret: string, membershipId: string, presented: unknown): boolean {
  if (!secret || typeof presented !== 'string' || !TOKEN_SHAPE.test(presented)) return false
  return timingSafeEqual(Buffer.from(verifyToken(secret, membershipId), 'utf8'), Buffer.from(presented, 'utf8'))
}
