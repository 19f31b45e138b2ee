import { afterEach, describe, expect, it, vi } from 'vitest'

import { csrfOrigins } from '../../../src/platform/access/csrf'

/** Payload's cookie and CSRF settings follow SITE_URL. */
describe('csrfOrigins', () => {
  it('is the origin of an https site', () => {
    expect(csrfOrigins('https://upcho.example')).toEqual(['https://upcho.example'])
    expect(csrfOrigins('https://upcho.example:8443/some/path')).toEqual(['https://upcho.example:8443'])
  })

  it('is the machine under each loopback name for a local site', () => {
    expect(csrfOrigins('http://localhost:3000')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
    expect(csrfOrigins('http://127.0.0.1:4123')).toContain('http://localhost:4123')
  })

  it('stays empty on plain http elsewhere, where browsers send no Sec-Fetch-Site and /cms would lose its cookie', () => {
    expect(csrfOrigins('http://upcho.lan:3000')).toEqual([])
  })
})

describe("the users collection's cookie", () => {
  const original = process.env.SITE_URL
  afterEach(() => {
    process.env.SITE_URL = original
    vi.resetModules()
  })

  const cookiesFor = async (siteUrl: string) => {
    process.env.SITE_URL = siteUrl
    vi.resetModules()
    const { Users } = await import('../../../src/features/accounts/collections/users')
    return (Users.auth as { cookies: { secure?: boolean; sameSite?: string } }).cookies
  }

  it('is Secure when SITE_URL is https, and SameSite=Lax either way', async () => {
    expect(await cookiesFor('https://upcho.example')).toEqual({ sameSite: 'Lax', secure: true })
    expect(await cookiesFor('http://localhost:3000')).toEqual({ sameSite: 'Lax', secure: false })
    // Loading the Users collection twice from scratch takes seconds on a busy 2-core machine.
  }, 30_000)
})
