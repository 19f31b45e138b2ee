import { base, nextAddress } from '../../support/account'
import { expectNoAxeViolations, screenshot, VIEWPORTS } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/**
 * The site's two languages in Chromium: the switch in the header and
 * the mobile menu keeps the page, the chrome is Hindi under /hi, and a
 * Hindi-preferring browser is offered the Hindi page, never sent there.
 */
test.describe('हिन्दी / English', () => {
  for (const vp of ['mobile', 'desktop'] as const) {
    test(`the switch keeps the page, and the chrome follows the language (${vp})`, async ({ newContext }) => {
      const context = await newContext(vp)
      const page = await context.newPage()
      await page.goto(`${base}/about`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await page.getByRole('link', { name: 'Language: हिन्दी' }).first().click()
      await page.waitForURL(`${base}/hi/about`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
      if (vp === 'mobile') await page.getByRole('button', { name: 'मेन्यू' }).click()
      const nav = page.getByRole('navigation', { name: 'मुख्य' })
      await expect(nav.getByRole('link', { name: 'लॉग इन' })).toBeVisible()
      await expect(nav.getByRole('link', { name: 'पंजीकरण' })).toBeVisible()
      await expectNoAxeViolations(page)
      await screenshot(page, `languages-hi-about-${vp}`)
      // A link on a Hindi page stays in Hindi.
      await nav.getByRole('link', { name: 'लॉग इन' }).click()
      await page.waitForURL(`${base}/hi/login`)
      // And back: the English page, the spec's words.
      await page.getByRole('link', { name: 'भाषा: English' }).first().click()
      await page.waitForURL(`${base}/login`)
      await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible()
      await context.close()
    })
  }

  test('a browser that prefers Hindi is offered the Hindi page on an English one, not redirected; no, thanks is remembered', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      locale: 'hi-IN',
      extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
    })
    const page = await context.newPage()
    await page.goto(`${base}/media/news`)
    await expect(page).toHaveURL(`${base}/media/news`)
    const offer = page.getByRole('link', { name: 'यह पृष्ठ हिन्दी में पढ़ें' })
    await expect(offer).toHaveAttribute('href', '/hi/media/news')
    await expectNoAxeViolations(page)
    await screenshot(page, 'languages-offer-mobile')
    await page.getByRole('button', { name: 'No, thanks' }).click()
    await expect(offer).toHaveCount(0)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(offer).toHaveCount(0)
    await context.close()
  })

  test('an English-preferring browser sees no offer; the 404 of a Hindi address is Hindi', async ({ newContext }) => {
    const context = await newContext('mobile')
    const page = await context.newPage()
    await page.goto(`${base}/about`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'यह पृष्ठ हिन्दी में पढ़ें' })).toHaveCount(0)
    const missing = await page.goto(`${base}/hi/no-such-page`)
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'पृष्ठ नहीं मिला', level: 1 })).toBeVisible()
    await screenshot(page, 'languages-hi-404-mobile')
    await context.close()
  })
})
