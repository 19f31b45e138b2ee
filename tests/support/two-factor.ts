import type { Payload } from 'payload'

import { currentCode } from '../../src/features/accounts/two-factor/codes'
import { drizzleOf, sql } from '../../src/platform/db/sql'
import { sealSecret } from '../../src/features/accounts/two-factor/secret-box'
import { enrolKnownSecret } from '../../src/features/accounts/two-factor/store'

/**
 * Every admin and coordinator signs in with a second factor. The test users
 * (createUser) get this authenticator secret at creation unless asked not to
 * (`secondFactor: false`), and the helpers sign in with a code of it.
 */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

export const enrolForTests = (payload: Payload, userId: number, secret = TEST_TOTP_SECRET) =>
  enrolKnownSecret(payload, userId, sealSecret(secret, payload.secret))

/**
 * A code the login accepts now. Each code works once (replay refusal), and tests sign the same user
 * in more often than once per 30 seconds, so the record of the last step used is cleared first.
 */
export async function freshOtp(payload: Payload, userId: number, secret = TEST_TOTP_SECRET): Promise<string> {
  await drizzleOf(payload).execute(sql`UPDATE users SET second_factor_last_step = NULL WHERE id = ${userId}`)
  return currentCode(secret)
}
