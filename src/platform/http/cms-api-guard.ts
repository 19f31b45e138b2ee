import type { SanitizedConfig } from 'payload'

import { LARGEST_UPLOAD_MB } from '../uploads/file-types'
import { addressHasControlChars, hasControlChars } from '../validation/text'
import { checkQuery, isId, parseQuery } from './cms-api-query'
import { readBytes } from './route'

/**
 * A guard in front of Payload's REST handlers (src/app/(payload)/cms-api): it
 * refuses, with 400 and Payload's error shape {errors: [{message}]}, what
 * Payload would pass on to PostgreSQL or to a parser that throws, and so turn
 * into a 500 (tests/e2e/platform/malformed-input.test.ts sends them all): an
 * address or query that does not decode or holds control characters, an id that
 * is not a serial, a bad `page`/`limit`/`depth`/`where` (./cms-api-query.ts),
 * a body that is not a JSON object or well-formed form data, holds NUL or is
 * over the cap (read no further than the cap, like readJson).
 */

type Params = { slug?: string[] }
type Handler = (request: Request, ctx: { params: Promise<Params> }) => Promise<Response>

const MB = 1024 * 1024
// Rich text of a long news item is a few hundred KB of JSON.
const MAX_JSON_BYTES = 2 * MB
// The largest upload plus the multipart envelope and the other fields.
const MAX_FORM_BYTES = LARGEST_UPLOAD_MB * MB + MB
const MAX_JSON_DEPTH = 64

export const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** A JSON value's problem: too deep, or control characters in a key or text. */
export function checkJson(value: unknown, depth = 0): string | null {
  if (depth > MAX_JSON_DEPTH) return 'The request body is nested too deeply.'
  if (typeof value === 'string') return hasControlChars(value) ? 'The request body contains control characters.' : null
  if (typeof value !== 'object' || value === null) return null
  for (const [key, inner] of Object.entries(value)) {
    if (hasControlChars(key)) return 'The request body contains control characters.'
    const problem = checkJson(inner, depth + 1)
    if (problem) return problem
  }
  return null
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

function parseObject(text: string): { value: unknown } | { error: string } {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { error: 'Invalid JSON' }
  }
  if (!isObject(value)) return { error: 'The request body must be a JSON object.' }
  const problem = checkJson(value)
  return problem ? { error: problem } : { value }
}

/** The path's problem: a segment that does not decode, holds a control character, or an id that is not a serial. */
function checkPath(pathname: string, config: SanitizedConfig): Response | null {
  const segments: string[] = []
  for (const raw of pathname.split('/').slice(2)) {
    try {
      segments.push(decodeURIComponent(raw))
    } catch {
      return refuse(400, 'The address is malformed.')
    }
    if (addressHasControlChars(segments[segments.length - 1])) return refuse(400, 'The address contains control characters.')
  }
  // Payload's own collections (payload-preferences/:key …) keep their own routes.
  const collection = config.collections.find((c) => c.slug === segments[0] && !c.slug.startsWith('payload-'))
  if (!collection || segments.length < 2) return null
  const named = new Set((collection.endpoints || []).map((e) => e.path.split('/')[1]).filter((p) => p && !p.startsWith(':')))
  const id = !named.has(segments[1]) ? segments[1] : ['versions', 'access', 'paste-url'].includes(segments[1]) ? segments[2] : undefined
  return id !== undefined && id !== '' && !isId(id) ? refuse(404, 'Not Found') : null
}

/** Creating or changing a document or a global, and a GraphQL query, need something to read. */
function needsBody(pathname: string, config: SanitizedConfig): boolean {
  const segments = pathname.split('/').filter(Boolean)
  if (segments[1] === 'graphql') return segments.length === 2
  if (segments[1] === 'globals') return segments.length === 3
  // /cms-api/<collection> (create, or update by where) and /cms-api/<collection>/<id>; not /login, /logout …
  return config.collections.some((c) => c.slug === segments[1]) && segments.length <= 3 && !/^[a-z-]+$/.test(segments[2] ?? '1')
}

const isWrite = (method: string) => method === 'POST' || method === 'PATCH' || method === 'PUT'

/** Reads and checks the body of a write; returns the request to hand on (with the body read) or the refusal. */
async function checkBody(request: Request, pathname: string, config: SanitizedConfig): Promise<Request | Response> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  const form = type === 'multipart/form-data'
  const json = type === 'application/json'
  // Payload's "POST as GET" for long queries: the query string in the body.
  const asGet = /^get$/i.test(request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override') ?? '')
  const urlencoded = asGet && type === 'application/x-www-form-urlencoded'
  const bytes = await readBytes(request, form ? MAX_FORM_BYTES : MAX_JSON_BYTES).catch(() => undefined)
  if (bytes === undefined) return refuse(400, 'The request body was cut off.')
  if (bytes === null) return refuse(413, 'The request is too large.')
  if (bytes.length === 0) {
    if (needsBody(pathname, config) && !asGet) return refuse(400, 'The request body must be a JSON object or form data.')
  } else if (json) {
    const parsed = parseObject(new TextDecoder().decode(bytes))
    if ('error' in parsed) return refuse(400, parsed.error)
  } else if (form) {
    const problem = await checkForm(bytes, request.headers.get('content-type') ?? '')
    if (problem) return refuse(400, problem)
  } else if (urlencoded) {
    const parsed = parseQuery(new TextDecoder().decode(bytes))
    if ('error' in parsed) return refuse(400, parsed.error)
    const problem = checkQuery(parsed.query, fieldsOf(config, pathname))
    if (problem) return refuse(400, problem)
  } else return refuse(415, 'Please send the request as JSON or form data.')
  // The body has been read: Payload gets a request that carries the same bytes (or none).
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(bytes.length))
  return new Request(request.url, {
    method: request.method,
    headers,
    body: bytes.length ? (bytes as Uint8Array<ArrayBuffer>) : null,
    signal: request.signal,
  })
}

/** Well-formed form data; `_payload` (Payload's JSON of the other fields) a JSON object; no control characters in names. */
async function checkForm(bytes: Uint8Array, contentType: string): Promise<string | null> {
  let form: FormData
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return 'The form data is malformed.'
  }
  for (const [name, value] of form) {
    if (addressHasControlChars(name) || (typeof value !== 'string' && addressHasControlChars(value.name)))
      return 'The form data contains control characters.'
    if (name === '_payload' && typeof value === 'string') {
      const parsed = parseObject(value)
      if ('error' in parsed) return parsed.error
    }
  }
  return null
}

const fieldsOf = (config: SanitizedConfig, pathname: string) => {
  const [, , first, second] = pathname.split('/')
  if (first === 'globals') return config.globals.find((g) => g.slug === second)?.flattenedFields ?? []
  return config.collections.find((c) => c.slug === first)?.flattenedFields ?? []
}

/** Wraps one of Payload's REST handlers. */
export function guardCmsApi(configPromise: Promise<SanitizedConfig> | SanitizedConfig, handler: Handler): Handler {
  return async (request, ctx) => {
    const config = await configPromise
    const url = new URL(request.url)
    const pathProblem = checkPath(url.pathname, config)
    if (pathProblem) return pathProblem
    const parsed = parseQuery(url.search)
    if ('error' in parsed) return refuse(400, parsed.error)
    const queryProblem = checkQuery(parsed.query, fieldsOf(config, url.pathname))
    if (queryProblem) return refuse(400, queryProblem)
    if (!isWrite(request.method.toUpperCase())) return handler(request, ctx)
    const checked = await checkBody(request, url.pathname, config)
    return checked instanceof Response ? checked : handler(checked, ctx)
  }
}
