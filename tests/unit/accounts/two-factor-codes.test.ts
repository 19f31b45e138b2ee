import { describe, expect, it } from 'vitest'

import {
  currentCode,
  hashRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  spendRecoveryCode,
  stepAt,
  TOTP_STEP_SECONDS,
} from '../../../src/features/accounts/two-factor/codes'
import { openSecret, sealSecret } from '../../../src/features/accounts/two-factor/secret-box'

/** The second factor's rules without a database. */
const APP_SECRET = 'a-payload-secret-of-some-length'
const STEP = TOTP_STEP_SECONDS * 1000

describe('the sealed TOTP secret (AES-256-GCM)', () => {
  it('opens with the same PAYLOAD_SECRET only, and never holds the secret in plain text', () => {
    const secret = newTotpSecret()
    const sealed = sealSecret(secret, APP_SECRET)
    expect(sealed).not.toContain(secret)
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(sealSecret(secret, APP_SECRET)).not.toBe(sealed) // a fresh IV every time
    expect(openSecret(sealed, APP_SECRET)).toBe(secret)
    expect(openSecret(sealed, 'another-payload-secret')).toBeNull()
  })

  it('refuses a tampered or malformed box', () => {
    const sealed = sealSecret(newTotpSecret(), APP_SECRET)
    const [v, iv, tag, body] = sealed.split('.')
    const flipped = body.slice(0, -2) + (body.endsWith('AA') ? 'BB' : 'AA')
    expect(openSecret([v, iv, tag, flipped].join('.'), APP_SECRET)).toBeNull()
    expect(openSecret('v2.a.b.c', APP_SECRET)).toBeNull()
    expect(openSecret('nonsense', APP_SECRET)).toBeNull()
  })

  it('needs a PAYLOAD_SECRET', () => {
    expect(() => sealSecret('ABC', '')).toThrow(/PAYLOAD_SECRET/)
  })
})

describe('TOTP codes', () => {
  const secret = newTotpSecret()
  const now = 1_800_000_000_000

  it('matches the code of this step and of one step either side, with the step it belongs to', () => {
    expect(matchingStep(secret, currentCode(secret, now), now)).toBe(stepAt(now))
    expect(matchingStep(secret, currentCode(secret, now - STEP), now)).toBe(stepAt(now) - 1)
    expect(matchingStep(secret, currentCode(secret, now + STEP), now)).toBe(stepAt(now) + 1)
  })

  it('refuses codes two steps away, other secrets and anything not six digits', () => {
    expect(matchingStep(secret, currentCode(secret, now - 2 * STEP), now)).toBeNull()
    expect(matchingStep(secret, currentCode(secret, now + 2 * STEP), now)).toBeNull()
    const other = newTotpSecret()
    const code = currentCode(other, now)
    if (code !== currentCode(secret, now)) expect(matchingStep(secret, code, now)).toBeNull()
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 123456']) expect(matchingStep(secret, bad, now)).toBeNull()
  })

  it('writes the otpauth address apps read from the QR code', () => {
    expect(otpauthUrl('admin@example.org', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/UPCHO:admin%40example.org?secret=JBSWY3DPEHPK3PXP&period=30&digits=6&algorithm=SHA1&issuer=UPCHO',
    )
  })
})

describe('recovery codes', () => {
  it('are ten different codes of the form xxxxx-xxxxx', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
  })

  it('each works once: spending one takes it out of the list', () => {
    const codes = newRecoveryCodes()
    const hashes = codes.map(hashRecoveryCode)
    const left = spendRecoveryCode(hashes, codes[2].toUpperCase().replace('-', ' '))
    expect(left).toHaveLength(9)
    expect(left).not.toContain(hashes[2])
    expect(spendRecoveryCode(left!, codes[2])).toBeNull()
    expect(spendRecoveryCode(hashes, 'aaaaa-aaaaa')).toBeNull()
    expect(hashes.join('')).not.toContain(codes[0].replace('-', ''))
  })
})
