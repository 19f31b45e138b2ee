import { describe, expect, it } from 'vitest'

import { membershipConfirmedMail } from '../../src/mail/templates'

const ctx = { siteUrl: 'https://upcho.example', orgName: "UP CHO's Association" }
const paid = { membershipYear: '2026', membershipId: 'UPCHO-2026-000007', startDate: '2026-03-04T10:00:00.000Z', endDate: '2026-12-31T18:29:59.999Z' }

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
      '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">' +
        '<p>Dear Sunita &lt;Maurya&gt; &amp; &quot;Co&quot;,</p>' +
        '<p>We have received your membership payment of Rs 100.00. Your membership for 2026 is confirmed.</p>' +
        '<p>Membership ID: UPCHO-2026-000007</p><p>Valid from 04-03-2026 to 31-12-2026.</p>' +
        '<p>Your certificate is available at https://upcho.example/certificate</p>' +
        '<p>Regards,<br>UP CHO&#39;s Association</p></body></html>',
    )
  })
})
