import type { Payload } from 'payload'

import { createUser } from './payload'

/**
 * Payload's real REST handlers (those of src/app/(payload)/cms-api/[...slug]/route.ts,
 * built here without its stylesheet import), called as Next.js would call them.
 */
type RestHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

let handlers: Promise<Record<Method, RestHandler>> | undefined
const restHandlers = () =>
  (handlers ??= (async () => {
    const { REST_DELETE, REST_GET, REST_PATCH, REST_POST } = await import('@payloadcms/next/routes')
    const config = (await import('../../payload.config')).default
    return { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config), DELETE: REST_DELETE(config) }
  })())

export const SITE_ORIGIN = 'http://localhost:3999' // SITE_URL of the integration tests (tests/support/integration-env.ts)

export type CmsCall = { token?: string; body?: unknown; headers?: Record<string, string> }

/** `method /cms-api/<path>`, with `Authorization: JWT <token>` when a token is given. */
export async function cmsApi(method: Method, path: string, { token, body, headers = {} }: CmsCall = {}): Promise<Response> {
  const url = new URL(`${SITE_ORIGIN}/cms-api/${path}`)
  const h: Record<string, string> = { ...headers }
  if (token) h.authorization = `JWT ${token}`
  if (body !== undefined) h['content-type'] = 'application/json'
  const request = new Request(url, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) })
  const slug = url.pathname.split('/').slice(2).map(decodeURIComponent)
  return (await restHandlers())[method](request, { params: Promise.resolve({ slug }) })
}

/** The first error message of a Payload REST answer ({errors: [{message}]}). */
export async function errorOf(res: Response): Promise<string | undefined> {
  const body = (await res.json()) as { errors?: { message?: string; data?: { errors?: { message: string }[] } }[] }
  const first = body.errors?.[0]
  return first?.data?.errors?.[0]?.message ?? first?.message
}

export const PASSWORD = 'Secret-pass-123' // createUser's

/** A new user of `role` and a token of theirs from Payload's own login. */
export async function userWithToken(payload: Payload, role: 'admin' | 'editor' | 'member', extra: Record<string, unknown> = {}) {
  const user = await createUser(payload, role, extra)
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: PASSWORD } })
  return { user, token: token! }
}
