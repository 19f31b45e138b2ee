import type { Payload } from 'payload'

import { looksLikeTotp, matchingStep, spendRecoveryCode } from './codes'
import { openSecret } from './secret-box'
import { readFactor, replaceRecoveryHashes, spendStep } from './store'

/**
 * Whether `otp` is a valid second factor for the user now, spending it: a TOTP
 * code's time step is recorded (that code and any earlier one are refused from
 * then on), a recovery code is taken out of the list. False for a wrong, reused
 * or unreadable code, and for a user without a confirmed second factor.
 */
export async function spendSecondFactor(payload: Payload, userId: number, otp: string, now = Date.now()): Promise<boolean> {
  const factor = await readFactor(payload, userId)
  if (!factor?.enabledAt || !factor.sealedSecret) return false
  if (looksLikeTotp(otp)) {
    const secret = openSecret(factor.sealedSecret, payload.secret)
    const step = secret ? matchingStep(secret, otp, now) : null
    return step !== null && (await spendStep(payload, userId, step))
  }
  const remaining = spendRecoveryCode(factor.recoveryHashes, otp)
  return remaining !== null && (await replaceRecoveryHashes(payload, userId, factor.recoveryHashes, remaining))
}
