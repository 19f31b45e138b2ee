import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { currentCode, TOTP_STEP_SECONDS } from '../../../src/features/accounts/two-factor/codes'
import { call, uniqueIp } from '../../support/auth'
import { createUser, testPayload } from '../../support/payload'
import { TEST_TOTP_SECRET } from '../../support/two-factor'

/**
 * Wrong second-factor codes sent all at once are slowed like codes sent one after
 * another. Sent in turn, 5 wrong codes are judged and then the delays answer 429; 20 sent at once from
 * one address used to be judged all 20. No more may be judged than in turn, through either door.
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let siteLogin: Handler, cmsPost: Handler
const PASSWORD = 'Secret-pass-123'
const ATTEMPTS = 20
const FREE = 5 // PAIR_DELAYS.free: failures before the first wait

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: siteLogin } = await import('../../../src/app/api/auth/login/route'))
  const { REST_POST } = await import('@payloadcms/next/routes')
  const post = REST_POST((await import('../../../payload.config')).default)
  cmsPost = (request) => post(request, { params: Promise.resolve({ slug: new URL(request.url).pathname.split('/').slice(2) }) })
})

/** A six-digit code the test secret gives in none of the steps the check accepts (now, one before, one after). */
function wrongCode(): string {
  const now = Date.now()
  const valid = new Set([-1, 0, 1].map((d) => currentCode(TEST_TOTP_SECRET, now + d * TOTP_STEP_SECONDS * 1000)))
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0')
    if (!valid.has(code)) return code
  }
}

/**
 * How many codes sent one after another may be judged within `ms`: the FREE ones, then one more each
 * time a delay (1 s, 2 s, 4 s …, PAIR_DELAYS) has passed. The password check before the code (600,000
 * rounds each, 4 at a time) spreads 20 requests over seconds on a busy machine, so a delay can pass
 * during the flood: sent at once and judged at once, that is 5.
 */
const judgedInTurnWithin = (ms: number) => FREE + Math.floor(Math.log2(ms / 1000 + 1))

async function flood(handler: Handler, url: string, email: string) {
  const ip = uniqueIp()
  const otp = wrongCode()
  const started = Date.now()
  const answers = await Promise.all(
    Array.from({ length: ATTEMPTS }, () => call(handler, url, { body: { email, password: PASSWORD, otp }, ip })),
  )
  const statuses = answers.map((r) => r.status)
  const judged = statuses.filter((s) => s !== 429)
  const allowed = judgedInTurnWithin(Date.now() - started)
  const why = `${statuses.join(' ')} in ${Date.now() - started} ms (in turn: ${allowed})`
  expect(judged.length, why).toBeLessThanOrEqual(allowed)
  expect(judged.length, why).toBeGreaterThanOrEqual(1)
  for (const s of judged) expect(s, why).toBe(401)
}

describe('wrong second-factor codes sent at once', () => {
  it(`/api/auth/login: of ${ATTEMPTS} at once from one address for one coordinator, no more are judged than sent in turn (${FREE} at once), the rest get 429`, async () => {
    const coordinator = await createUser(payload, 'coordinator', { districts: ['Agra'] })
    await flood(siteLogin, '/api/auth/login', coordinator.email)
  })

  it(`/cms-api/users/login: the same for an admin`, async () => {
    const admin = await createUser(payload, 'admin')
    await flood(cmsPost, '/cms-api/users/login', admin.email)
  })

  it('the right code still signs in afterwards from another address', async () => {
    const coordinator = await createUser(payload, 'coordinator', { districts: ['Agra'] })
    await flood(siteLogin, '/api/auth/login', coordinator.email)
    const res = await call(siteLogin, '/api/auth/login', {
      body: { email: coordinator.email, password: PASSWORD, otp: currentCode(TEST_TOTP_SECRET) },
    })
    expect(res.status, await res.clone().text()).toBe(200)
  })
})
