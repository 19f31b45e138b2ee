import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { guardCmsApi } from '../../../src/platform/http/cms-api-guard'

/**
 * The guard in front of Payload's REST handlers: each input
 * here was a 500 from Payload (tests/e2e/platform/malformed-input.test.ts found
 * them on the production build) and must be a 4xx in Payload's error shape;
 * what is well-formed reaches Payload unchanged.
 */
const config = {
  collections: [
    {
      slug: 'news',
      endpoints: [{ path: '/' }, { path: '/:id' }, { path: '/count' }, { path: '/versions/:id' }, { path: '/access/:id?' }],
      flattenedFields: [
        { name: 'title', type: 'text' },
        { name: 'date', type: 'date' },
        { name: 'photo', type: 'upload', relationTo: 'images' },
      ],
    },
    {
      slug: 'users',
      endpoints: [{ path: '/:id' }, { path: '/login' }, { path: '/logout' }, { path: '/verify/:id' }, { path: '/me' }],
      flattenedFields: [{ name: 'email', type: 'email' }],
    },
  ],
  globals: [{ slug: 'site-settings', flattenedFields: [{ name: 'siteName', type: 'text' }] }],
} as unknown as SanitizedConfig

const seen: { url: string; body: string }[] = []
const handler = guardCmsApi(config, async (request) => {
  seen.push({ url: request.url, body: await request.text() })
  return Response.json({ ok: true })
})
const ctx = { params: Promise.resolve({}) }
const at = (path: string, init?: RequestInit) => handler(new Request(`http://localhost/cms-api${path}`, init), ctx)
const json = (body: string, method = 'POST'): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body })

async function refused(res: Response, status: number) {
  expect(res.status).toBe(status)
  const body = (await res.json()) as { errors: { message: string }[] }
  expect(body.errors[0].message).toMatch(/\w/)
}

describe('the /cms-api guard', () => {
  it.each([
    '/news?where[title][equals]=a%00b',
    '/news?where[id][equals]=99999999999999999999',
    '/news?where[photo][equals]=abc',
    '/news?where[date][contains]=a',
    '/news?where[title][near]=1,2,3',
    '/news?where[id][equals][$ne]=1',
    '/news?where[id][in]=1,99999999999999999999',
    '/news?where=not-json',
    '/news?data={"a":',
    '/news?page=-5',
    '/news?page=0',
    '/news?limit=0.5',
    '/news?limit=1e99',
    '/news?depth=-1',
    '/news?a=%ZZ',
    '/users/verify/a%00b',
    '/users/verify/%ZZ',
  ])('answers 400 to GET %s', async (path) => refused(await at(path), 400))

  it('refuses prototype keys in the query and leaves Object.prototype alone', async () => {
    for (const path of [
      '/news?__proto__[role]=admin',
      '/news?where[__proto__][equals]=1',
      '/news?constructor[prototype][x]=1',
      '/news?a[__proto__][b]=1',
    ])
      await refused(await at(path), 400)
    expect(({} as Record<string, unknown>).role).toBeUndefined()
    expect(({} as Record<string, unknown>).equals).toBeUndefined()
    expect(({} as Record<string, unknown>).b).toBeUndefined()
  })

  it.each(['/news/abc', '/news/1.5', '/news/2147483648', '/news/9999999999999999999', '/news/versions/abc'])(
    'answers 404 to GET %s',
    async (path) => refused(await at(path), 404),
  )

  it.each([
    ['malformed JSON', '{"a":'],
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
    ['NUL in a text', '{"title":"a\\u0000b"}'],
    ['NUL in a key', '{"a\\u0000":1}'],
    ['deep nesting', '{"a":'.repeat(100) + '1' + '}'.repeat(100)],
  ])('answers 400 to a body with %s', async (_label, body) => refused(await at('/news', json(body)), 400))

  it('answers 400 to an empty create, 415 to a body that is neither JSON nor form data, 413 over the cap', async () => {
    await refused(await at('/globals/site-settings', { method: 'POST' }), 400)
    await refused(await at('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' } }), 400)
    await refused(await at('/news', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"a":1}' }), 415)
    await refused(await at('/news', json(JSON.stringify({ title: 'x'.repeat(3 * 1024 * 1024) }))), 413)
  })

  it('answers 400 to broken form data and a broken _payload', async () => {
    const type = { 'content-type': 'multipart/form-data; boundary=b' }
    await refused(
      await at('/news', {
        method: 'POST',
        headers: type,
        body: '--b\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\nPNG',
      }),
      400,
    )
    const broken = '--b\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":\r\n--b--\r\n'
    await refused(await at('/news', { method: 'POST', headers: type, body: broken }), 400)
  })

  it('hands well-formed requests to Payload with their body', async () => {
    seen.length = 0
    for (const path of [
      '/news?where[title][like]=Camp&where[id][in]=1,2&page=2&limit=10&depth=1',
      '/news/5',
      '/users/me',
      '/news/count',
      '/news?where[or][0][date][greater_than]=2026-01-01',
    ]) {
      expect((await at(path)).status).toBe(200)
    }
    expect((await at('/news/5', json('{"title":"Camp\\nday"}', 'PATCH'))).status).toBe(200)
    expect((await at('/users/login', json('{"email":"a@b.org","password":"x"}'))).status).toBe(200)
    expect((await at('/users/logout', { method: 'POST' })).status).toBe(200)
    // An empty body the guard has read still reaches Payload as a readable (empty) body.
    expect((await at('/users/login', json(''))).status).toBe(200)
    expect(seen.map((s) => s.body)).toEqual(['', '', '', '', '', '{"title":"Camp\\nday"}', '{"email":"a@b.org","password":"x"}', '', ''])
  })
})
