import { describe, expect, it } from 'vitest'

import { MAIL_TEXT } from '../../../src/features/accounts/texts/mail'
import { membershipConfirmedMail } from '../../../src/features/payments/mail/receipts'
import { passwordChangedMail, resetPage, resetPasswordMail, welcomeMail } from '../../../src/features/accounts/mail/templates'

const ctx = { siteUrl: 'https://upcho.example', orgName: "UP CHO's Association", lang: 'en' as const }
const hindi = { ...ctx, lang: 'hi' as const }
const paid = {
  membershipYear: '2026',
  membershipId: 'UPCHO-2026-000007',
  startDate: '2026-03-04T10:00:00.000Z',
  endDate: '2026-12-31T18:29:59.999Z',
}

describe('membership confirmed mail', () => {
  it('states the year, amount, id, validity in India and the certificate link, in text and escaped HTML', () => {
    const mail = membershipConfirmedMail('Sunita <Maurya> & "Co"', paid, 10000, ctx)
    expect(mail.subject).toBe('Membership confirmed for 2026')
    expect(mail.text).toBe(
      'Dear Sunita <Maurya> & "Co",\n\n' +
        'We have received your membership payment of Rs 100.00. Your membership for 2026 is confirmed.\n\n' +
        'Membership ID: UPCHO-2026-000007\n\n' +
        'Valid from 04-03-2026 to 31-12-2026.\n\n' +
        'Your certificate is available at https://upcho.example/certificate\n\n' +
        "Regards,\nUP CHO's Association\n",
    )
    expect(mail.html).toBe(
      '<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">' +
        '<p>Dear Sunita &lt;Maurya&gt; &amp; &quot;Co&quot;,</p>' +
        '<p>We have received your membership payment of Rs 100.00. Your membership for 2026 is confirmed.</p>' +
        '<p>Membership ID: UPCHO-2026-000007</p><p>Valid from 04-03-2026 to 31-12-2026.</p>' +
        '<p>Your certificate is available at https://upcho.example/certificate</p>' +
        '<p>Regards,<br>UP CHO&#39;s Association</p></body></html>',
    )
  })
})

describe("mail in the member's language", () => {
  it('a Hindi member gets Hindi text, links to the Hindi pages, and no English sentence', () => {
    const mails = [
      membershipConfirmedMail('सुनीता', paid, 10000, hindi),
      welcomeMail('सुनीता', 10000, hindi),
      resetPasswordMail('सुनीता', resetPage(hindi, 'tok en'), hindi),
      passwordChangedMail('सुनीता', hindi),
    ]
    expect(mails.map((m) => m.subject)).toEqual([
      '2026 की सदस्यता की पुष्टि',
      "UP CHO's Association में आपका स्वागत है",
      'अपना पासवर्ड बदलें',
      'आपका पासवर्ड बदल दिया गया है',
    ])
    expect(mails[0].text).toContain('आपका ₹100.00 का सदस्यता शुल्क प्राप्त हो गया है। 2026 के लिए आपकी सदस्यता की पुष्टि हो गई है।')
    expect(mails[0].text).toContain('https://upcho.example/hi/certificate')
    expect(mails[0].html).toContain('<html lang="hi">')
    expect(mails[2].text).toContain('https://upcho.example/hi/reset-password?token=tok%20en')
    expect(mails[3].text).toContain('https://upcho.example/hi/forgot-password')
    // Every English sentence of the templates is absent from the Hindi mails.
    const english = Object.values(MAIL_TEXT.en).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)))
    for (const mail of mails) for (const sentence of english) expect(mail.text).not.toContain(sentence.split('{')[0].trim() || sentence)
  })

  it("English stays at the spec's paths", () => {
    expect(resetPage(ctx, 'abc')).toBe('https://upcho.example/reset-password?token=abc')
    expect(welcomeMail('Sunita', 10000, ctx).text).toContain('https://upcho.example/certificate\n')
  })
})
