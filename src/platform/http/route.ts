import { ZodError } from 'zod'

import { NOT_AN_OBJECT } from '../validation/messages'
import { asMessage, defineMessages, Message } from '../i18n/messages'
import { databaseInputError } from '../db/input-errors'
import { isValidationError } from '../payload/errors'
import { log, requestIdOf } from '../log'
import { clientAddress, type RateLimiter } from './rate-limit'
import { inRequestLanguage, MESSAGE_KEY_HEADER } from './answer-language'

/**
 * The HTTP edge of the spec's /api handlers. A handler reads like a table of
 * contents (parse → authorise → one call into src/server → present) and answers
 * an error one way: it throws. route() turns what is thrown into the answer:
 * HttpError as it is, a zod error as 400 with its first message, anything else
 * as 500 without internals (those go to the log with the request id). Its
 * `message` is in Hindi when the request asks for it (answer-language.ts).
 */

export const HTTP_MESSAGES = {
  notJson: NOT_AN_OBJECT,
  ...defineMessages('http', {
    wrongType: { en: 'Please send the request as JSON.', hi: 'कृपया अनुरोध JSON के रूप में भेजें।' },
    tooLarge: { en: 'The request is too large.', hi: 'अनुरोध बहुत बड़ा है।' },
    server: { en: 'Something went wrong. Please try again later.', hi: 'कुछ गड़बड़ हो गई। कृपया बाद में फिर से प्रयास करें।' },
    notFound: { en: 'Not found', hi: 'नहीं मिला' },
  }),
}

/** What a handler says: a defined Message (shown in the caller's language), or text that is already words. */
export type Said = string | Message

// A registered symbol is the same in every copy of this module (Next's bundle, and the start script's and job
// runner's copy from src/): a hook of one copy may throw what a route of the other catches (src/platform/payload/errors.ts).
const HTTP_ERROR = Symbol.for('upcho.HttpError')

/** A failure the caller should see as it is (status and message). `instanceof` holds across copies of this module. */
export class HttpError extends Error {
  readonly [HTTP_ERROR] = true
  /** The Message, when one was thrown (the edge renders its key in the caller's language). */
  readonly said?: Message
  constructor(
    readonly status: number,
    message: Said,
    readonly headers?: HeadersInit,
  ) {
    super(typeof message === 'string' ? message : message.en)
    if (typeof message !== 'string') this.said = message
    this.name = 'HttpError'
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    if (this !== HttpError) return Function.prototype[Symbol.hasInstance].call(this, value)
    return typeof value === 'object' && value !== null && (value as { [HTTP_ERROR]?: unknown })[HTTP_ERROR] === true
  }
}

/**
 * A JSON answer. Never stored by a cache: these answers carry tokens and personal data. A `message` that is a
 * Message goes out in English with its key in MESSAGE_KEY_HEADER, for the edge to render in the caller's language.
 */
export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const h = new Headers(headers)
  h.set('Cache-Control', 'no-store')
  const said = asMessage(body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined)
  if (said) {
    h.set(MESSAGE_KEY_HEADER, encodeURIComponent(said.token))
    return Response.json({ ...(body as object), message: said.en }, { status, headers: h })
  }
  return Response.json(body, { status, headers: h })
}

/** `{message}`: a Message in the caller's language (see json). */
export const reply = (status: number, message: Said, headers?: HeadersInit) => json({ message }, status, headers)

/** The 429 of the rate limiters and the login lock, with Retry-After: throw it. */
export const tooMany = (message: Said, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'Retry-After': String(retryAfterSeconds) })

/** Counts one request against `key`; throws the 429 once `limiter` says no. */
export async function withinLimit(limiter: RateLimiter, key: string, message: Said): Promise<void> {
  const verdict = await limiter.hit(key)
  if (!verdict.ok) throw tooMany(message, verdict.retryAfterSeconds)
}

/** Who sent a request, as the rate limits and the logs name them. */
export type Caller = { address: string; requestId?: string; userAgent?: string }
export const callerOf = (request: Request): Caller => ({
  address: clientAddress(request),
  requestId: requestIdOf(request),
  userAgent: request.headers.get('user-agent') ?? undefined,
})

// Ids are PostgreSQL serials: positive 32-bit integers.
const MAX_ID = 2_147_483_647

/** The numeric {id} of a route, or HttpError 404 with `notFound` when it cannot be an id of ours. */
export function idParam(raw: string | undefined, notFound: Said): number {
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0
  if (id < 1 || id > MAX_ID) throw new HttpError(404, notFound)
  return id
}

// The largest valid form (registration) is under 2 KB; JSON escapes may triple that.
const MAX_BODY_BYTES = 64 * 1024

/**
 * The body's bytes; null when it is larger than `max` bytes (read no further than
 * that, so a chunked body without Content-Length is never held whole). Rejects
 * when the body is cut off mid-way.
 */
export async function readBytes(request: Request, max: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The body as text; null when it is larger than `max` bytes. */
async function readText(request: Request, max: number): Promise<string | null> {
  const bytes = await readBytes(request, max)
  return bytes === null ? null : new TextDecoder().decode(bytes)
}

/**
 * The parsed JSON body. Throws HttpError 415 unless the type is JSON (which also
 * keeps other sites' plain HTML forms out), 413 when too large, 400 when it is
 * not JSON at all. Whether it is an object is for the validators to say.
 * `absent`, when given, is what a request without any body reads as (so a PATCH
 * without a body is a missing field, not a wrong content type).
 */
export async function readJson(
  request: Request,
  {
    maxBytes = MAX_BODY_BYTES,
    notJson = HTTP_MESSAGES.notJson as Said,
    absent,
  }: { maxBytes?: number; notJson?: Said; absent?: unknown } = {},
): Promise<unknown> {
  if (absent !== undefined && !request.body) return absent
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) throw new HttpError(415, HTTP_MESSAGES.wrongType)
  // A body cut off mid-way (the connection dropped) is bad input, not a server error.
  const text = await readText(request, maxBytes).catch(() => undefined)
  if (text === undefined) throw new HttpError(400, notJson)
  if (text === null) throw new HttpError(413, HTTP_MESSAGES.tooLarge)
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, notJson)
  }
}

// ---- route() -------------------------------------------------------------------

const madeIds = new WeakMap<Request, string>()

/** The proxy's x-request-id, or one made here once per request (the proxy skips the upload route). */
export function requestId(request: Request): string {
  const known = requestIdOf(request) ?? madeIds.get(request)
  if (known) return known
  const id = crypto.randomUUID()
  madeIds.set(request, id)
  return id
}

/** Next's second argument: the route's dynamic segments ({} for a route without any). Next's own RouteContext<'/api/…'> fits it. */
export type HandlerContext<P> = { params: Promise<P> }
type Handler<P> = (request: Request, ctx: HandlerContext<P>) => Promise<Response>

export type RouteOptions = {
  /** The 500 message, where the spec gives the route its own (the public GETs). */
  failure?: Said
  /** Headers for every answer of this route, errors included (the upload route, which the proxy skips). */
  headers?: (request: Request) => Record<string, string>
}

/** The answer for anything a handler throws. */
function errorAnswer(err: unknown, request: Request, failure: Said): Response {
  if (err instanceof HttpError) return reply(err.status, err.said ?? err.message, err.headers)
  if (err instanceof ZodError) {
    const issue = err.issues[0]
    const field = issue?.path.map(String).join('.')
    // A schema's message is a Message's token (src/platform/i18n/messages.ts) or, from a library, plain words.
    const said = issue ? (Message.fromToken(issue.message) ?? issue.message) : HTTP_MESSAGES.notJson
    return reply(400, said, field ? { 'X-Error-Field': field } : undefined)
  }
  // The backstop behind each input's schema: what Payload's field rules or PostgreSQL refuse of
  // the data (NUL in a text, a value out of range: 400; a unique value taken by a write at the same time: 409)
  // is the caller's input, never a 500.
  const refused: { status: number; message: Said } | undefined = isValidationError(err)
    ? { status: 400, message: err.data.errors[0]?.message ?? err.message }
    : databaseInputError(err)
  if (refused) {
    // A schema that let it through is worth fixing: logged with the request id.
    log.warn(
      { requestId: requestId(request), error: err instanceof Error ? err.message : String(err) },
      `${request.method} ${new URL(request.url).pathname} refused past its schema`,
    )
    return reply(refused.status, refused.message)
  }
  const id = requestId(request)
  log.error(
    {
      requestId: id,
      error: err instanceof Error ? err.message : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    },
    `${request.method} ${new URL(request.url).pathname} failed`,
  )
  // Behind the proxy the answer already carries the id; set it only where it was made here.
  return reply(500, failure, requestIdOf(request) ? undefined : { 'x-request-id': id })
}

/**
 * Wraps every handler under src/app/api: nothing it throws escapes as an HTML
 * error page or a stack trace. `P` types the route's params, e.g. route<{ id: string }>.
 * The context is optional in the signature so tests may call a route without
 * params as `GET(request)`, as they call any function of a request.
 */
export function route<P extends object = object>(handler: Handler<P>, options: RouteOptions = {}) {
  const failure = options.failure ?? HTTP_MESSAGES.server
  return async (request: Request, ctx?: HandlerContext<P>): Promise<Response> => {
    let response: Response
    try {
      response = await handler(request, ctx ?? { params: Promise.resolve({} as P) })
    } catch (err) {
      response = errorAnswer(err, request, failure)
    }
    for (const [name, value] of Object.entries(options.headers?.(request) ?? {})) response.headers.set(name, value)
    return inRequestLanguage(request, response)
  }
}
