import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '../../../src/platform/config/limits'
import { ACCOUNT_RESPONSES, loginDelayedMessage } from '../../../src/features/accounts/rules/account'
import { CONTACT_MESSAGES } from '../../../src/features/contact/rules/contact'
import { registrationForm, postJson } from '../../support/member-form'
import { startTwoInstances, type TwoInstances } from '../../support/two-instances'

/**
 * Limits and login delays hold across two production instances on one PostgreSQL, and a
 * client cannot pick its own address. TRUSTED_PROXIES is unset (a fresh install), so every
 * request here comes from 127.0.0.1, whatever X-Forwarded-For it carries.
 */
let two: TwoInstances
beforeAll(async () => {
  two = await startTwoInstances()
}, 600_000)
afterAll(async () => {
  await two?.stop()
})

let counter = 0
const id = () => `${Date.now().toString(36)}${(counter++).toString(36)}`
const spoofed = () => `${10 + (counter % 200)}.${counter % 250}.${(counter * 7) % 250}.${++counter % 250}`

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) => postJson(base, path, body, { headers })
const member = () => registrationForm(`meeting-${id()}`)

describe('two instances, one set of limits', () => {
  it('a meeting registers fifty members from one address within ten minutes, through either instance', async () => {
    const statuses: number[] = []
    for (let batch = 0; batch < 10; batch++) {
      const round = await Promise.all(
        Array.from({ length: 5 }, (_, i) => post(i % 2 ? two.b.url : two.a.url, '/api/auth/register', member())),
      )
      statuses.push(...round.map((r) => r.status))
    }
    expect(statuses).toEqual(Array(50).fill(201))
  })

  it('a login delay earned on A holds on B, for a real account and an invented one alike', async () => {
    const form = member()
    expect((await post(two.a.url, '/api/auth/register', form)).status).toBe(201)
    const seen: string[] = []
    for (const email of [form.email, `nobody-${id()}@example.org`]) {
      for (let i = 0; i < 5; i++)
        expect((await post(two.a.url, '/api/auth/login', { email, password: `Wrong-password-${i}` })).status).toBe(401)
      const onB = await post(two.b.url, '/api/auth/login', { email, password: form.password })
      seen.push(`${onB.status} ${onB.headers.get('retry-after')} ${JSON.stringify(await onB.json())}`)
    }
    expect(seen).toEqual(Array(2).fill(`429 1 ${JSON.stringify({ message: loginDelayedMessage(1).en })}`))
  })

  it('alternating A and B does not double a per-address limit', async () => {
    const { limit } = RATE_LIMITS.contact
    const message = (i: number) => ({ name: 'Ramesh Kumar', email: `ramesh-${id()}@example.org`, message: `Meeting question ${i}` })
    for (let i = 0; i < limit; i++)
      expect((await post(i % 2 ? two.b.url : two.a.url, '/api/common/contact-us', message(i))).status).toBe(201)
    for (const base of [two.a.url, two.b.url]) {
      const res = await post(base, '/api/common/contact-us', message(limit))
      expect(res.status).toBe(429)
      expect(await res.json()).toEqual({ message: CONTACT_MESSAGES.tooMany.en })
    }
  })

  it('X-Forwarded-For and X-Real-IP written by the client do not get around a limit', async () => {
    const { limit } = RATE_LIMITS.forgotPerAddress
    const ask = (i: number) =>
      post(
        i % 2 ? two.b.url : two.a.url,
        '/api/auth/forgot-password',
        { email: `nobody-${id()}@example.org` },
        { 'x-forwarded-for': spoofed(), 'x-real-ip': spoofed() },
      )
    for (let i = 0; i < limit; i++) expect((await ask(i)).status).toBe(200)
    const res = await ask(limit)
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ message: ACCOUNT_RESPONSES.tooManyResets.en })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
