import { ValidationError } from 'payload'

import { CONTACT_MESSAGES, validateContact } from '@/domain/contact'
import { log, requestIdOf } from '@/lib/log'
import { getPayloadClient } from '@/lib/payload'
import { clientAddress, createRateLimiter } from '@/lib/rate-limit'

/**
 * POST /api/common/contact-us (spec §7): a visitor's message, stored as a
 * pending contact submission for the office. Anonymous, so every address may
 * send only a few per window (in memory per instance, see src/lib/rate-limit.ts).
 */
const limiter = createRateLimiter({ limit: 5, windowMs: 10 * 60_000 })

// A valid message is at most ~5,400 characters; JSON escapes may triple its bytes.
const MAX_BODY_BYTES = 64 * 1024

const reply = (status: number, message: string, headers?: HeadersInit) => Response.json({ message }, { status, headers })

/** The body as text, or null when it is larger than `max` bytes (read no further than that). */
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

export async function POST(request: Request) {
  const verdict = limiter.hit(`contact:${clientAddress(request)}`)
  if (!verdict.ok) return reply(429, CONTACT_MESSAGES.tooMany, { 'Retry-After': String(verdict.retryAfterSeconds) })

  // Requiring JSON also keeps other sites' plain HTML forms from posting here.
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return reply(415, 'Please send the message as JSON.')

  // A body cut off mid-way (the visitor's connection dropped) is bad input, not a server error.
  const text = await readText(request, MAX_BODY_BYTES).catch(() => undefined)
  if (text === undefined) return reply(400, CONTACT_MESSAGES.notAnObject)
  if (text === null) return reply(413, 'Your message is too long.')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return reply(400, CONTACT_MESSAGES.notAnObject)
  }

  const result = validateContact(body)
  if (!result.ok) return reply(400, result.message)

  try {
    const payload = await getPayloadClient()
    await payload.create({ collection: 'contact-submissions', data: { ...result.value, status: 'pending' }, overrideAccess: true })
  } catch (err) {
    // Payload's e-mail rule is stricter than the spec's text@text.text (e.g. it wants a 2-letter domain ending).
    if (err instanceof ValidationError) {
      const emailRejected = err.data.errors.some((e) => e.path === 'email')
      return reply(400, emailRejected ? CONTACT_MESSAGES.emailInvalid : 'Please check your message and try again.')
    }
    log.error('contact submission failed', { requestId: requestIdOf(request), error: err instanceof Error ? err.message : String(err) })
    return reply(500, CONTACT_MESSAGES.unreachable)
  }
  return reply(201, CONTACT_MESSAGES.success)
}
