import crypto from 'node:crypto'

import { authenticator } from 'otplib'

/**
 * The rules of the codes themselves, without the database (unit-tested in
 * tests/unit/accounts/two-factor-codes.test.ts): RFC 6238 TOTP with 30-second steps, six
 * digits, one step either side for clock drift; and ten one-time recovery codes,
 * kept only as SHA-256 hashes (they are 50 random bits each, so a slow hash adds nothing).
 */
export const TOTP_STEP_SECONDS = 30
export const RECOVERY_CODE_COUNT = 10
export const ISSUER = 'UPCHO'

const totp = (epochMs: number) => authenticator.clone({ step: TOTP_STEP_SECONDS, window: 1, digits: 6, epoch: epochMs })

export const newTotpSecret = (): string => authenticator.generateSecret(20)

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (account: string, secret: string): string => totp(Date.now()).keyuri(account, ISSUER, secret)

/** The current code of a secret (tests, the demo). */
export const currentCode = (secret: string, epochMs = Date.now()): string => totp(epochMs).generate(secret)

export const stepAt = (epochMs: number): number => Math.floor(epochMs / 1000 / TOTP_STEP_SECONDS)

/**
 * The time step a six-digit code belongs to (now, or one step before or after), or null.
 * The caller refuses a step not later than the last one used: each code works once.
 */
export function matchingStep(secret: string, code: string, epochMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totp(epochMs).checkDelta(code, secret)
  return delta === null ? null : stepAt(epochMs) + delta
}

/** True for a 6-digit code; anything else offered as a second factor is tried as a recovery code. */
export const looksLikeTotp = (otp: string): boolean => /^\d{6}$/.test(otp)

// Recovery codes: 10 characters of an alphabet without look-alikes, shown as xxxxx-xxxxx.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

function recoveryCode(): string {
  const chars = Array.from(crypto.randomBytes(10), (b) => ALPHABET[b % ALPHABET.length])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode)

/** What a typed recovery code is compared as: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '')

export const hashRecoveryCode = (code: string): string => crypto.createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex')

/** The stored hashes without the one `code` matches, or null when it matches none (compared in constant time). */
export function spendRecoveryCode(hashes: readonly string[], code: string): string[] | null {
  const wanted = Buffer.from(hashRecoveryCode(code), 'hex')
  const index = hashes.findIndex((h) => h.length === 64 && crypto.timingSafeEqual(Buffer.from(h, 'hex'), wanted))
  return index < 0 ? null : hashes.filter((_, i) => i !== index)
}
