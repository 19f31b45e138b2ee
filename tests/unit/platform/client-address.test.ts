import { describe, expect, it } from 'vitest'

import { parseEnv } from '../../../src/platform/config/env'
import { addressFromHeaders, clientAddress } from '../../../src/platform/http/rate-limit'

/**
 * The client's address: scripts/start.ts appends the socket address to X-Forwarded-For,
 * so the rightmost entry is who connected; entries further left are believed only through
 * TRUSTED_PROXIES (the first entry, which any client writes, bypassed every limit).
 */
const headers = (h: Record<string, string>) => new Headers(h)
const LB = ['10.0.0.0/8']

describe('clientAddress', () => {
  const req = (h: Record<string, string>) => new Request('http://localhost/', { headers: h })

  it('with no trusted proxies takes the socket address (the rightmost entry), whatever a client wrote before it', () => {
    expect(clientAddress(req({ 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1, 198.51.100.9' }))).toBe('198.51.100.9')
    expect(addressFromHeaders(headers({ 'x-forwarded-for': '1.2.3.4, 127.0.0.1' }), [])).toBe('127.0.0.1')
    expect(addressFromHeaders(headers({ 'x-forwarded-for': '127.0.0.1' }), [])).toBe('127.0.0.1')
  })

  it('through trusted proxies takes the rightmost entry that is not one of them', () => {
    // client → (spoofed entry) → load balancer 10.0.0.5 → app
    expect(addressFromHeaders(headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.5' }), LB)).toBe('203.0.113.7')
    // two trusted hops
    expect(addressFromHeaders(headers({ 'x-forwarded-for': '203.0.113.7, 10.1.1.1, 10.0.0.5' }), LB)).toBe('203.0.113.7')
    // a request that reached the app directly, not through the balancer: its own entries are not believed
    expect(addressFromHeaders(headers({ 'x-forwarded-for': '10.9.9.9, 198.51.100.9' }), LB)).toBe('198.51.100.9')
    // every hop trusted: the furthest one is all we know
    expect(addressFromHeaders(headers({ 'x-forwarded-for': '10.2.2.2, 10.0.0.5' }), LB)).toBe('10.2.2.2')
    expect(addressFromHeaders(headers({ 'x-forwarded-for': '203.0.113.7, 127.0.0.1' }), ['127.0.0.1/8', '::1'])).toBe('203.0.113.7')
    expect(addressFromHeaders(headers({ 'x-forwarded-for': '203.0.113.7, ::ffff:127.0.0.1' }), ['127.0.0.1/8'])).toBe('203.0.113.7')
  })

  it('never trusts X-Real-IP, and says unknown when there is no address at all', () => {
    expect(clientAddress(req({ 'x-real-ip': '198.51.100.4' }))).toBe('unknown')
    expect(clientAddress(req({ 'x-forwarded-for': '198.51.100.9', 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.9')
    expect(clientAddress(req({ 'x-forwarded-for': ' , ' }))).toBe('unknown')
    expect(clientAddress(req({}))).toBe('unknown')
  })

  it('caps a huge header value', () => {
    expect(clientAddress(req({ 'x-forwarded-for': 'x'.repeat(5000) }))).toHaveLength(100)
    expect(addressFromHeaders(headers({ 'x-forwarded-for': `${'y'.repeat(5000)}, 10.0.0.5` }), LB)).toHaveLength(100)
  })
})

describe('TRUSTED_PROXIES', () => {
  it('is a comma-separated list of addresses or CIDR ranges, none by default', () => {
    expect(parseEnv({}).trustedProxies).toEqual([])
    expect(parseEnv({ TRUSTED_PROXIES: ' ' }).trustedProxies).toEqual([])
    expect(parseEnv({ TRUSTED_PROXIES: '127.0.0.1/8, 10.0.0.0/8,::1' }).trustedProxies).toEqual(['127.0.0.1/8', '10.0.0.0/8', '::1'])
  })

  it('refuses what is not an address or range, naming the variable and the entry', () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8,lb.example.org' })).toThrow(
      /TRUSTED_PROXIES: "lb.example.org" is not an IP address or CIDR range/,
    )
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow(/TRUSTED_PROXIES/)
  })
})
