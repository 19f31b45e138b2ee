import { createHmac } from 'node:crypto'

import { describe, expect, it, vi } from 'vitest'

import { formatMembershipId, isMembershipId } from '../../../src/features/payments/rules/payments'
import { VERIFY_TOKEN_LENGTH, verifyToken, verifyTokenMatches } from '../../../src/features/membership/rules/verify-token'

// The real compare, watched: the test must see that the token check goes through it.
const compare = vi.hoisted(() => ({ calls: 0 }))
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  const timingSafeEqual: typeof actual.timingSafeEqual = (a, b) => {
    compare.calls += 1
    return actual.timingSafeEqual(a, b)
  }
  return { ...actual, default: { ...actual, timingSafeEqual }, timingSafeEqual }
})

const secret = 'a-server-secret-of-some-length'
const id = 'UPCHO-2026-000001'

describe('the certificate verify token', () => {
  it('is 22 base64url characters: 128 bits of an HMAC', () => {
    const token = verifyToken(secret, id)
    expect(VERIFY_TOKEN_LENGTH).toBe(22)
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(16)
  })

  it('is keyed for this purpose alone: not the plain HMAC of the id with the secret', () => {
    const purposeKey = createHmac('sha256', secret).update('verify-certificate').digest()
    const expected = createHmac('sha256', purposeKey).update(id).digest().subarray(0, 16).toString('base64url')
    expect(verifyToken(secret, id)).toBe(expected)
    expect(verifyToken(secret, id)).not.toBe(createHmac('sha256', secret).update(id).digest().subarray(0, 16).toString('base64url'))
  })

  it('is stable for one id and secret, and differs for another id or another secret', () => {
    expect(verifyToken(secret, id)).toBe(verifyToken(secret, id))
    expect(verifyToken(secret, 'UPCHO-2026-000002')).not.toBe(verifyToken(secret, id))
    expect(verifyToken('another-server-secret-0000', id)).not.toBe(verifyToken(secret, id))
  })

  it('refuses to sign without a secret', () => {
    expect(() => verifyToken('', id)).toThrow()
  })

  it('matches its own id only', () => {
    const token = verifyToken(secret, id)
    expect(verifyTokenMatches(secret, id, token)).toBe(true)
    // Another id's token, or this token for another id.
    expect(verifyTokenMatches(secret, id, verifyToken(secret, 'UPCHO-2026-000002'))).toBe(false)
    expect(verifyTokenMatches(secret, 'UPCHO-2026-000002', token)).toBe(false)
    // Made with another secret.
    expect(verifyTokenMatches(secret, id, verifyToken('another-server-secret-0000', id))).toBe(false)
  })

  it('refuses a wrong, truncated, padded or malformed token, and any token without a secret', () => {
    const token = verifyToken(secret, id)
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`
    for (const wrong of [
      flipped,
      token.slice(0, 21),
      token.slice(0, 8),
      `${token}A`,
      `${token}=`,
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
      '',
      ' '.repeat(22),
      `${token.slice(0, 21)}+`,
      `${token.slice(0, 21)}/`,
    ]) {
      expect(verifyTokenMatches(secret, id, wrong), wrong).toBe(false)
    }
    for (const notText of [undefined, null, 42, [token], { t: token }]) expect(verifyTokenMatches(secret, id, notText)).toBe(false)
    expect(verifyTokenMatches('', id, token)).toBe(false)
  })

  it('compares a well-formed token in constant time (crypto.timingSafeEqual), right or wrong', () => {
    const token = verifyToken(secret, id)
    const wrong = verifyToken(secret, 'UPCHO-2026-000009')
    compare.calls = 0
    expect(verifyTokenMatches(secret, id, token)).toBe(true)
    expect(verifyTokenMatches(secret, id, wrong)).toBe(false)
    expect(compare.calls).toBe(2)
  })
})

describe('the membership id shape', () => {
  it('accepts what formatMembershipId writes', () => {
    for (const [year, n] of [
      ['2026', 1],
      ['2026', 123],
      ['2031', 999_999],
      ['2031', 1_000_000],
    ] as const)
      expect(isMembershipId(formatMembershipId(year, n))).toBe(true)
  })

  it('refuses anything else', () => {
    for (const bad of [
      '',
      'UPCHO-2026-00001',
      'upcho-2026-000001',
      'UPCHO-26-000001',
      'UPCHO-2026-000001 ',
      ' UPCHO-2026-000001',
      'UPCHO-2026-000001\n',
      'UPCHO-2026-0000001234',
      'UPCHO-2026-00000\u0000',
      '%ZZ',
      '\u0000',
      'UPCHO-2026-000001/..',
      'UPCHO-２０２６-000001',
      'x'.repeat(5000),
    ]) {
      expect(isMembershipId(bad), JSON.stringify(bad)).toBe(false)
    }
    for (const notText of [undefined, null, 1, ['UPCHO-2026-000001']]) expect(isMembershipId(notText)).toBe(false)
  })
})
