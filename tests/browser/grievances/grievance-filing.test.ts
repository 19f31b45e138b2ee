import fs from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { makePdf } from '../../../src/platform/seed/pdf'
import { base, byLabel, expectNoAxeViolations, freshMember, type Viewport } from '../../support/account'
import { expect, test } from '../../support/browser-fixtures'
import { englishLeft } from '../../support/hindi-text'
import { shotsDir } from '../../support/screenshots'

/**
 * /grievance with the grievance desk: a member picks a category,
 * attaches a PDF, submits and sees the case number linked to its page; the
 * browser refuses a fourth file or one over 5 MB with the server's messages.
 * At 360 and 1280 px, in English and in Hindi, axe clean.
 */
const SHOTS = shotsDir('grievances/filing')
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })
}

const TEXT = {
  en: {
    path: '/grievance',
    title: 'Submit a Grievance',
    category: 'Category',
    subject: 'Subject',
    description: 'Description',
    attachments: 'Attachments (optional)',
    submit: 'Submit Grievance',
    success: 'Grievance submitted successfully!',
    caseNumber: /^Your case number is GRV-\d{4}-\d{6}\. We have also sent it to you by e-mail\.$/,
    honorarium: 'Honorarium or salary delay',
    tooMany: 'You can attach at most 3 files.',
    tooLarge: 'Each attachment must be at most 5 MB.',
  },
  hi: {
    path: '/hi/grievance',
    title: 'शिकायत दर्ज करें',
    category: 'श्रेणी',
    subject: 'विषय',
    description: 'विवरण',
    attachments: 'संलग्न फ़ाइलें (वैकल्पिक)',
    submit: 'शिकायत दर्ज करें',
    success: 'शिकायत सफलतापूर्वक दर्ज हो गई!',
    caseNumber: /^आपकी मामला संख्या GRV-\d{4}-\d{6} है। हमने इसे आपको ई-मेल से भी भेजा है।$/,
    honorarium: 'मानदेय या वेतन में देरी',
    tooMany: 'आप अधिकतम 3 फ़ाइलें संलग्न कर सकते हैं।',
    tooLarge: 'हर संलग्न फ़ाइल अधिकतम 5 MB की हो सकती है।',
  },
} as const

// The label has brackets, which byLabel would read as a pattern.
const attachmentsInput = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: true })

const pdf = {
  name: 'payslip-october.pdf',
  mimeType: 'application/pdf',
  buffer: makePdf(['Pay slip for October', 'Honorarium: not credited'], 'Pay slip'),
}

for (const lang of ['en', 'hi'] as const) {
  for (const vp of ['mobile', 'desktop'] as const satisfies Viewport[]) {
    const width = vp === 'mobile' ? 360 : 1280
    test(`${lang} at ${width} px: a member picks a category, attaches a PDF, submits and sees the case number`, async ({
      browser,
      newContext,
      adminSession,
    }) => {
      const t = TEXT[lang]
      const registered = await freshMember(browser, { name: 'Raju Prasad', gender: 'Male' })
      const page = await (await newContext(vp, registered)).newPage()
      await page.goto(`${base}${t.path}`)
      const main = page.locator('main')
      await expect(main.locator('h1')).toHaveText(t.title)
      const category = byLabel(page, t.category)
      await expect(category.locator('option', { hasText: t.honorarium })).toHaveCount(1)
      await category.selectOption('honorarium')
      await byLabel(page, t.subject).fill('Honorarium not paid')
      await byLabel(page, t.description).fill('My honorarium for October has not been paid. The pay slip is attached.')
      await attachmentsInput(page, t.attachments).setInputFiles(pdf)
      const chosen = main.getByRole('list').filter({ hasText: pdf.name })
      await expect(chosen).toContainText(/\(\d+ KB\)/)
      await expectNoAxeViolations(page)
      await shot(page, `${lang}-${width}-filled`)

      await main.getByRole('button', { name: t.submit }).click()
      await expect(main.getByRole('status')).toHaveText(t.success)
      const line = main.getByText(t.caseNumber)
      await expect(line).toBeVisible()
      const link = line.getByRole('link')
      const caseNumber = (await link.textContent())!.trim()
      await expect(link).toHaveAttribute('href', `${lang === 'hi' ? '/hi' : ''}/grievances/${caseNumber}`)
      await expect(byLabel(page, t.subject)).toHaveValue('')
      await expect(chosen).toHaveCount(0)
      if (lang === 'hi')
        expect(await englishLeft(main, { data: ['Honorarium not paid'], allow: ['GRV', 'PDF', 'JPEG', 'PNG', 'WebP', 'MB'] })).toEqual([])
      await expectNoAxeViolations(page)
      await shot(page, `${lang}-${width}-filed`)

      // The case is stored with the category and the PDF, and the member can open the file.
      // depth 1 names the category; the attachments stay ids (Payload's own API may not read them, even for an admin).
      const found = await page.request.get(`${base}/cms-api/grievances?where[caseNumber][equals]=${caseNumber}&depth=1`, {
        headers: { Authorization: `JWT ${adminSession.token}` },
      })
      const [doc] = ((await found.json()) as { docs: { category: { key: string }; attachments: number[] }[] }).docs
      expect(doc.category.key).toBe('honorarium')
      expect(doc.attachments).toHaveLength(1)
      const served = await page.request.get(`${base}/api/grievances/${caseNumber}/attachments/${doc.attachments[0]}`, {
        headers: { Authorization: `Bearer ${registered.token}` },
      })
      expect(served.status(), await served.text()).toBe(200)
      expect(served.headers()['content-type']).toBe('application/pdf')
      expect(served.headers()['content-disposition']).toMatch(/^attachment; filename=/)
      expect((await served.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    })
  }

  test(`${lang}: the browser refuses a fourth file and one over 5 MB with the server's messages`, async ({ browser, newContext }) => {
    const t = TEXT[lang]
    const registered = await freshMember(browser)
    const page = await (await newContext('mobile', registered)).newPage()
    await page.goto(`${base}${t.path}`)
    const main = page.locator('main')
    const input = attachmentsInput(page, t.attachments)
    await input.setInputFiles([1, 2, 3, 4].map((n) => ({ ...pdf, name: `page-${n}.pdf` })))
    await expect(main.getByText(t.tooMany)).toBeVisible()
    await shot(page, `${lang}-360-too-many`)
    await input.setInputFiles({ ...pdf, name: 'scan.pdf', buffer: Buffer.concat([pdf.buffer, Buffer.alloc(6 * 1024 * 1024, 0x20)]) })
    await expect(main.getByText(t.tooLarge)).toBeVisible()
    await expect(main.getByText(/6\.0 MB/)).toBeVisible()
    // Nothing is sent while a file is refused.
    let sent = false
    await page.route('**/api/common/grievance', (route) => ((sent = true), route.abort()))
    await byLabel(page, t.subject).fill('Transfer')
    await byLabel(page, t.description).fill('Please see the scan.')
    await main.getByRole('button', { name: t.submit }).click()
    await expect(input).toBeFocused()
    expect(sent).toBe(false)
    await expectNoAxeViolations(page)
  })
}
