import { log, requestIdOf } from '../lib/log'

/**
 * The HTTP edge of the spec's /api handlers: every answer is JSON, every error
 * is {message}, and a server fault never shows its internals (they go to the log
 * with the request id instead).
 */

export const HTTP_MESSAGES = {
  notJson: 'Please send the form fields as a JSON object.',
  wrongType: 'Please send the request as JSON.',
  tooLarge: 'The request is too large.',
  server: 'Something went wrong. Please try again later.',
} as const

/** A failure the caller should see as it is (status and message). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers?: HeadersInit,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** A JSON answer. Never stored by a cache: these answers carry tokens and personal data. */
export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const h = new Headers(headers)
  h.set('Cache-Control', 'no-store')
  return Response.json(body, { status, headers: h })
}

export const reply = (status: number, message: string, headers?: HeadersInit) => json({ message }, status, headers)

/** A 429 with Retry-After, for the rate limiters. */
export const tooMany = (message: string, retryAfterSeconds: number) => reply(429, message, { 'Retry-After': String(retryAfterSeconds) })

// The largest valid form (registration) is under 2 KB; JSON escapes may triple that.
const MAX_BODY_BYTES = 64 * 1024

/** The body as text; null when it is larger than `max` bytes (read no further than that). */
async function readText(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null
  if (!request.body) return ''
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
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/**
 * The parsed JSON body. Throws HttpError 415 unless the type is JSON (which also
 * keeps other sites' plain HTML forms out), 413 when too large, 400 when it is
 * not JSON at all. Whether it is an object is for the validators to say.
 */
export async function readJson(request: Request, { maxBytes = MAX_BODY_BYTES, notJson = HTTP_MESSAGES.notJson as string } = {}): Promise<unknown> {
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

/** Any thrown value as the answer the caller may see. */
export function errorResponse(err: unknown, request: Request, action: string): Response {
  if (err instanceof HttpError) return reply(err.status, err.message, err.headers)
  log.error(`${action} failed`, {
    requestId: requestIdOf(request),
    error: err instanceof Error ? err.message : String(err),
    stack: err instanceof Error ? err.stack : undefined,
  })
  return reply(500, HTTP_MESSAGES.server)
}

type Handler = (request: Request) => Promise<Response>

/** Wraps a route handler so nothing it throws escapes as an HTML error page or a stack trace. */
export const route =
  (action: string, handler: Handler): Handler =>
  async (request) => {
    try {
      return await handler(request)
    } catch (err) {
      return errorResponse(err, request, action)
    }
  }
