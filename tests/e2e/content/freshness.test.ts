import { describe, expect, inject, it } from 'vitest'

import { E2E_ADMIN } from '../../support/app-setup'
import { fetchLoginWithCode } from '../../support/admin-code'

/**
 * Public pages are served from cached queries; a change in the CMS (Payload's
 * REST API, as the admin UI uses it) must show on the very next request.
 */
const base = inject('baseUrl')

async function adminHeaders() {
  const res = await fetchLoginWithCode(`${base}/cms-api/users/login`, E2E_ADMIN)
  expect(res.status).toBe(200)
  const { token } = (await res.json()) as { token: string }
  return { 'content-type': 'application/json', Authorization: `JWT ${token}` }
}

describe('content freshness', () => {
  it('shows a changed global on the next request, and is cached before it', async () => {
    const headers = await adminHeaders()
    const original = await (await fetch(`${base}/cms-api/globals/home-page`, { headers })).json()
    await fetch(`${base}/`) // warm the cache
    const headline = `Fresh headline ${Date.now()}`
    try {
      const patch = await fetch(`${base}/cms-api/globals/home-page`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ heroHeadline: headline }),
      })
      expect(patch.status).toBe(200)
      expect(await (await fetch(`${base}/`)).text()).toContain(headline)
    } finally {
      await fetch(`${base}/cms-api/globals/home-page`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ heroHeadline: original.heroHeadline }),
      })
    }
    expect(await (await fetch(`${base}/`)).text()).not.toContain(headline)
  })

  it('lists a news item created in the CMS at once, and drops it when deleted', async () => {
    const headers = await adminHeaders()
    await fetch(`${base}/api/news`) // warm the cache
    const title = `Fresh news ${Date.now()}`
    const created = await fetch(`${base}/cms-api/news`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, content: 'One\nTwo', date: new Date().toISOString() }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const titles = async () => ((await (await fetch(`${base}/api/news`)).json()) as { title: string }[]).map((n) => n.title)
    expect(await titles()).toContain(title)
    await fetch(`${base}/cms-api/news/${doc.id}`, { method: 'DELETE', headers })
    expect(await titles()).not.toContain(title)
  })
})
