import type { Browser, Page } from '@playwright/test'

import { currentCode } from '../../../src/features/accounts/two-factor/codes'
import { base, sessionOf, type Viewport } from '../../support/account'
import { E2E_ADMIN } from '../../support/app-setup'
import { expectNoAxeViolations } from '../../support/browser'
import { englishLeft } from '../../support/hindi-text'
import { expect, test } from '../../support/browser-fixtures'
import { shotsIn } from '../../support/screenshots'

/**
 * In Chromium: an admin without a second factor is sent from /login to
 * /account/two-factor, scans the QR code (or types the key), confirms a code and
 * sees the ten recovery codes once; at the next login the same page asks for
 * the code after the password (or a recovery code). English at 1280 px and
 * Hindi at 360 px, axe clean, screenshots at both widths.
 */
const PASSWORD = 'Office-admin-pass-2026'
// The admin's home in their own language (English for a new account) or the page's.
const DASHBOARD = /\/(hi\/)?admin\/dashboard$/

const shots = shotsIn('accounts/mfa')

/** A new admin without a second factor, made by the E2E admin through /cms-api. */
async function newOfficeAdmin(browser: Browser): Promise<{ email: string; password: string }> {
  const admin = await sessionOf(browser, E2E_ADMIN)
  const email = `office.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}@example.org`
  const res = await fetch(`${base}/cms-api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${admin.token}` },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Office Admin', role: 'admin' }),
  })
  expect(res.status, await res.text()).toBe(201)
  return { email, password: PASSWORD }
}

async function passwordStep(page: Page, prefix: string, who: { email: string; password: string }, login: RegExp) {
  await page.goto(`${base}${prefix}/login`)
  const main = page.locator('main')
  await main.locator('input[type="email"]').fill(who.email)
  await main.locator('input[type="password"]').fill(who.password)
  await main.getByRole('button', { name: login }).click()
}

const CASES = [
  {
    lang: 'en',
    prefix: '',
    vp: 'desktop' as Viewport,
    login: /^Login$/,
    t: {
      start: 'Show the QR code',
      confirm: 'Confirm',
      done: 'Continue',
      code: 'Enter the 6-digit code from your authenticator app',
      recovery: 'Use a recovery code instead',
      recoveryLabel: 'Enter one of your recovery codes',
      verify: 'Verify',
      wrong: 'The code is not correct or has already been used. Please try again.',
    },
  },
  {
    lang: 'hi',
    prefix: '/hi',
    vp: 'mobile' as Viewport,
    login: /^लॉग इन$/,
    t: {
      start: 'QR कोड दिखाएँ',
      confirm: 'पुष्टि करें',
      done: 'आगे बढ़ें',
      code: 'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड लिखें',
      recovery: 'इसकी जगह रिकवरी कोड इस्तेमाल करें',
      recoveryLabel: 'अपने रिकवरी कोड में से कोई एक लिखें',
      verify: 'जाँचें',
      wrong: 'कोड सही नहीं है या पहले ही इस्तेमाल हो चुका है। कृपया फिर से कोशिश करें।',
    },
  },
] as const

for (const { lang, prefix, vp, login, t } of CASES) {
  test(`(${lang}) an admin without a second factor enrols with the QR code, then signs in with the code step`, async ({
    browser,
    newContext,
  }) => {
    test.setTimeout(180_000)
    const who = await newOfficeAdmin(browser)
    const context = await newContext(vp)
    const page = await context.newPage()
    await passwordStep(page, prefix, who, login)
    await page.waitForURL(`${base}${prefix}/account/two-factor`)
    const main = page.locator('main')

    await main.getByRole('button', { name: t.start }).click()
    const qr = main.getByRole('img')
    await expect(qr).toBeVisible()
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const secret = (await main.getByTestId('totp-secret').innerText()).trim()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expectNoAxeViolations(page)
    if (lang === 'hi')
      expect(await englishLeft(main, { data: [secret], allow: ['QR', 'Google', 'Microsoft', 'Authenticator'] })).toEqual([])
    await shots(page, `enrol-qr-${lang}`)

    await main.getByRole('textbox').fill(currentCode(secret))
    await main.getByRole('button', { name: t.confirm }).click()
    const codes = main.getByTestId('recovery-codes').locator('li')
    await expect(codes).toHaveCount(10)
    const recovery = await codes.allInnerTexts()
    await expectNoAxeViolations(page)
    await shots(page, `enrol-codes-${lang}`)
    await main.getByRole('button', { name: t.done }).click()
    await page.waitForURL(DASHBOARD)

    // The next login: the password, then the code step on the same page.
    const again = await (await newContext(vp)).newPage()
    await passwordStep(again, prefix, who, login)
    const code = again.locator('main').getByLabel(t.code)
    await expect(code).toBeVisible()
    await expectNoAxeViolations(again)
    await shots(again, `login-code-${lang}`)
    await code.fill('000000' === currentCode(secret) ? '111111' : '000000')
    await again.locator('main').getByRole('button', { name: t.verify }).click()
    await expect(again.locator('main')).toContainText(t.wrong)
    // A recovery code in place of the app's.
    await again.locator('main').getByRole('button', { name: t.recovery }).click()
    await again.locator('main').getByLabel(t.recoveryLabel).fill(recovery[0])
    await again.locator('main').getByRole('button', { name: t.verify }).click()
    await again.waitForURL(DASHBOARD)
  })
}
