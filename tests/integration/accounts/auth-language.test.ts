import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ACCOUNT_MESSAGES } from '../../../src/features/accounts/rules/account'
import { call, lastMailTo, registerMember, resetTokenFor } from '../../support/auth'
import { testPayload } from '../../support/payload'

/**
 * A member's preferred language: set at registration from the page's
 * language, read and changed through /api/auth/language, and every mail to
 * them goes in it (welcome, reset, password changed, membership confirmed).
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler, forgot: Handler, reset: Handler, getLanguage: Handler, putLanguage: Handler
let createOrder: Handler, verify: Handler, pay: Handler

beforeAll(async () => {
  delete process.env.RAZORPAY_KEY_ID
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ POST: forgot } = await import('../../../src/app/api/auth/forgot-password/route'))
  ;({ POST: reset } = await import('../../../src/app/api/auth/reset-password/route'))
  ;({ GET: getLanguage, PUT: putLanguage } = await import('../../../src/app/api/auth/language/route'))
  ;({ POST: createOrder } = await import('../../../src/app/api/auth/create-order/route'))
  ;({ POST: verify } = await import('../../../src/app/api/auth/verify-payment/route'))
  ;({ POST: pay } = await import('../../../src/app/api/payments/sandbox/pay/route'))
})

const languageOf = async (token?: string) => call(getLanguage, '/api/auth/language', { method: 'GET', token })
const setLanguage = (token: string | undefined, body: unknown) => call(putLanguage, '/api/auth/language', { method: 'PUT', token, body })

describe('the preferred language', () => {
  it('comes from the registration form, English when it says nothing', async () => {
    const hindi = await registerMember(payload, register, { preferredLanguage: 'hi' })
    const english = await registerMember(payload, register)
    expect(await (await languageOf(hindi.token)).json()).toEqual({ preferredLanguage: 'hi' })
    expect(await (await languageOf(english.token)).json()).toEqual({ preferredLanguage: 'en' })
  })

  it('is changed by its owner only, and only to en or hi', async () => {
    const m = await registerMember(payload, register)
    const changed = await setLanguage(m.token, { preferredLanguage: 'hi' })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toEqual({ preferredLanguage: 'hi' })
    expect((await payload.findByID({ collection: 'users', id: m.user.id, overrideAccess: true })).preferredLanguage).toBe('hi')
    const wrong = await setLanguage(m.token, { preferredLanguage: 'fr' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ message: ACCOUNT_MESSAGES.languageInvalid.en })
    expect((await setLanguage(m.token, ['hi'])).status).toBe(400)
    expect((await languageOf()).status).toBe(401)
    expect((await setLanguage(undefined, { preferredLanguage: 'en' })).status).toBe(401)
    const registration = await call(register, '/api/auth/register', {
      body: { ...m.form, email: `x${m.form.email}`, ehrms: `X${m.form.ehrms}`.slice(0, 30), preferredLanguage: 'klingon' },
    })
    expect(registration.status).toBe(400)
  })
})

describe("mail in the member's language", () => {
  it('welcome, reset link (to the Hindi page) and password changed go in Hindi to a Hindi member', async () => {
    const { form } = await registerMember(payload, register, { preferredLanguage: 'hi' })
    expect((await lastMailTo(form.email)).text).toContain('पंजीकरण के लिए धन्यवाद। आपका खाता बन गया है।')
    expect((await call(forgot, '/api/auth/forgot-password', { body: { email: form.email } })).status).toBe(200)
    const resetMail = await lastMailTo(form.email)
    expect(resetMail.text).toContain('आपके खाते का पासवर्ड बदलने का अनुरोध मिला है।')
    expect(resetMail.text).toMatch(/\/hi\/reset-password\?token=/)
    const token = await resetTokenFor(form.email)
    expect((await call(reset, '/api/auth/reset-password', { body: { token, password: 'Nayi-pass-2026' } })).status).toBe(200)
    expect((await lastMailTo(form.email)).text).toContain('आपके खाते का पासवर्ड अभी बदला गया है')
  })

  it('the membership confirmation follows a language changed after registration', async () => {
    const m = await registerMember(payload, register)
    expect((await lastMailTo(m.form.email)).text).toContain('Thank you for registering.')
    await setLanguage(m.token, { preferredLanguage: 'hi' })
    const order = (await (await call(createOrder, '/api/auth/create-order', { token: m.token })).json()) as { id: string }
    const paid = await (
      await call(pay, '/api/payments/sandbox/pay', { token: m.token, body: { order_id: order.id, outcome: 'success' } })
    ).json()
    expect((await call(verify, '/api/auth/verify-payment', { token: m.token, body: paid })).status).toBe(200)
    const confirmation = await lastMailTo(m.form.email)
    expect(confirmation.text).toMatch(/आपका ₹[\d.]+ का सदस्यता शुल्क प्राप्त हो गया है।/)
    expect(confirmation.text).toContain('/hi/certificate')
  })
})
