import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, lastMailTo } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { ist, member, remindersOf, setSteps } from '../../support/renewal-fixtures'

/** One-click unsubscribe from the renewal reminders and the switch on /profile; year 2037. */
type Handler = (request: Request) => Promise<Response>
let payload: Payload
let unsubscribe: Handler, getReminders: Handler, putReminders: Handler
let send: typeof import('../../../src/features/renewals/operations/send-reminders').sendRenewalReminders
let sign: (userId: number) => string
let db: typeof import('../../../src/platform/db/sql')

beforeAll(async () => {
  payload = await testPayload()
  unsubscribe = (await import('../../../src/app/api/renewals/unsubscribe/route')).POST
  ;({ GET: getReminders, PUT: putReminders } = await import('../../../src/app/api/renewals/reminders/route'))
  ;({ sendRenewalReminders: send } = await import('../../../src/features/renewals/operations/send-reminders'))
  const { signUnsubscribe } = await import('../../../src/features/privacy/rules/unsubscribe-token')
  sign = (id) => signUnsubscribe(process.env.PAYLOAD_SECRET!, id)
  db = await import('../../../src/platform/db/sql')
  await setSteps(payload)
})
afterAll(() => setSteps(payload))

const INVALID = 'This unsubscribe link is not valid. Please open the link in your latest reminder e-mail again.'
const optOuts = async (userId: number) => db.rows(db.drizzleOf(payload), db.sql`SELECT via FROM renewal_opt_outs WHERE user_id = ${userId}`)
const post = (body: unknown, extra: { headers?: Record<string, string> } = {}) =>
  call(unsubscribe, '/api/renewals/unsubscribe', { body, ...extra })

describe('POST /api/renewals/unsubscribe', () => {
  it('a valid token turns reminders off; a replay answers the same and changes nothing', async () => {
    const m = await member(payload, { paid: ['2036'] })
    const first = await post({ token: sign(m.id) })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ message: 'You will not get renewal reminders any more.' })
    const again = await post({ token: sign(m.id) })
    expect(again.status).toBe(200)
    expect(await optOuts(m.id)).toEqual([{ via: 'link' }])
  })

  it('RFC 8058 one-click: a form POST to the List-Unsubscribe address', async () => {
    const m = await member(payload, { paid: ['2036'] })
    const res = await call(unsubscribe, `/api/renewals/unsubscribe?t=${encodeURIComponent(sign(m.id))}`, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(200)
    expect(await optOuts(m.id)).toEqual([{ via: 'one-click' }])
  })

  it.each([
    ['a forged signature', () => ({ token: `${victim.id}.${'A'.repeat(43)}` })],
    ['another member id under a real signature', () => ({ token: `${victim.id + 1}${sign(victim.id).slice(String(victim.id).length)}` })],
    ['a malformed token', () => ({ token: 'not-a-token' })],
    ['an empty token', () => ({ token: '' })],
    ['a number', () => ({ token: 42 })],
    ['no token', () => ({})],
    ['a list', () => []],
    ['a signed token of no member', () => ({ token: sign(2_000_000_000) })],
  ])('refuses %s with 400 and a clear message', async (_name, body) => {
    const res = await post(body())
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: INVALID })
    expect(await optOuts(victim.id)).toEqual([])
  })

  it('refuses a body that is not JSON, and a one-click POST without a token', async () => {
    const broken = await call(unsubscribe, '/api/renewals/unsubscribe', {
      raw: '{"token":',
      headers: { 'content-type': 'application/json' },
    })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ message: INVALID })
    const bare = await call(unsubscribe, '/api/renewals/unsubscribe', {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(bare.status).toBe(400)
  })

  it('answers in Hindi when asked', async () => {
    const res = await post({ token: 'x' }, { headers: { 'accept-language': 'hi' } })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBe('यह अनुस्मारक बंद करने का लिंक मान्य नहीं है। कृपया अपने नवीनतम अनुस्मारक ई-मेल का लिंक फिर से खोलें।')
  })

  let victim: Awaited<ReturnType<typeof member>>
  beforeAll(async () => {
    victim = await member(payload, { paid: ['2036'] })
  })
})

describe('honoured at once, and undone from the profile', () => {
  it('the next run skips who unsubscribed (by the link in their own reminder); turning reminders back on brings the next step', async () => {
    const viaMail = await member(payload, { paid: ['2036'] })
    const viaLink = await member(payload, { paid: ['2036'] })
    const control = await member(payload, { paid: ['2036'] })
    // Step 1 goes to all three; one unsubscribes with the link in that mail, one with a link signed here.
    await send(payload, { at: ist('2037-01-01') })
    const link = /\/unsubscribe\?t=([A-Za-z0-9._-]+)/.exec((await lastMailTo(viaMail.email)).text)![1]
    expect((await post({ token: link })).status).toBe(200)
    expect((await post({ token: sign(viaLink.id) })).status).toBe(200)

    await send(payload, { at: ist('2037-01-15') })
    expect(await remindersOf(payload, viaMail.id, '2037')).toEqual({ '01-01': 'sent' })
    expect(await remindersOf(payload, viaLink.id, '2037')).toEqual({ '01-01': 'sent' })
    expect(await remindersOf(payload, control.id, '2037')).toEqual({ '01-01': 'sent', '01-15': 'sent' })

    // viaLink signs in and turns reminders back on in the profile.
    const { token } = await signInAs(viaLink.email)
    expect(await (await call(getReminders, '/api/renewals/reminders', { method: 'GET', token })).json()).toEqual({ reminders: false })
    const on = await call(putReminders, '/api/renewals/reminders', { method: 'PUT', token, body: { reminders: true } })
    expect(on.status).toBe(200)
    expect(await on.json()).toEqual({ reminders: true })
    await send(payload, { at: ist('2037-03-01') })
    expect(await remindersOf(payload, viaLink.id, '2037')).toEqual({ '01-01': 'sent', '01-15': 'skipped', '03-01': 'sent' })
    expect(await remindersOf(payload, viaMail.id, '2037')).toEqual({ '01-01': 'sent' })
  })

  it('the profile switch turns them off too; it needs a session and a boolean', async () => {
    const m = await member(payload, { paid: ['2036'] })
    const { token } = await signInAs(m.email)
    const off = await call(putReminders, '/api/renewals/reminders', { method: 'PUT', token, body: { reminders: false } })
    expect(await off.json()).toEqual({ reminders: false })
    expect(await optOuts(m.id)).toEqual([{ via: 'profile' }])
    const bad = await call(putReminders, '/api/renewals/reminders', { method: 'PUT', token, body: { reminders: 'yes' } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ message: 'Please send {"reminders": true} or {"reminders": false}.' })
    expect((await call(getReminders, '/api/renewals/reminders', { method: 'GET' })).status).toBe(401)
    expect((await call(putReminders, '/api/renewals/reminders', { method: 'PUT', body: { reminders: true } })).status).toBe(401)
  })
})

async function signInAs(email: string) {
  const login = (await import('../../../src/app/api/auth/login/route')).POST
  const res = await call(login, '/api/auth/login', { body: { email, password: 'Secret-pass-123' } })
  expect(res.status).toBe(200)
  return (await res.json()) as { token: string }
}
