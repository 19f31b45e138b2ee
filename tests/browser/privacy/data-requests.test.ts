import { base, expectNoAxeViolations, freshMember, type Viewport } from '../../support/account'
import { expect, test } from '../../support/browser-fixtures'
import { englishLeft } from '../../support/hindi-text'
import { noSidewaysScroll, shotsIn } from '../../support/screenshots'

/**
 * A member asks for a correction and for erasure on /my-data (reached from /profile),
 * the office declines the erasure with a note and approves the correction on /admin/data-requests, and the access log shows
 * the admin opening a member file — in English and in Hindi, at 360 and 1280 px, axe clean.
 */

const shots = shotsIn('privacy/requests', noSidewaysScroll)

const TEXT = {
  en: {
    link: 'My data: download, choices, corrections and erasure',
    details: 'What should be corrected',
    askCorrection: 'Ask for the correction',
    confirm: /I understand/,
    askErasure: 'Ask for erasure',
    sent: 'Your request has been sent.',
    correction: 'Correction',
    erasure: 'Erasure',
    waiting: 'Waiting',
    note: 'Note to the member (needed to reject)',
    reject: 'Reject',
    approve: 'Approve',
    decided: 'Decision saved.',
    opened: 'Opened a member file',
    declined: 'Declined',
  },
  hi: {
    link: 'मेरा डेटा: डाउनलोड, विकल्प, सुधार और मिटाना',
    details: 'क्या सुधारना है',
    askCorrection: 'सुधार का अनुरोध भेजें',
    confirm: /मैं समझता/,
    askErasure: 'मिटाने का अनुरोध भेजें',
    sent: 'आपका अनुरोध भेज दिया गया है।',
    correction: 'सुधार',
    erasure: 'मिटाना',
    waiting: 'लंबित',
    note: 'सदस्य के लिए टिप्पणी (अस्वीकार करने के लिए आवश्यक)',
    reject: 'अस्वीकार करें',
    approve: 'स्वीकार करें',
    decided: 'निर्णय सहेज लिया गया।',
    opened: 'सदस्य की फ़ाइल खोली',
    declined: 'अस्वीकृत',
  },
} as const

const CASES = [
  {
    lang: 'en',
    vp: 'desktop',
    prefix: '',
    details: 'My EHRMS code is EH1234, not EH1243.',
    note: 'Please send a copy of your EHRMS card.',
  },
  { lang: 'hi', vp: 'mobile', prefix: '/hi', details: 'मेरा EHRMS कोड EH1234 है, EH1243 नहीं।', note: 'कृपया अपने EHRMS कार्ड की प्रति भेजें।' },
] as const

for (const c of CASES) {
  test(`${c.lang}: correction and erasure asked on /my-data, decided by the office, the access log`, async ({
    browser,
    newContext,
    adminSession,
  }) => {
    const t = TEXT[c.lang]
    const registered = await freshMember(browser)
    const member = await (await newContext(c.vp as Viewport, registered)).newPage()
    const main = member.locator('main')
    await member.goto(`${base}${c.prefix}/profile`)
    await main.getByRole('link', { name: t.link }).click()
    await expect(member).toHaveURL(`${base}${c.prefix}/my-data`)
    await main.getByLabel(t.details).fill(c.details)
    await main.getByRole('button', { name: t.askCorrection }).click()
    await expect(main.getByRole('status').filter({ hasText: t.sent })).toBeVisible()
    await expect(main.getByRole('button', { name: t.askErasure })).toBeDisabled()
    await main.getByLabel(t.confirm).check()
    await main.getByRole('button', { name: t.askErasure }).click()
    await expect(main.getByRole('listitem').filter({ hasText: t.erasure })).toContainText(t.waiting)
    await expect(main.getByRole('listitem').filter({ hasText: t.correction })).toContainText(t.waiting)
    await expectNoAxeViolations(member)
    if (c.lang === 'hi') expect(await englishLeft(main, { data: [c.details], allow: ['EHRMS', 'JSON'] })).toEqual([])
    await shots(member, `${c.lang}-my-data`)

    const admin = await (await newContext(c.vp as Viewport, adminSession)).newPage()
    const office = admin.locator('main')
    await admin.goto(`${base}${c.prefix}/admin/data-requests`)
    const card = office.getByRole('listitem').filter({ hasText: registered.member.email })
    await expect(card).toHaveCount(2)
    await expectNoAxeViolations(admin)
    await shots(admin, `${c.lang}-office`)
    // The erasure is declined with a note (an approved one would erase this member: tests/integration/privacy-erasure
    // and data-requests); the correction is approved.
    const erasure = card.filter({ hasNotText: c.details })
    await erasure.getByLabel(t.note).fill(c.note)
    await erasure.getByRole('button', { name: t.reject, exact: true }).click()
    await expect(office.getByRole('status').filter({ hasText: t.decided })).toBeVisible()
    await expect(card).toHaveCount(1)
    await card.getByRole('button', { name: t.approve, exact: true }).click()
    await expect(card).toHaveCount(0)
    await member.reload()
    await expect(main.getByRole('listitem').filter({ hasText: t.erasure })).toContainText(t.declined)
    await expect(main.getByRole('listitem').filter({ hasText: t.erasure })).toContainText(c.note)

    // The access log: opening the member file is on record.
    const res = await admin.request.get(`${base}/api/admin/members?limit=5&sort=-createdAt`, {
      headers: { authorization: `Bearer ${adminSession.token}` },
    })
    const { docs } = (await res.json()) as { docs: { id: number; email: string }[] }
    const id = docs.find((d) => d.email === registered.member.email)?.id
    expect(id).toBeDefined()
    await admin.request.get(`${base}/api/admin/members/${id}`, { headers: { authorization: `Bearer ${adminSession.token}` } })
    await admin.goto(`${base}${c.prefix}/admin/access-log`)
    await expect(office.getByRole('row').filter({ hasText: t.opened }).filter({ hasText: registered.member.name }).first()).toBeVisible()
    await expectNoAxeViolations(admin)
    await shots(admin, `${c.lang}-access-log`)
  })
}
