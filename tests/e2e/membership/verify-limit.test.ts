import { describe, expect, inject, it } from 'vitest'

import { VERIFY_LIMIT } from '../../../src/proxy'

/** /verify/{id} is public, and its ids are sequential: one address may look up only so many. */
const base = inject('baseUrl')
const from = (address: string) => ({ headers: { 'x-forwarded-for': address }, redirect: 'manual' as const })

describe('the verify page limit', () => {
  it(`answers 429 with Retry-After after ${VERIFY_LIMIT.limit} lookups from one address, and other addresses go on`, async () => {
    const walker = `203.0.113.${process.pid % 250}`
    for (let n = 1; n <= VERIFY_LIMIT.limit; n++) {
      const res = await fetch(`${base}/verify/UPCHO-2001-${String(n).padStart(6, '0')}`, from(walker))
      expect(res.status).toBe(404)
      await res.arrayBuffer()
    }
    const blocked = await fetch(`${base}/verify/UPCHO-2001-999999`, from(walker))
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await blocked.text()).toMatch(/^Too many verification requests\. Please try again in \d+ minutes?\.$/)

    const other = await fetch(`${base}/verify/UPCHO-2001-000001`, from('198.51.100.7'))
    expect(other.status).toBe(404)
    // The limit is for /verify alone: the rest of the site still answers the walker.
    expect((await fetch(`${base}/about`, from(walker))).status).toBe(200)
  })
})
