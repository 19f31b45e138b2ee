import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { useFreshDatabase } from '../../support/fresh-database'

/**
 * The association's name in the mails comes from the CMS's site settings, in
 * the mail's language; MAIL_FROM is only the sender. The running site had a
 * bare MAIL_FROM and its mails said 'Welcome to the office@…'. A database of
 * its own, so the site name set here reaches no other test file.
 */
const before = vi.hoisted(() => {
  // Before anything reads the configuration (payload.config reads it at import).
  const value = process.env.MAIL_FROM
  process.env.MAIL_FROM = 'office@example.org'
  return value
})

type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler
let call: typeof import('../../support/auth').call
let registration: typeof import('../../support/auth').registration
let closeLater: Payload | undefined

const NAME = { en: 'Association of Test CHOs', hi: 'परीक्षण सीएचओ संघ' }

beforeAll(async () => {
  await useFreshDatabase('association_name')
  const { testPayload } = await import('../../support/payload')
  ;({ call, registration } = await import('../../support/auth'))
  payload = await testPayload()
  register = (await import('../../../src/app/api/auth/register/route')).POST
})

afterAll(async () => {
  if (before === undefined) delete process.env.MAIL_FROM
  else process.env.MAIL_FROM = before
  await closeLater?.db.pool.end().catch(() => {})
})

/** Registers a member in `lang` and returns their welcome mail as queued. */
async function welcome(lang: 'en' | 'hi') {
  const form = registration({ preferredLanguage: lang })
  expect((await call(register, '/api/auth/register', { body: form })).status).toBe(201)
  const { rows } = await payload.db.pool.query(
    `SELECT subject, body_text, body_html FROM mail_outbox WHERE kind = 'welcome' AND recipient = $1`,
    [form.email],
  )
  expect(rows).toHaveLength(1)
  return rows[0] as { subject: string; body_text: string; body_html: string }
}

describe("the association's name in mails", () => {
  it("is never MAIL_FROM's address: before the site has a name, the mails use the association's", async () => {
    const mail = await welcome('en')
    expect(mail.subject).toBe('Welcome to the UP Community Health Officers Association')
    expect(mail.body_text).toMatch(/Regards,\nUP Community Health Officers Association\n$/)
    expect(`${mail.subject}${mail.body_text}${mail.body_html}`).not.toContain('office@')
  })

  it("is the CMS's site name, in the mail's language, once Payload has started with it", async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { siteName: NAME.en } })
    await payload.updateGlobal({ slug: 'site-settings', locale: 'hi', data: { siteName: NAME.hi } })
    // Payload starting (the app's instance after the start script's migrations) reads the names.
    const { getPayload } = await import('payload')
    closeLater = await getPayload({ config: (await import('../../../payload.config')).default, key: 'association-name-test' })

    const en = await welcome('en')
    expect(en.subject).toBe(`Welcome to the ${NAME.en}`)
    expect(en.body_text).toMatch(new RegExp(`Regards,\\n${NAME.en}\\n$`))
    expect(en.body_html).toContain(`<p>Regards,<br>${NAME.en}</p>`)

    const hi = await welcome('hi')
    expect(hi.subject).toContain(NAME.hi)
    expect(hi.body_text).toMatch(new RegExp(`सादर,\\n${NAME.hi}\\n$`))
    for (const mail of [en, hi]) expect(`${mail.subject}${mail.body_text}${mail.body_html}`).not.toContain('office@')
  })
})
