import { describe, expect, it } from 'vitest'

import { assigneeMail, memberLanguage, memberReplyMail, memberStatusMail } from '../../../src/features/grievances/mail/member-updates'
import type { MailContext } from '../../../src/platform/mail/template'

/** The desk's mails: in English and Hindi, with the case number and a link to the right page. */
const ctx = (lang: 'en' | 'hi'): MailContext => ({ siteUrl: 'https://upcho.example', orgName: 'UPCHO', lang })
const facts = { caseNumber: 'GRV-2026-000042', subject: 'Honorarium <late>' }

describe('the member mails', () => {
  it('quotes the reply and links the case page in the member language', () => {
    const en = memberReplyMail('Sunita', facts, 'Paid on Monday.', ctx('en'))
    expect(en.subject).toBe('A reply to your grievance GRV-2026-000042')
    expect(en.text).toContain('Paid on Monday.')
    expect(en.text).toContain('https://upcho.example/grievances/GRV-2026-000042')
    expect(en.html).toContain('Honorarium &lt;late&gt;')
    const hi = memberReplyMail('सुनीता', facts, 'सोमवार को भुगतान हुआ।', ctx('hi'))
    expect(hi.subject).toBe('आपकी शिकायत GRV-2026-000042 का उत्तर')
    expect(hi.text).toContain('https://upcho.example/hi/grievances/GRV-2026-000042')
  })

  it('names the statuses in the mail language and adds the rating note on resolution', () => {
    const en = memberStatusMail('Sunita', facts, 'pending', 'resolved', ctx('en'))
    expect(en.subject).toBe('Your grievance GRV-2026-000042 is now resolved')
    expect(en.text).toContain('from pending to resolved')
    expect(en.text).toContain('rate it or reopen')
    const hi = memberStatusMail('सुनीता', facts, 'pending', 'in-progress', ctx('hi'))
    expect(hi.subject).toBe('आपकी शिकायत GRV-2026-000042 अब प्रगति पर है')
    expect(hi.text).not.toContain('रेटिंग')
  })

  it("prefers the member's account language, then the filing language", () => {
    expect(memberLanguage({ preferredLanguage: 'hi' }, 'en')).toBe('hi')
    expect(memberLanguage({ preferredLanguage: null }, 'hi')).toBe('hi')
    expect(memberLanguage({}, null)).toBe('en')
  })
})

describe('the assignee mail', () => {
  it("states the case's facts, never the member's text, and links the office's case page", () => {
    const m = assigneeMail(
      'Kamal',
      { grievanceId: 7, caseNumber: 'GRV-2026-000042', category: 'Leave', district: 'Banda', dueAt: '2026-05-01T00:00:00.000Z' },
      ctx('en'),
    )
    expect(m.subject).toBe('Grievance GRV-2026-000042 is assigned to you')
    expect(m.text).toContain('(Leave, Banda district)')
    expect(m.text).toContain('01-05-2026')
    expect(m.text).toContain('https://upcho.example/admin/grievances/7')
  })
})
