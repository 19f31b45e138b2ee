import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

/**
 * Password checks at Payload's price. Payload hashes with PBKDF2-SHA256,
 * 600,000 rounds (`pbkdf2-sha256-v1:` hashes; older ones 25,000 rounds, 512
 * bytes); its own check is not exported, so the /cms-api login guard checks
 * the same way here before Payload does. An unknown e-mail pays the same
 * price as a wrong password, so the time tells nothing.
 */

const derive = promisify(pbkdf2)
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

/** The cost of one check against an account that does not exist. */
export const hashLikePayload = (password: string) => derive(password, 'no-such-account', 600_000, 32, 'sha256')

/** Whether `password` matches the stored hash and salt of a user row (Payload's db.findOne result). */
export async function passwordMatches(user: { hash?: unknown; salt?: unknown }, password: string): Promise<boolean> {
  if (typeof user.hash !== 'string' || typeof user.salt !== 'string') {
    await hashLikePayload(password)
    return false
  }
  const current = user.hash.startsWith(CURRENT_PREFIX)
  const stored = Buffer.from(current ? user.hash.slice(CURRENT_PREFIX.length) : user.hash, 'hex')
  const derived = await derive(password, user.salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256')
  return derived.length === stored.length && timingSafeEqual(derived, stored)
}
