import type { Browser, Page } from '@playwright/test'

import { apiRegister, base, byLabel, fieldError, nextAddress, type SessionUser } from '../../support/account'
import { expectNoAxeViolations, screenshot, VIEWPORTS } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/**
 * The date fields show and take DD-MM-YYYY, as the site writes dates
 * everywhere, in a browser whose language would show a native date input as
 * MM/DD/YYYY (en-US); the APIs still get YYYY-MM-DD.
 */
async function usBrowser(browser: Browser, session?: { token: string; user: SessionUser }) {
  return browser.newContext({
    locale: 'en-US',
    viewport: VIEWPORTS.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
    storageState: session
      ? {
          cookies: [],
          origins: [
            {
              origin: base,
              localStorage: [
                { name: 'token', value: session.token },
                { name: 'userData', value: JSON.stringify(session.user) },
              ],
            },
          ],
        }
      : undefined,
  })
}

/** Full-page pictures at 360 and 1280 px, under screenshots/. */
async function bothWidths(page: Page, name: string) {
  for (const [label, size] of [
    ['360', VIEWPORTS.mobile],
    ['1280', VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(size)
    await screenshot(page, `${name}-${label}`)
  }
  await page.setViewportSize(VIEWPORTS.desktop)
}

test('registration in an en-US browser: the dates are typed DD-MM-YYYY and sent as YYYY-MM-DD', async ({ browser }) => {
  const context = await usBrowser(browser)
  const page = await context.newPage()
  page.on('dialog', (d) => void d.accept())
  await page.goto(`${base}/membership`)
  const dob = byLabel(page, 'Date of Birth')
  await dob.pressSequentially('20-05-1990')
  await expect(dob).toHaveValue('20-05-1990')
  await expect(dob).toHaveAttribute('placeholder', 'DD-MM-YYYY')
  await expect(page.locator('main').getByText('DD-MM-YYYY, for example 25-01-1990').first()).toBeVisible()
  // A phone's number pad has no dash: the eight digits are the same date.
  await byLabel(page, 'Date of Joining').pressSequentially('15012020')
  await expect(byLabel(page, 'Date of Joining')).toHaveValue('15-01-2020')
  await bothWidths(page, 'date-input-register-en')

  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  await byLabel(page, 'Full Name').fill('Anita Date')
  await byLabel(page, 'Email Address').fill(`dates.${id}@example.org`)
  await byLabel(page, 'EHRMS Code').fill(`DT${id}`.toUpperCase())
  await byLabel(page, 'Phone Number').fill('9811122299')
  await byLabel(page, 'District').selectOption('Lucknow')
  await byLabel(page, 'Password').fill('Anita-pass-2026')
  await byLabel(page, 'Confirm Password').fill('Anita-pass-2026')
  await page.locator('main').getByRole('checkbox').check()
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/auth/register')
  await page
    .locator('main')
    .getByRole('button', { name: /^Submit/ })
    .click()
  expect((await sent).postDataJSON()).toMatchObject({ dob: '1990-05-20', joiningDate: '2020-01-15' })
  await expect(page).toHaveURL(/\/certificate$/)
  await context.close()
})

test('the profile in an en-US browser: the saved date shows DD-MM-YYYY, a date that does not exist is refused, a new one is saved', async ({
  browser,
}) => {
  const context = await usBrowser(browser)
  const registered = await apiRegister(context.request, { dob: '1990-05-20' })
  await context.close()
  const signedIn = await usBrowser(browser, registered)
  const page = await signedIn.newPage()
  await page.goto(`${base}/profile`)
  await page.locator('main').getByRole('button', { name: 'Edit Profile' }).click()
  const dob = byLabel(page, 'Date of Birth')
  await expect(dob).toHaveValue('20-05-1990')

  await dob.fill('31-02-1991')
  await page.locator('main').getByRole('button', { name: 'Save Changes' }).click()
  await expect.poll(() => fieldError(page, 'Date of Birth')).toBe('Please enter a valid date')
  await expectNoAxeViolations(page)

  await dob.fill('30-06-1991')
  const saved = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/auth/profile' && r.method() === 'PUT')
  await page.locator('main').getByRole('button', { name: 'Save Changes' }).click()
  expect((await saved).postDataJSON()).toMatchObject({ dob: '1991-06-30' })
  await page.locator('main').getByText('Profile updated successfully!').waitFor()
  await signedIn.close()
})

test('in Hindi the date fields say the order in Hindi; the footer and form pictured at both widths', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'hi-IN',
    viewport: VIEWPORTS.desktop,
    extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
  })
  const page = await context.newPage()
  await page.goto(`${base}/hi/membership`)
  const dob = page.locator('main').getByLabel(/^जन्म तिथि( \*)?$/)
  await dob.pressSequentially('05-03-1992')
  await expect(dob).toHaveValue('05-03-1992')
  await expect(dob).toHaveAttribute('placeholder', 'दिन-माह-वर्ष')
  await expect(page.locator('main').getByText('दिन-माह-वर्ष, जैसे 25-01-1990').first()).toBeVisible()
  await bothWidths(page, 'date-input-register-hi')
  await context.close()
})
