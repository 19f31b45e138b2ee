import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { call } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { signIn, type Handler } from '../../support/admin-fixtures'

/**
 * On a real PostgreSQL: the review's reproductions against
 * Payload's REST API were 500s. Through the route file's handlers (the guard of
 * src/platform/http/cms-api-guard.ts in front of Payload's) they are 4xx in Payload's
 * error shape, and what PostgreSQL itself refuses for the data it was sent is a
 * 400 too (src/platform/db/input-errors.ts).
 */
let payload: Payload
let admin: string
const rest = {} as Record<'GET' | 'POST', Handler>

beforeAll(async () => {
  payload = await testPayload()
  admin = (await signIn(payload, 'admin')).token
  // The handlers of src/app/(payload)/cms-api/[...slug]/route.ts, built here without its stylesheet import.
  const { REST_GET, REST_POST } = await import('@payloadcms/next/routes')
  const { guardCmsApi } = await import('../../../src/platform/http/cms-api-guard')
  const config = (await import('../../../payload.config')).default
  const slugOf = (request: Request) => ({ params: Promise.resolve({ slug: new URL(request.url).pathname.split('/').slice(2) }) })
  const [get, post] = [guardCmsApi(config, REST_GET(config)), guardCmsApi(config, REST_POST(config))]
  rest.GET = (request) => get(request, slugOf(request))
  rest.POST = (request) => post(request, slugOf(request))
})

async function answer(res: Response) {
  const body = (await res.json()) as { errors?: { message: string }[] }
  return { status: res.status, message: body.errors?.[0]?.message }
}

describe('Payload REST and malformed input', () => {
  it.each([
    ['/cms-api/news?where[title][equals]=a%00b', 400],
    ['/cms-api/news?where[id][equals]=99999999999999999999', 400],
    ['/cms-api/news?page=-5', 400],
    ['/cms-api/news?where=not-json', 400],
    ['/cms-api/news?where[photo][equals]=abc', 400],
    ['/cms-api/news/abc', 404],
    ['/cms-api/news/9999999999999999999', 404],
  ])('GET %s answers %i with a message', async (url, status) => {
    const res = await answer(await call(rest.GET, url, { method: 'GET', token: admin }))
    expect(res.status).toBe(status)
    expect(res.message).toMatch(/\w/)
  })

  it('answers 400 to a relation to a document that does not exist, and creates nothing', async () => {
    const before = await payload.count({ collection: 'photos', overrideAccess: true })
    const res = await answer(await call(rest.POST, '/cms-api/photos', { body: { title: 'Orphan', image: 2_000_000_000 }, token: admin }))
    expect(res).toEqual({ status: 400, message: 'A related document does not exist.' })
    expect(await payload.count({ collection: 'photos', overrideAccess: true })).toEqual(before)
  })

  it('answers 400 to NUL in a body and to a body that is not a JSON object', async () => {
    for (const raw of ['{"email":"a\\u0000b@x.org","password":"x"}', 'null', '{"a":']) {
      const res = await answer(await call(rest.POST, '/cms-api/users/login', { raw }))
      expect(res.status).toBe(400)
    }
  })
})
