import { beforeAll, describe, expect, inject, it } from 'vitest'

import { DEMO_PASSWORD } from '../../../src/runtime/seed/members'
import { E2E_ADMIN, E2E_WEBHOOK_SECRET } from '../../support/app-setup'
import { fetchLoginWithCode } from '../../support/admin-code'
import { apiProbes, cmsProbes, graphqlProbes, pageProbes, uploadProbes, webhookProbes } from '../../support/hostile/probes'
import { sendAll, type Identity, type Outcome, type Probe } from '../../support/hostile/send'

/**
 * Hostile input across every route of the production build (the review of issue
 * 11 found 500s here): the spec's /api, every page, /verify, Payload's REST API
 * on every collection and global, GraphQL and the uploads, as an anonymous
 * caller, a member and an admin. Bad input must get a 4xx (a 429 is a fine
 * answer too), never a 5xx. Every request carries its own X-Forwarded-For
 * (tests/support/hostile/send.ts), so the per-address limits of login,
 * registration, the password and contact forms and /verify do not block whole
 * groups; the test checks that (few 429s) and prints the groups they hit.
 */
const base = inject('baseUrl')
const tokens: Partial<Record<Identity, string>> = {}
let memberId = ''

async function login(email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
    body: JSON.stringify({ email, password }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

beforeAll(async () => {
  const admin = await fetchLoginWithCode(`${base}/api/auth/login`, E2E_ADMIN, { 'x-forwarded-for': '198.51.100.200' })
  expect(admin.status).toBe(200)
  tokens.admin = ((await admin.json()) as { token: string }).token
  tokens.member = await login('demo.member@example.org', DEMO_PASSWORD)
  const me = await fetch(`${base}/cms-api/users/me`, { headers: { authorization: `Bearer ${tokens.member}` } })
  memberId = String(((await me.json()) as { user: { id: number } }).user.id)
})

const describeOutcome = (o: Outcome) => {
  const body = typeof o.probe.body === 'string' ? o.probe.body : o.probe.body ? `<${o.probe.body.length} bytes>` : ''
  const shown = body.length > 120 ? `${body.slice(0, 120)}… (${body.length} chars)` : body
  return `${o.status || o.error} ${o.probe.method} ${o.probe.path.slice(0, 200)} as ${o.probe.as ?? 'anonymous'}${o.probe.chunked ? ' (chunked)' : ''} ${JSON.stringify(o.probe.headers?.['content-type'] ?? '')} ${JSON.stringify(shown)} → ${o.body.slice(0, 160)}`
}

/** Whatever a hostile create let through is removed again, so later test files see the seeded site. */
async function removeCreated(outcomes: Outcome[]) {
  for (const o of outcomes) {
    const m = /^\/(cms-api|api\/admin)\/([\w-]+)$/.exec(o.probe.path)
    if (o.probe.method !== 'POST' || o.status < 200 || o.status > 299 || !m || /upload|users/.test(m[2])) continue
    const id = /"id":(\d+)/.exec(o.body)?.[1]
    if (id) await fetch(`${base}/cms-api/${m[2]}/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${tokens.admin}` } })
  }
}

describe('malformed input', () => {
  it('answers at least 1,000 hostile requests across every route without a single 5xx', { timeout: 900_000 }, async () => {
    const groups: Probe[][] = [
      apiProbes(),
      webhookProbes(E2E_WEBHOOK_SECRET),
      pageProbes(),
      cmsProbes(memberId),
      graphqlProbes(),
      uploadProbes(),
    ]
    const probes = groups.flat()
    const started = Date.now()
    const outcomes = await sendAll(base, probes, tokens, 8)
    await removeCreated(outcomes)

    // No answer at all (the connection dropped before a status line) counts as a failure too.
    const failures = outcomes.filter((o) => o.status >= 500 || o.status === 0)
    const limited = outcomes.filter((o) => o.status === 429)
    const limitedGroups = [...new Set(limited.map((o) => o.probe.group))]
    console.log(
      `malformed-input: sent ${probes.length.toLocaleString('en-US')} requests in ${Math.round((Date.now() - started) / 1000)} s, ` +
        `${failures.length} 5xx or no answer, ${limited.length} 429${limitedGroups.length ? ` (in ${limitedGroups.join(', ')})` : ''}`,
    )
    if (failures.length) console.log(failures.map(describeOutcome).join('\n'))

    expect(probes.length).toBeGreaterThanOrEqual(1000)
    expect(failures.map(describeOutcome)).toEqual([])
    // The limits must not have answered for the handlers.
    expect(limited.length).toBeLessThan(probes.length * 0.02)
  })
})
