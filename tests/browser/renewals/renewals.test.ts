import fs from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { signUnsubscribe } from '../../../src/features/privacy/rules/unsubscribe-token'
import { base, freshMember } from '../../support/account'
import { expectNoAxeViolations } from '../../support/browser'
import { englishLeft } from '../../support/hindi-text'
import { expect, test } from '../../support/browser-fixtures'
import { shotsDir } from '../../support/screenshots'

/**
 * The renewal cycle's pages: the unsubscribe page from a reminder's
 * link at 360 px in English and Hindi (one button, then done, honoured by the
 * API), the profile switch that turns reminders back on, and the office's
 * /admin/renewals at 1280 px in both languages; axe clean everywhere.
 */
const SHOTS = shotsDir('renewals/renewal')
async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })
}

/** The demo app's generated secret (DATA_DIR/payload-secret): the test signs a link as a reminder would carry it. */
const linkFor = (appDataDir: string, userId: number) =>
  signUnsubscribe(fs.readFileSync(path.join(appDataDir, 'payload-secret'), 'utf8').trim(), userId)

async function remindersOn(page: Page, token: string): Promise<boolean> {
  const res = await page.request.get(`${base}/api/renewals/reminders`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { reminders: boolean }).reminders
}

async function memberId(page: Page, token: string): Promise<number> {
  const res = await page.request.get(`${base}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } })
  return ((await res.json()) as { id: number }).id
}

test.describe('/unsubscribe at 360 px', () => {
  for (const lang of ['en', 'hi'] as const) {
    test(`${lang}: opening the link changes nothing; the button turns reminders off`, async ({ browser, newContext, app }) => {
      const member = await freshMember(browser)
      const page = await (await newContext('mobile')).newPage()
      const id = await memberId(page, member.token)
      const prefix = lang === 'hi' ? '/hi' : ''
      await page.goto(`${base}${prefix}/unsubscribe?t=${encodeURIComponent(linkFor(app.appDataDir, id))}`)
      const button = page.getByRole('button', { name: lang === 'hi' ? 'नवीनीकरण अनुस्मारक बंद करें' : 'Stop renewal reminders' })
      await expect(button).toBeVisible()
      expect(await remindersOn(page, member.token)).toBe(true) // a mail scanner's GET turns nothing off
      await expectNoAxeViolations(page)
      if (lang === 'hi') expect(await englishLeft(page.locator('main'))).toEqual([])
      await shot(page, `unsubscribe-${lang}-360`)

      await button.click()
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: lang === 'hi' ? 'अब आपको नवीनीकरण अनुस्मारक नहीं भेजे जाएँगे' : 'You will not get renewal reminders any more' }),
      ).toBeVisible()
      expect(await remindersOn(page, member.token)).toBe(false)
      await expect(page.getByRole('link', { name: lang === 'hi' ? 'मेरी प्रोफ़ाइल खोलें' : 'Open my profile' })).toHaveAttribute(
        'href',
        `${prefix}/profile`,
      )
      await expectNoAxeViolations(page)
      if (lang === 'hi') expect(await englishLeft(page.locator('main'))).toEqual([])
      await shot(page, `unsubscribe-${lang}-360-done`)
    })
  }

  test('a forged link says so in the page language; no link at all too', async ({ newContext }) => {
    const page = await (await newContext('mobile')).newPage()
    await page.goto(`${base}/hi/unsubscribe?t=1.${'A'.repeat(43)}`)
    await page.getByRole('button', { name: 'नवीनीकरण अनुस्मारक बंद करें' }).click()
    await expect(page.locator('main [role="alert"]')).toHaveText(
      'यह अनुस्मारक बंद करने का लिंक मान्य नहीं है। कृपया अपने नवीनतम अनुस्मारक ई-मेल का लिंक फिर से खोलें।',
    )
    await shot(page, 'unsubscribe-hi-360-forged')
    await page.goto(`${base}/unsubscribe`)
    await expect(page.locator('main [role="alert"]')).toContainText('This page needs the link from a reminder e-mail.')
    await expectNoAxeViolations(page)
  })

  test('the profile switch turns reminders back on', async ({ browser, newContext }) => {
    const member = await freshMember(browser)
    const page = await (await newContext('mobile', { token: member.token, user: member.user })).newPage()
    await page.goto(`${base}/profile`)
    const box = page.getByRole('checkbox', { name: 'Send me renewal reminders by e-mail' })
    await expect(box).toBeChecked()
    await box.uncheck()
    await expect(page.getByRole('group', { name: 'Renewal reminders' }).getByRole('status')).toHaveText('Saved.')
    expect(await remindersOn(page, member.token)).toBe(false)
    await box.check()
    await expect(page.getByRole('group', { name: 'Renewal reminders' }).getByRole('status')).toHaveText('Saved.')
    expect(await remindersOn(page, member.token)).toBe(true)
    await expectNoAxeViolations(page)
    await shot(page, 'profile-reminders-en-360')
  })
})

test.describe('/admin/renewals at 1280 px', () => {
  for (const lang of ['en', 'hi'] as const) {
    test(`${lang}: the figures per step as the API has them, the settings and the link to change them`, async ({
      newContext,
      adminSession,
    }) => {
      const context = await newContext('desktop', adminSession)
      const page = await context.newPage()
      const prefix = lang === 'hi' ? '/hi' : ''
      await page.goto(`${base}${prefix}/admin/dashboard`)
      await page.locator(`main a[href="${prefix}/admin/renewals"]`).click()
      await page.waitForURL(`${base}${prefix}/admin/renewals`)
      await expect(page.locator('main h1')).toHaveText(lang === 'hi' ? 'नवीनीकरण' : 'Renewals')
      const res = await context.request.get(`${base}/api/admin/renewals`, { headers: { authorization: `Bearer ${adminSession.token}` } })
      const stats = (await res.json()) as { year: string; steps: { day: string; sent: number; delivered: number }[] }
      const rows = page.locator('main tbody tr')
      await expect(rows).toHaveCount(stats.steps.length)
      for (const step of stats.steps) {
        const row = page.locator(`main tr[data-step="${step.day}"]`)
        await expect(row.locator('th')).toHaveText(step.day.split('-').reverse().join('-'))
        await expect(row.locator('[data-figure="sent"]')).toHaveText(String(step.sent))
      }
      await expect(page.getByRole('link', { name: lang === 'hi' ? 'सेटिंग CMS में बदलें' : 'Change the settings in the CMS' })).toHaveAttribute(
        'href',
        '/cms/globals/renewal-settings',
      )
      await expectNoAxeViolations(page)
      if (lang === 'hi') expect(await englishLeft(page.locator('main'))).toEqual([])
      await shot(page, `admin-renewals-${lang}-1280`)

      // Another year: every step at zero.
      await page.getByLabel(lang === 'hi' ? 'वर्ष' : 'Year').fill('2001')
      await page.getByRole('button', { name: lang === 'hi' ? 'दिखाएँ' : 'Show' }).click()
      await expect(page.locator('main')).toContainText(
        lang === 'hi' ? '2001 में कोई अनुस्मारक नहीं भेजा गया।' : 'No reminders were sent in 2001.',
      )
      await expect(page.locator('main [data-figure="sent"]').first()).toHaveText('0')
      await context.close()
    })
  }
})
