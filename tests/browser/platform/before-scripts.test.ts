import type { Page } from '@playwright/test'

import { CONTACT_MESSAGES } from '../../../src/features/contact/rules/contact-messages'
import { CHROME } from '../../../src/features/content/texts/chrome'
import { base, byLabel } from '../../support/account'
import { holdRequests, hydrated, servedFromCache, VIEWPORTS } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/**
 * A cached page adds Next's scripts once it has shown its content (src/runtime/response-cache/defer-scripts.ts),
 * and on a rural link they take seconds to arrive. What a visitor does meanwhile must not be lost: here the
 * scripts are held back while the visitor taps and types, then let through.
 */
const SCRIPTS = '**/_next/static/**/*.js'

/** Opens the cached copy of `path` with Next's scripts held back; returns the function that lets them through. */
async function openBeforeScripts(page: Page, path: string) {
  await servedFromCache(page, `${base}${path}`)
  const release = await holdRequests(page, SCRIPTS)
  // Not until `load`: the loader adds the scripts at the paint, so `load` waits for the held ones.
  const response = await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' })
  expect(response?.headers()['x-page-cache']).toBe('hit')
  return release
}

test.describe('before the scripts arrive', () => {
  test.use({ viewport: VIEWPORTS.mobile })

  for (const lang of ['en', 'hi'] as const) {
    test(`(${lang}) a tap on Menu is held, and opens the menu once the scripts are in`, async ({ page }) => {
      const release = await openBeforeScripts(page, lang === 'hi' ? '/hi/about' : '/about')
      const toggle = page.getByRole('navigation', { name: CHROME[lang].mainNav }).getByRole('button', { name: CHROME[lang].menu })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      release()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    })
  }

  test('what a visitor typed before the scripts arrived is sent, not called empty', async ({ page }) => {
    const release = await openBeforeScripts(page, '/contact')
    const form = page.locator('main').getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Name', { exact: true }).fill('Kavita Yadav')
    await form.getByLabel('Email', { exact: true }).fill('kavita.before-scripts@example.org')
    await form.getByLabel('Message', { exact: true }).fill('Typed while the page was still loading its scripts.')
    release()
    await hydrated(form.getByRole('button'))
    await form.getByRole('button').click()
    await expect(form.getByRole('status')).toHaveText(CONTACT_MESSAGES.success.en)
  })

  test('Enter in the login form before the scripts arrive sends nothing to the address bar; Log in works once they are in', async ({
    page,
  }) => {
    const release = await openBeforeScripts(page, '/login')
    await byLabel(page, 'Email').fill('nobody.before-scripts@example.org')
    await byLabel(page, 'Password').fill('not-in-the-url-1')
    await byLabel(page, 'Password').press('Enter')
    await expect(page).toHaveURL(`${base}/login`)
    const alerts: string[] = []
    page.on('dialog', (dialog) => void (alerts.push(dialog.message()), dialog.dismiss()))
    release()
    const submit = page.locator('main').getByRole('button', { name: /^Log/ })
    await hydrated(submit)
    await submit.click()
    await expect.poll(() => alerts).toEqual(['Invalid email or password'])
    expect(page.url()).not.toContain('not-in-the-url-1')
  })

  test('what the fields show when the form is sent counts, even if React never heard of it (autofill without events)', async ({ page }) => {
    const release = await openBeforeScripts(page, '/login')
    release()
    const submit = page.locator('main').getByRole('button', { name: /^Log/ })
    await hydrated(submit)
    await page.waitForLoadState('networkidle')
    // Long after hydration and its effects: values that arrive with no input event (some password managers; a
    // submit that comes between hydration and React's effects sees typed text the same way).
    const fillSilently = (label: string, value: string) =>
      byLabel(page, label).evaluate((input, v) => ((input as HTMLInputElement).value = v), value)
    await fillSilently('Email', 'nobody.autofilled@example.org')
    await fillSilently('Password', 'filled-without-events-1')
    const alerts: string[] = []
    page.on('dialog', (dialog) => void (alerts.push(dialog.message()), dialog.dismiss()))
    await submit.click()
    await expect.poll(() => alerts).toEqual(['Invalid email or password'])
    await expect(page.locator('main').getByText('Email is required')).toHaveCount(0)
  })
})
