import { describe, expect, inject, it } from 'vitest'

/** The production build, served by `npm start`'s script, answers over HTTP. */
const base = inject('baseUrl')

describe('the running site', () => {
  it('serves the home page with the seeded texts and no X-Powered-By header', async () => {
    const res = await fetch(`${base}/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('x-powered-by')).toBeNull()
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/)
    const html = await res.text()
    expect(html).toContain('Learn More About Us')
  })

  it('serves the CMS at /cms and its API at /cms-api', async () => {
    const cms = await fetch(`${base}/cms`, { redirect: 'manual' })
    expect([200, 307, 302]).toContain(cms.status)
    const login = await fetch(`${base}/cms/login`)
    expect(login.status).toBe(200)
    const me = await fetch(`${base}/cms-api/users/me`)
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ user: null })
  })

  it('GET /api/news returns the seeded news as a JSON array, newest first', async () => {
    const res = await fetch(`${base}/api/news`)
    expect(res.status).toBe(200)
    const items = (await res.json()) as { id: number; title: string; date: string; pdfUrl: string | null; photoUrl: string | null }[]
    expect(Array.isArray(items)).toBe(true)
    expect(items.length).toBeGreaterThanOrEqual(8)
    const dates = items.map((i) => Date.parse(i.date))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(items.filter((i) => i.pdfUrl).length).toBeGreaterThanOrEqual(1)
    expect(items.filter((i) => i.photoUrl).length).toBeGreaterThanOrEqual(2)
    const pdf = await fetch(`${base}${items.find((i) => i.pdfUrl)!.pdfUrl}`)
    expect(pdf.headers.get('content-type')).toContain('application/pdf')
  })

  it('answers /livez and /readyz', async () => {
    const live = await fetch(`${base}/livez`)
    expect(live.status).toBe(200)
    const ready = await fetch(`${base}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ database: 'ok' })
  })

  it('does not let the public REST API write content or read members', async () => {
    const create = await fetch(`${base}/cms-api/news`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'spam', content: 'x', date: new Date().toISOString() }),
    })
    expect(create.status).toBe(403)
    const users = await fetch(`${base}/cms-api/users`)
    expect(users.status).toBe(403)
  })

  it("refuses Payload's own password reset (its token would be stored in plain text)", async () => {
    for (const op of ['forgot-password', 'reset-password', 'unlock']) {
      const res = await fetch(`${base}/cms-api/users/${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo.member@example.org', token: 'x', password: 'whatever-123' }),
      })
      expect(res.status, op).toBe(403)
    }
  })
})
