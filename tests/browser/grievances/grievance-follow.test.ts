import { base, expectNoAxeViolations, freshMember, type Viewport } from '../../support/account'
import { expect, test } from '../../support/browser-fixtures'
import { caseDb } from '../../support/grievance-follow-db'
import { englishLeft } from '../../support/hindi-text'
import { noSidewaysScroll, shotsIn } from '../../support/screenshots'

/**
 * A member finds their grievance from /profile, opens it, sees the office's reply on the
 * timeline (never its internal note), rates the answer once it is resolved, then reopens it — in English and
 * in Hindi, at 360 and 1280 px, axe clean at every step.
 */

const shots = shotsIn('grievances/follow', noSidewaysScroll)

const TEXT = {
  en: {
    link: 'My grievances',
    replied: 'The office replied:',
    rate: 'Rate the answer',
    stars: '4 out of 5',
    comment: 'Comment (optional)',
    send: 'Send rating',
    rated: 'Thank you. Your rating has been saved.',
    ratedLine: 'You rated the answer 4 out of 5.',
    reopen: 'Reopen grievance',
    reason: 'Why is the answer not enough?',
    reasonRequired: 'Please give a reason.',
    reopened: 'Your grievance has been reopened and sent to the state office.',
    pending: 'Pending',
    state: 'State office',
    resolved: 'Resolved',
  },
  hi: {
    link: 'मेरी शिकायतें',
    replied: 'कार्यालय का उत्तर:',
    rate: 'उत्तर को रेटिंग दें',
    stars: '5 में से 4',
    comment: 'टिप्पणी (वैकल्पिक)',
    send: 'रेटिंग भेजें',
    rated: 'धन्यवाद। आपकी रेटिंग सहेज ली गई है।',
    ratedLine: 'आपने उत्तर को 5 में से 4 रेटिंग दी।',
    reopen: 'शिकायत फिर से खोलें',
    reason: 'उत्तर पर्याप्त क्यों नहीं है?',
    reasonRequired: 'कृपया कारण बताएँ।',
    reopened: 'आपकी शिकायत फिर से खोल दी गई है और राज्य कार्यालय को भेज दी गई है।',
    pending: 'लंबित',
    state: 'राज्य कार्यालय',
    resolved: 'समाधान हो गया',
  },
} as const

const CASES = [
  {
    lang: 'en',
    vp: 'desktop',
    prefix: '',
    subject: 'Honorarium not paid',
    reply: 'We have written to the treasury.',
    note: 'Office only: call the treasury',
  },
  {
    lang: 'hi',
    vp: 'mobile',
    prefix: '/hi',
    subject: 'मानदेय नहीं मिला',
    reply: 'हमने कोषागार को पत्र लिखा है।',
    note: 'केवल कार्यालय: कोषागार से बात करें',
  },
] as const

for (const c of CASES) {
  test(`${c.lang}: list → case with the office's reply → rating after resolution → reopening`, async ({ browser, newContext, app }) => {
    const t = TEXT[c.lang]
    const registered = await freshMember(browser)
    const filed = await (
      await newContext()
    ).request.post(`${base}/api/common/grievance`, {
      headers: { authorization: `Bearer ${registered.token}` },
      data: { subject: c.subject, description: 'तीन महीने से मानदेय नहीं मिला / not paid for three months' },
    })
    expect(filed.status()).toBe(201)
    const db = await caseDb(app.appDataDir)
    try {
      const g = await db.caseOf(registered.member.email)
      await db.officeEntry(g.id, 'reply', c.reply)
      await db.officeEntry(g.id, 'note', c.note)
      const context = await newContext(c.vp as Viewport, registered)
      const page = await context.newPage()
      const main = page.locator('main')
      const hindiClean = async () => {
        if (c.lang === 'hi')
          expect(
            await englishLeft(main, {
              data: [c.subject, c.reply, 'तीन महीने से मानदेय नहीं मिला / not paid for three months', registered.member.name],
              allow: ['GRV'],
            }),
          ).toEqual([])
      }

      // From the profile to the list, and from the list to the case.
      await page.goto(`${base}${c.prefix}/profile`)
      await main.getByRole('link', { name: t.link }).click()
      await expect(page).toHaveURL(`${base}${c.prefix}/grievances`)
      const row = main.getByRole('row', { name: new RegExp(g.caseNumber) })
      await expect(row).toContainText(c.subject)
      await expect(row).toContainText(t.pending)
      await expectNoAxeViolations(page)
      await hindiClean()
      await shots(page, `${c.lang}-list`)
      await row.getByRole('link', { name: g.caseNumber }).click()
      await expect(page).toHaveURL(`${base}${c.prefix}/grievances/${g.caseNumber}`)
      const timeline = main.getByRole('list').filter({ hasText: t.replied })
      await expect(timeline).toContainText(c.reply)
      await expect(main).not.toContainText(c.note)
      await expect(main.getByRole('heading', { name: t.rate })).toHaveCount(0)
      await expectNoAxeViolations(page)
      await hindiClean()
      await shots(page, `${c.lang}-case-open`)

      // Resolved: the member rates the answer (radio buttons and a comment), once.
      await db.resolve(g.id)
      await page.reload()
      await main.getByRole('radio', { name: t.stars }).check()
      await main.getByLabel(t.comment).fill(c.lang === 'hi' ? 'ठीक है' : 'OK')
      await expectNoAxeViolations(page)
      await shots(page, `${c.lang}-case-resolved`)
      await main.getByRole('button', { name: t.send }).click()
      await expect(main.getByRole('status').filter({ hasText: t.rated })).toBeVisible()
      await expect(main.getByRole('listitem').filter({ hasText: t.ratedLine })).toBeVisible()
      await expect(main.getByRole('button', { name: t.send })).toHaveCount(0)

      // Not satisfied: reopening needs a reason, then the case is pending at the state office.
      await main.getByRole('button', { name: t.reopen }).click()
      await expect(main.getByText(t.reasonRequired)).toBeVisible()
      await main.getByLabel(t.reason).fill(c.lang === 'hi' ? 'पैसा अब भी नहीं आया।' : 'The money has still not arrived.')
      await main.getByRole('button', { name: t.reopen }).click()
      await expect(main.getByRole('status').filter({ hasText: t.reopened })).toBeVisible()
      await expect(main.locator('dl')).toContainText(t.pending)
      await expect(main.locator('dl')).toContainText(t.state)
      await expect(main.getByRole('button', { name: t.reopen })).toHaveCount(0)
      await expectNoAxeViolations(page)
      await hindiClean()
      await shots(page, `${c.lang}-case-reopened`)
    } finally {
      await db.close()
    }
  })
}
