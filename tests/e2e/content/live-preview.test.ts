import { describe, expect, inject, it } from 'vitest'

import { E2E_ADMIN } from '../../support/app-setup'
import { fetchLoginWithCode } from '../../support/admin-code'

/**
 * The content desk's live preview on the production build: staff
 * signed in to the CMS see a draft at /preview, framed by the CMS only;
 * nobody else sees drafts, whatever cookie they hold.
 */
const base = inject('baseUrl')

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0])
// What a browser sends with a navigation inside the CMS's frame; Payload takes its cookie only from the site itself.
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

// One sign-in for the file: the admin's codes are taken once each, so every further sign-in waited for the
// authenticator's next 30-second step. No test here ends the session.
let signedIn: Promise<{ cookie: string; jwt: string }> | undefined
function signInToCms() {
  signedIn ??= (async () => {
    const res = await fetchLoginWithCode(`${base}/cms-api/users/login`, E2E_ADMIN)
    expect(res.status).toBe(200)
    const { token } = (await res.json()) as { token: string }
    return { cookie: cookiesOf(res).find((c) => c.startsWith('payload-token='))!, jwt: `JWT ${token}` }
  })()
  return signedIn
}

async function draftNews(jwt: string, title: string) {
  const res = await fetch(`${base}/cms-api/news?draft=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: jwt },
    body: JSON.stringify({ title, content: 'Draft body', date: new Date().toISOString() }),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { doc: { id: number; _status: string } }).doc
}

describe('live preview', () => {
  it('shows staff the draft, in a frame of the site only', async () => {
    const { cookie, jwt } = await signInToCms()
    const title = `Preview draft ${Date.now()}`
    const doc = await draftNews(jwt, title)
    expect(doc._status).toBe('draft')
    expect((await fetch(`${base}/media/news/${doc.id}`)).status).toBe(404)

    const enter = await fetch(`${base}/preview?path=/media/news/${doc.id}&locale=hi`, {
      headers: { cookie, ...SAME_ORIGIN },
      redirect: 'manual',
    })
    expect(enter.status).toBe(307)
    expect(enter.headers.get('location')).toBe(`/hi/media/news/${doc.id}`)
    const draftCookie = cookiesOf(enter).find((c) => c.startsWith('__prerender_bypass='))
    expect(draftCookie).toBeTruthy()

    const page = await fetch(`${base}/hi/media/news/${doc.id}`, { headers: { cookie: `${cookie}; ${draftCookie}`, ...SAME_ORIGIN } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(title)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(page.headers.get('x-frame-options')).toBeNull()
  })

  it('shows nothing unpublished to a draft-mode cookie without a staff session', async () => {
    const { cookie, jwt } = await signInToCms()
    const title = `Hidden draft ${Date.now()}`
    const doc = await draftNews(jwt, title)
    const enter = await fetch(`${base}/preview?path=/media/news/${doc.id}`, { headers: { cookie, ...SAME_ORIGIN }, redirect: 'manual' })
    const draftCookie = cookiesOf(enter).find((c) => c.startsWith('__prerender_bypass='))!
    const page = await fetch(`${base}/media/news/${doc.id}`, { headers: { cookie: draftCookie, ...SAME_ORIGIN } })
    expect(page.status).toBe(404)
    expect(await page.text()).not.toContain(title)
  })

  it('refuses anyone not signed in to the CMS, and any path that is not a page of the site', async () => {
    const anonymous = await fetch(`${base}/preview?path=/about`, { redirect: 'manual' })
    expect(anonymous.status).toBe(403)
    expect(cookiesOf(anonymous).some((c) => c.startsWith('__prerender_bypass='))).toBe(false)
    const { cookie } = await signInToCms()
    // The staff cookie sent from another site (a link or frame elsewhere) does not count.
    const crossSite = await fetch(`${base}/preview?path=/about`, {
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    })
    expect(crossSite.status).toBe(403)
    for (const path of ['//evil.example/x', 'https://evil.example', '/a?b']) {
      const res = await fetch(`${base}/preview?path=${encodeURIComponent(path)}`, {
        headers: { cookie, ...SAME_ORIGIN },
        redirect: 'manual',
      })
      expect(res.status).toBe(400)
    }
  })

  it('pages keep refusing frames outside preview', async () => {
    const res = await fetch(`${base}/about`)
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })
})
