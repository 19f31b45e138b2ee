import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'

import { SMTP_TIMEOUTS, withSmtpTimeouts } from '../../../src/platform/mail/mailer'

/** The bounded SMTP waits reach nodemailer (which ignores options given beside a url), and an operator's own win. */
const optionsOf = (url: string) => (nodemailer.createTransport(url) as unknown as { options: Record<string, unknown> }).options

describe('SMTP timeouts', () => {
  it('are added to SMTP_URL, keeping its host, port, TLS and credentials', () => {
    const options = optionsOf(withSmtpTimeouts('smtps://office%40upcho.org:p%40ss:word@smtp.example.org:465'))
    expect(options).toMatchObject({
      ...SMTP_TIMEOUTS,
      host: 'smtp.example.org',
      port: 465,
      secure: true,
      auth: { user: 'office@upcho.org', pass: 'p@ss:word' },
    })
  })

  it("an operator's own value in the URL wins", () => {
    expect(optionsOf(withSmtpTimeouts('smtp://mail.local:25?socketTimeout=5000'))).toMatchObject({ ...SMTP_TIMEOUTS, socketTimeout: 5000 })
  })
})
