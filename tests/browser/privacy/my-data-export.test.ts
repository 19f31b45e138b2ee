import fs from 'node:fs'

import type { MyDataExport } from '../../../src/features/privacy/presenters/my-data-export'
import { base, expectNoAxeViolations, freshMember, type Viewport } from '../../support/account'
import { expect, test } from '../../support/browser-fixtures'
import { englishLeft, textsWithoutHindiFont } from '../../support/hindi-text'
import { noSidewaysScroll, shotsIn } from '../../support/screenshots'

/**
 * A newly registered member (their consent recorded at registration) opens /my-data, downloads their data (the JSON file is parsed),
 * and reads it on /my-data/export — in English and Hindi, at 360 px, axe clean; screenshots at 360 and 1280.
 */

const shots = shotsIn('privacy/export', noSidewaysScroll)

/** The free texts of the export (what people typed or the office wrote): shown as written, so excused from "no English left". */
function typedTexts(d: MyDataExport): string[] {
  const p = d.profile
  return [
    ...[p.name, p.email, p.phone, p.ehrms, p.district, p.block, p.designation, p.ayushman, ...p.districts],
    ...d.memberships.map((m) => m.revokedReason),
    ...d.payments.flatMap((x) => [x.reference, x.note, x.razorpayPaymentId]),
    ...d.receipts.map((r) => r.reference),
    ...d.grievances.flatMap((g) => [
      g.subject,
      g.description,
      g.ratingComment,
      ...g.attachments.map((a) => a.filename),
      ...g.timeline.map((e) => e.text),
    ]),
    ...d.dataRequests.flatMap((r) => [r.details, r.decisionNote]),
    ...d.mails.flatMap((m) => [m.subject, m.to]),
    ...d.contactMessages.flatMap((c) => [c.name, c.message]),
    ...d.sharedWith.flatMap((s) => (s.recipient === 'office' ? [s.name] : [])),
    ...d.events.map((e) => e.reason),
  ].filter((s): s is string => Boolean(s))
}

const TEXT = {
  en: {
    download: 'Download as JSON',
    view: 'View it as a page',
    title: 'Everything we hold about you',
    consents: 'Consents',
    shared: 'Who your data was shared with',
    membership: 'Membership',
    back: 'Back to My data',
  },
  hi: {
    download: 'JSON फ़ाइल के रूप में डाउनलोड करें',
    view: 'इसे पृष्ठ के रूप में देखें',
    title: 'आपके बारे में हमारे पास जो कुछ है',
    consents: 'सहमतियाँ',
    shared: 'आपका डेटा किन्हें दिया गया',
    membership: 'सदस्यता',
    back: 'मेरा डेटा पर वापस जाएँ',
  },
} as const

for (const lang of ['en', 'hi'] as const) {
  test(`${lang}: a member downloads their data from /my-data and reads it on /my-data/export (360 px)`, async ({ browser, newContext }) => {
    const registered = await freshMember(browser)
    const t = TEXT[lang]
    const prefix = lang === 'hi' ? '/hi' : ''
    const page = await (await newContext('mobile' as Viewport, registered)).newPage()
    const main = page.locator('main')
    await page.goto(`${base}${prefix}/my-data`)
    await expect(main.getByRole('heading', { level: 2, name: lang === 'en' ? 'Download my data' : 'मेरा डेटा डाउनलोड करें' })).toBeVisible()

    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: t.download }).click()])
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
    const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as MyDataExport
    expect(data.profile).toMatchObject({ email: registered.member.email, name: registered.member.name })
    expect(data.consents).toEqual([expect.objectContaining({ purpose: 'membership', withdrawnAt: null })])
    expect(Object.keys(data.consents[0]).sort()).toEqual(['givenAt', 'language', 'noticeVersion', 'purpose', 'withdrawnAt'])
    expect(JSON.stringify(data)).not.toMatch(/"(hash|salt|resetPasswordToken|secondFactorSecret)"/)
    await expectNoAxeViolations(page)
    // JSON is a file format's name, written in Latin in Hindi too (like PDF).
    if (lang === 'hi') expect(await englishLeft(main.getByRole('region', { name: 'मेरा डेटा डाउनलोड करें' }), { allow: ['JSON'] })).toEqual([])
    await shots(page, `${lang}-my-data`)

    await main.getByRole('link', { name: t.view }).click()
    await expect(page).toHaveURL(`${base}${prefix}/my-data/export`)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    const consents = main.getByRole('region', { name: t.consents })
    await expect(consents).toContainText(t.membership)
    await expect(main.getByRole('region', { name: t.shared })).toBeVisible()
    await expect(main).toContainText(data.profile.email)
    for (const m of data.memberships) if (m.membershipId) await expect(main).toContainText(m.membershipId)
    await expectNoAxeViolations(page)
    if (lang === 'hi') {
      expect(await englishLeft(main, { data: typedTexts(data), allow: ['JSON'] })).toEqual([])
      expect(await textsWithoutHindiFont(page.locator('body'))).toEqual([])
    }
    await shots(page, `${lang}-export`)

    // The readable page downloads the same file.
    const [again] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: t.download }).click()])
    expect((JSON.parse(fs.readFileSync(await again.path(), 'utf8')) as MyDataExport).profile.id).toBe(data.profile.id)
    await main.getByRole('link', { name: t.back }).click()
    await expect(page).toHaveURL(`${base}${prefix}/my-data`)
  })
}
