import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ACCOUNT_RESPONSES } from '../../../src/features/accounts/rules/account'
import { CONTACT_MESSAGES } from '../../../src/features/contact/rules/contact'
import { call, registerMember, registration } from '../../support/auth'
import { testPayload } from '../../support/payload'

/**
 * The /api answers in Hindi when the request asks for it (Accept-Language):
 * only the message changes; without the header every answer is the spec's English.
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler, login: Handler, forgot: Handler, contact: Handler, profile: Handler, grievance: Handler
const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ POST: forgot } = await import('../../../src/app/api/auth/forgot-password/route'))
  ;({ POST: contact } = await import('../../../src/app/api/common/contact-us/route'))
  ;({ GET: profile } = await import('../../../src/app/api/auth/profile/route'))
  ;({ POST: grievance } = await import('../../../src/app/api/common/grievance/route'))
})

describe('Accept-Language: hi', () => {
  it('a wrong password: the same 401, its message in Hindi, said so in Content-Language', async () => {
    const { form } = await registerMember(payload, register)
    const hindi = await call(login, '/api/auth/login', { body: { email: form.email, password: 'wrong-password-1' }, headers: HINDI })
    expect(hindi.status).toBe(401)
    expect(await hindi.json()).toEqual({ message: 'ई-मेल या पासवर्ड गलत है' })
    expect(hindi.headers.get('content-language')).toBe('hi')
    expect(hindi.headers.get('vary')).toMatch(/Accept-Language/)
    const english = await call(login, '/api/auth/login', { body: { email: form.email, password: 'wrong-password-1' } })
    expect(await english.json()).toEqual({ message: ACCOUNT_RESPONSES.invalidLogin.en })
  })

  it('a form check names the field in Hindi and keeps X-Error-Field', async () => {
    const res = await call(register, '/api/auth/register', { body: registration({ name: '  ' }), headers: HINDI })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'नाम आवश्यक है' })
    expect(res.headers.get('x-error-field')).toBe('name')
    const phone = await call(register, '/api/auth/register', { body: registration({ phone: '123' }), headers: HINDI })
    expect(await phone.json()).toEqual({ message: 'कृपया 10 अंकों का सही फ़ोन नंबर लिखें' })
  })

  it('successes too: contact, forgot password, grievance', async () => {
    const sent = await call(contact, '/api/common/contact-us', {
      body: { name: 'Ramesh', email: 'ramesh@example.org', message: 'नमस्ते' },
      headers: HINDI,
    })
    expect(sent.status).toBe(201)
    expect(await sent.json()).toMatchObject({ message: 'आपके संदेश के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।' })
    const reset = await call(forgot, '/api/auth/forgot-password', { body: { email: 'nobody@example.org' }, headers: HINDI })
    expect(await reset.json()).toEqual({ message: 'यदि इस ई-मेल से कोई खाता है, तो पासवर्ड बदलने का लिंक भेज दिया गया है।' })
    const m = await registerMember(payload, register)
    const filed = await call(grievance, '/api/common/grievance', {
      token: m.token,
      body: { subject: 'मानदेय', description: 'तीन महीने से मानदेय नहीं मिला' },
      headers: HINDI,
    })
    expect(await filed.json()).toMatchObject({ message: 'शिकायत सफलतापूर्वक दर्ज हो गई!' })
  })

  it('answers without a message keep their exact shape and text; English is the default', async () => {
    const m = await registerMember(payload, register)
    const hindi = await call(profile, '/api/auth/profile', { method: 'GET', token: m.token, headers: HINDI })
    const english = await call(profile, '/api/auth/profile', { method: 'GET', token: m.token })
    expect(await hindi.json()).toEqual(await english.json())
    const plain = await call(contact, '/api/common/contact-us', {
      body: { name: 'Ramesh', email: 'ramesh@example.org', message: 'hello' },
      headers: { 'accept-language': 'en-IN,hi;q=0.5' },
    })
    expect(await plain.json()).toMatchObject({ message: CONTACT_MESSAGES.success.en })
    expect(plain.headers.get('content-language')).toBeNull()
  })
})
