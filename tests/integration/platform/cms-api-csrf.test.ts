import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { cmsApi, PASSWORD, SITE_ORIGIN, userWithToken } from '../../support/cms-api'
import { freshOtp } from '../../support/two-factor'
import { testPayload } from '../../support/payload'

/**
 * Payload's cookie signs a request in on /cms-api only when the
 * request comes from the site itself (payload.config.ts `csrf`, from SITE_URL).
 * A script uses `Authorization: JWT <token>`; a browser page of another origin
 * gets the answers of an anonymous visitor.
 */
let payload: Payload
let admin: Awaited<ReturnType<typeof userWithToken>>

beforeAll(async () => {
  payload = await testPayload()
  admin = await userWithToken(payload, 'admin')
})

const withCookie = (headers: Record<string, string> = {}) => ({ headers: { cookie: `payload-token=${admin.token}`, ...headers } })
const me = async (headers: Record<string, string>) =>
  ((await (await cmsApi('GET', 'users/me', withCookie(headers))).json()) as { user: { email: string } | null }).user

describe("Payload's cookie on /cms-api", () => {
  it('is ignored on a request from another origin: the caller is anonymous', async () => {
    expect(await me({ origin: 'https://evil.example' })).toBeNull()
    expect((await cmsApi('GET', 'users', withCookie({ origin: 'https://evil.example' }))).status).toBe(403)
    const del = await cmsApi('PATCH', 'news?where[id][exists]=true', {
      ...withCookie({ origin: 'https://evil.example' }),
      body: { title: 'Defaced' },
    })
    expect(del.status).toBe(403)
  })

  it('is ignored on a request from a look-alike origin (another port, another scheme)', async () => {
    expect(await me({ origin: 'http://localhost:3998' })).toBeNull()
    expect(await me({ origin: 'https://localhost:3999' })).toBeNull()
    expect(await me({ origin: 'null' })).toBeNull()
  })

  it("works from the site's own origin (SITE_URL), under any of the machine's loopback names", async () => {
    expect((await me({ origin: SITE_ORIGIN }))?.email).toBe(admin.user.email)
    expect((await me({ origin: 'http://127.0.0.1:3999' }))?.email).toBe(admin.user.email)
    const res = await cmsApi('GET', 'users', withCookie({ origin: SITE_ORIGIN }))
    expect(res.status).toBe(200)
  })

  it("works without an Origin when the browser says the request is the site's own (Sec-Fetch-Site), not otherwise", async () => {
    expect((await me({ 'sec-fetch-site': 'same-origin' }))?.email).toBe(admin.user.email)
    expect(await me({ 'sec-fetch-site': 'cross-site' })).toBeNull()
    // No Origin and no Sec-Fetch-Site: not a browser page of the site; scripts send the token in a header.
    expect(await me({})).toBeNull()
    expect((await (await cmsApi('GET', 'users/me', { token: admin.token })).json()).user.email).toBe(admin.user.email)
  })

  it("is set by Payload's login without Secure while SITE_URL is http (it is Secure for https: tests/unit/platform/cms-api-config.test.ts)", async () => {
    const res = await cmsApi('POST', 'users/login', {
      body: { email: admin.user.email, password: PASSWORD, otp: await freshOtp(payload, admin.user.id) },
    })
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).not.toMatch(/Secure/i)
  })
})
