import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '../../../src/platform/config/env'
import { ensureAdmin } from '../../../src/features/accounts/operations/bootstrap-admin'
import { currentCode } from '../../../src/features/accounts/two-factor/codes'
import { readFactor } from '../../../src/features/accounts/two-factor/store'
import { signIn } from '../../support/admin-fixtures'
import { call } from '../../support/auth'
import { createUser, testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'

/**
 * Item 5: ADMIN_TOTP_SECRET is enrolled once per admin. After another admin resets that
 * admin's second factor, the next start must not enrol the configured secret again (the reset stays,
 * and the admin sets up a new authenticator at the next sign-in).
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let login: Handler, reset: Handler
const PASSWORD = 'Secret-pass-123'
const SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U' // base32 of 'abcdefghijklmnopqrst': this test's own, not a published sample

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  reset = withParams(
    '/api/admin/members/[id]/two-factor/reset',
    await import('../../../src/app/api/admin/members/[id]/two-factor/reset/route'),
  ).POST
})

const start = (email: string, messages: string[]) =>
  ensureAdmin(payload, { ...getEnv(), adminEmail: email, adminTotpSecret: SECRET }, (m) => messages.push(m))

describe('ADMIN_TOTP_SECRET at start', () => {
  it("is not enrolled again after another admin has reset that admin's second factor", async () => {
    const configured = await createUser(payload, 'admin', { secondFactor: false })
    const messages: string[] = []
    await start(configured.email, messages)
    expect(messages).toEqual([`enrolled the authenticator of ${configured.email} (ADMIN_TOTP_SECRET)`])
    expect(
      (await call(login, '/api/auth/login', { body: { email: configured.email, password: PASSWORD, otp: currentCode(SECRET) } })).status,
    ).toBe(200)

    const other = await signIn(payload, 'admin')
    const res = await call(reset, `/api/admin/members/${configured.id}/two-factor/reset`, {
      token: other.token,
      body: { reason: 'Phone stolen' },
    })
    expect(res.status).toBe(200)

    // The next start (and the one after) leave the reset as it is.
    await start(configured.email, messages)
    await start(configured.email, messages)
    expect((await readFactor(payload, configured.id))?.enabledAt ?? null).toBeNull()
    expect(messages.slice(1)).toEqual(
      Array(2).fill(
        `ADMIN_TOTP_SECRET was already used for ${configured.email} (it acts once per admin): not enrolled again. They set up a new authenticator at their next sign-in.`,
      ),
    )
    const next = await call(login, '/api/auth/login', { body: { email: configured.email, password: PASSWORD, otp: currentCode(SECRET) } })
    expect(next.status).toBe(200)
    expect((await next.json()).secondFactorSetupRequired).toBe(true)
  })

  it('is not enrolled for an admin whose factor was reset before the record of configured secrets existed', async () => {
    const configured = await createUser(payload, 'admin')
    const other = await signIn(payload, 'admin')
    expect(
      (
        await call(reset, `/api/admin/members/${configured.id}/two-factor/reset`, {
          token: other.token,
          body: { reason: 'Left the office' },
        })
      ).status,
    ).toBe(200)
    const messages: string[] = []
    await start(configured.email, messages)
    expect((await readFactor(payload, configured.id))?.enabledAt ?? null).toBeNull()
    expect(messages).toEqual([
      `ADMIN_TOTP_SECRET not enrolled for ${configured.email}: another admin reset their second factor. They set up a new authenticator at their next sign-in.`,
    ])
  })
})
