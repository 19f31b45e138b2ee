import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from '../../../src/platform/seed/pdf'
import { E2E_ADMIN } from '../../support/app-setup'
import { fetchLoginWithCode } from '../../support/admin-code'
import { startTwoInstances, type TwoInstances } from '../../support/two-instances'

/**
 * Two production instances on one PostgreSQL: a change made through A must show on
 * B within a second, though B had the old content cached (each instance caches in
 * its own memory; the tags' expiry travels through PostgreSQL, src/platform/cache/).
 */
let two: TwoInstances
let token: string
const propagation: Record<string, number> = {}

beforeAll(async () => {
  two = await startTwoInstances()
  const res = await fetchLoginWithCode(`${two.a.url}/api/auth/login`, E2E_ADMIN)
  expect(res.status).toBe(200)
  ;({ token } = (await res.json()) as { token: string })
}, 600_000)

afterAll(async () => {
  console.log(`propagation A → B (ms): ${JSON.stringify(propagation)}`)
  await two?.stop()
})

const adminJson = () => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` })
const text = async (url: string) => (await fetch(url)).text()
const newsTitles = async (base: string) => ((await (await fetch(`${base}/api/news`)).json()) as { title: string }[]).map((n) => n.title)

/** Milliseconds until `check` holds on B, polled every 20 ms; fails after 1 s. */
async function within1s(name: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await check()) break
    if (Date.now() - started > 1000) throw new Error(`${name}: still stale on B after 1 s`)
    await new Promise((r) => setTimeout(r, 20))
  }
  propagation[name] = Date.now() - started
  return propagation[name]
}

/** Loads B's pages twice, so what follows proves expiry, not an empty cache. */
async function warmB(paths: string[]) {
  for (let i = 0; i < 2; i++) for (const path of paths) expect((await fetch(`${two.b.url}${path}`)).status).toBe(200)
}

/**
 * Until B answers `path` from its response cache (src/runtime/response-cache; a render keeps its copy just
 * after it has been sent), so the change that follows must reach B's cached page, not a fresh render.
 */
async function cachedOnB(path: string) {
  const started = Date.now()
  while ((await fetch(`${two.b.url}${path}`)).headers.get('x-page-cache') !== 'hit') {
    if (Date.now() - started > 10_000) throw new Error(`${path} is not served from B's response cache`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('two instances, one cache truth', () => {
  it('a news item created on A shows on B within 1 s, and is gone from B within 1 s of its deletion on A', async () => {
    const title = `Two instances news ${Date.now()}`
    await warmB(['/media/news', '/api/news'])
    await cachedOnB('/media/news')
    expect(await newsTitles(two.b.url)).not.toContain(title)

    const created = await fetch(`${two.a.url}/api/admin/news`, {
      method: 'POST',
      headers: adminJson(),
      body: JSON.stringify({ title, content: 'Seen on every instance' }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number | string }
    await within1s('news created: /api/news', async () => (await newsTitles(two.b.url)).includes(title))
    await within1s('news created: /media/news', async () => (await text(`${two.b.url}/media/news`)).includes(title))

    await warmB(['/media/news', '/api/news'])
    await cachedOnB('/media/news')
    const deleted = await fetch(`${two.a.url}/cms-api/news/${id}`, { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
    expect(deleted.status).toBe(200)
    await within1s('news deleted: /api/news', async () => !(await newsTitles(two.b.url)).includes(title))
    await within1s('news deleted: /media/news', async () => !(await text(`${two.b.url}/media/news`)).includes(title))
  })

  it("a home-page text changed on A shows on B's home page within 1 s", async () => {
    const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }
    const original = (await (await fetch(`${two.a.url}/cms-api/globals/home-page`, { headers })).json()) as { heroHeadline: string }
    const headline = `Headline from A ${Date.now()}`
    await warmB(['/'])
    await cachedOnB('/')
    try {
      const changed = await fetch(`${two.a.url}/cms-api/globals/home-page`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ heroHeadline: headline }),
      })
      expect(changed.status).toBe(200)
      await within1s('home-page global: /', async () => (await text(`${two.b.url}/`)).includes(headline))
    } finally {
      await fetch(`${two.a.url}/cms-api/globals/home-page`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ heroHeadline: original.heroHeadline }),
      })
    }
    await within1s('home-page global restored: /', async () => !(await text(`${two.b.url}/`)).includes(headline))
  })

  it("B's cached Hindi home page shows a change of the site settings made on A within 1 s", async () => {
    const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }
    const settings = `${two.a.url}/cms-api/globals/site-settings?locale=hi`
    const original = (await (await fetch(settings, { headers })).json()) as { tagline: string }
    const tagline = `टैगलाइन ${Date.now()}`
    await warmB(['/hi'])
    await cachedOnB('/hi')
    try {
      expect((await fetch(settings, { method: 'POST', headers, body: JSON.stringify({ tagline }) })).status).toBe(200)
      await within1s('site-settings (hi): /hi', async () => (await text(`${two.b.url}/hi`)).includes(tagline))
    } finally {
      await fetch(settings, { method: 'POST', headers, body: JSON.stringify({ tagline: original.tagline }) })
    }
  })

  it('a file uploaded through A is served by B', async () => {
    const pdf = makePdf(['Circular for every instance'])
    const form = new FormData()
    form.append('folder', 'news-pdfs')
    form.append('file', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'circular.pdf')
    const uploaded = await fetch(`${two.a.url}/api/admin/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { url } = (await uploaded.json()) as { url: string }
    const served = await fetch(`${two.b.url}${url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true)
  })
})
