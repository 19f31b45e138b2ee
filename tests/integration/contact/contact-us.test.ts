import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '../../../src/platform/config/limits'
import { testPayload, unique } from '../../support/payload'

/** POST /api/common/contact-us against the test database, called as Next.js would call it. */
let payload: Payload
let POST: (request: Request) => Promise<Response>

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST } = await import('../../../src/app/api/common/contact-us/route'))
})

let ipCounter = 0
/** Each test gets its own address, so the rate limit never leaks between tests. */
const uniqueIp = () => `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++ipCounter}`

function send(body: string, ip = uniqueIp(), contentType = 'application/json') {
  return POST(
    new Request('http://localhost/api/common/contact-us', {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-forwarded-for': ip },
      body,
    }),
  )
}

const count = () => payload.count({ collection: 'contact-submissions', overrideAccess: true }).then((r) => r.totalDocs)
const good = () => ({ name: 'Ramesh Kumar', email: `ramesh-${unique()}@example.org`, message: 'When is the next district meeting?' })

describe('POST /api/common/contact-us', () => {
  it('stores a valid message as a pending submission and thanks the visitor', async () => {
    const before = await count()
    const input = { ...good(), name: '  Ramesh Kumar  ' }
    const res = await send(JSON.stringify(input))
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ message: 'Thank you for your message! We will get back to you soon.' })
    expect(await count()).toBe(before + 1)
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      where: { email: { equals: input.email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ name: 'Ramesh Kumar', email: input.email, message: input.message, status: 'pending' })
  })

  it('ignores a status the visitor tries to set', async () => {
    const input = { ...good(), status: 'resolved' }
    expect((await send(JSON.stringify(input))).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      where: { email: { equals: input.email } },
      overrideAccess: true,
    })
    expect(docs[0].status).toBe('pending')
  })

  it('stores SQL-looking text verbatim, without effect on the database', async () => {
    const before = await count()
    const input = { ...good(), name: "Robert'); DROP TABLE contact_submissions;--", message: "' OR 1=1--" }
    expect((await send(JSON.stringify(input))).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      where: { email: { equals: input.email } },
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.name, d.message])).toEqual([[input.name, "' OR 1=1--"]])
    expect(await count()).toBe(before + 1)
  })

  it('keeps Hindi text intact', async () => {
    const input = { ...good(), name: 'सुनीता मौर्य', message: 'कृपया सदस्यता शुल्क की जानकारी दें।' }
    expect((await send(JSON.stringify(input))).status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      where: { email: { equals: input.email } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ name: input.name, message: input.message })
  })

  const g = { name: 'Ramesh', email: 'ramesh@example.org', message: 'Hello' }
  it.each([
    ['an empty object', '{}', 'Name is required'],
    ['a missing name', JSON.stringify({ email: g.email, message: g.message }), 'Name is required'],
    ['a missing email', JSON.stringify({ name: g.name, message: g.message }), 'Email is required'],
    ['a missing message', JSON.stringify({ name: g.name, email: g.email }), 'Message is required'],
    ['a name of spaces', JSON.stringify({ ...g, name: '   ' }), 'Name is required'],
    ['an email of spaces', JSON.stringify({ ...g, email: ' \t ' }), 'Email is required'],
    ['a message of spaces', JSON.stringify({ ...g, message: '\n\n ' }), 'Message is required'],
    ['a bad email', JSON.stringify({ ...g, email: 'ramesh.example.org' }), 'Please enter a valid email address'],
    ['an email Payload cannot store', JSON.stringify({ ...g, email: 'x@y.z' }), 'Please enter a valid email address'],
    ['a number as name', JSON.stringify({ ...g, name: 12345 }), 'Name must be text'],
    ['an array as email', JSON.stringify({ ...g, email: ['ramesh@example.org'] }), 'Email must be text'],
    ['an object as message', JSON.stringify({ ...g, message: { text: 'Hello' } }), 'Message must be text'],
    ['a 101-character name', JSON.stringify({ ...g, name: 'x'.repeat(101) }), 'Name must be at most 100 characters'],
    ['a 10,000-character message', JSON.stringify({ ...g, message: 'x'.repeat(10_000) }), 'Message must be at most 5000 characters'],
    ['malformed JSON', '{"name": "Ramesh", ', 'Please send your name, email and message.'],
    ['an empty body', '', 'Please send your name, email and message.'],
    ['a JSON array', JSON.stringify([g]), 'Please send your name, email and message.'],
    ['a JSON string', JSON.stringify('hello'), 'Please send your name, email and message.'],
    ['JSON null', 'null', 'Please send your name, email and message.'],
  ])('answers 400 and stores nothing for %s', async (_what, body, message) => {
    const before = await count()
    const res = await send(body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message })
    expect(await count()).toBe(before)
  })

  it('refuses a body that is not JSON by type, and one that is far too large', async () => {
    const before = await count()
    const form = await send('name=a&email=a%40b.co&message=hi', uniqueIp(), 'application/x-www-form-urlencoded')
    expect(form.status).toBe(415)
    expect(await form.json()).toHaveProperty('message')
    const huge = await send(JSON.stringify({ ...g, message: 'x'.repeat(200_000) }))
    expect(huge.status).toBe(413)
    expect(await huge.json()).toHaveProperty('message')
    expect(await count()).toBe(before)
  })

  const { limit } = RATE_LIMITS.contact
  it(`lets one address send ${limit} messages per window, then answers 429 with Retry-After`, async () => {
    const ip = uniqueIp()
    const before = await count()
    for (let i = 0; i < limit; i++) expect((await send(JSON.stringify(good()), ip)).status).toBe(201)
    const sixth = await send(JSON.stringify(good()), ip)
    expect(sixth.status).toBe(429)
    expect(await sixth.json()).toEqual({ message: 'Too many messages from your connection. Please try again in a few minutes.' })
    const retryAfter = Number(sixth.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await count()).toBe(before + limit)
    // Another address is not affected.
    expect((await send(JSON.stringify(good()))).status).toBe(201)
  })

  it('uses the rightmost X-Forwarded-For entry (the socket address start.ts appends): a client cannot choose its key', async () => {
    const ip = uniqueIp()
    for (let i = 0; i < limit; i++) await send(JSON.stringify(good()), `10.255.255.${i}, ${ip}`)
    expect((await send(JSON.stringify(good()), `10.255.255.99, ${ip}`)).status).toBe(429)
  })
})
