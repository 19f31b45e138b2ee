import type { Page } from '@playwright/test'

import { CHROME } from '../../src/i18n/messages/chrome'
import { base } from '../support/account'
import { hydrated, servedFromCache, VIEWPORTS } from '../support/browser'
import { expect, test } from './fixtures'
import { shootAtBothWidths } from './screenshots'

/**
 * A page served from the response cache (src/server/response-cache) runs under a policy of
 * script hashes instead of a nonce: it must hydrate with no policy violation, and its client
 * components (the menu, the language switch) must work, in both languages.
 */
const SHOTS = '/work/shots/i17/cache'

const cached = (page: Page, path: string) => servedFromCache(page, `${base}${path}`)

/** Every CSP violation the page reports, and every console error. */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`))
  })
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text())
  })
  page.on('pageerror', (err) => problems.push(err.message))
  return problems
}

for (const lang of ['en', 'hi'] as const) {
  const home = lang === 'hi' ? '/hi' : '/'
  const other = lang === 'hi' ? 'en' : 'hi'

  test.describe(`a cached page (${lang})`, () => {
    test.use({ viewport: VIEWPORTS.mobile })

    test('hydrates under the hash policy: no violation, the menu opens, the language switch navigates', async ({ page }) => {
      const problems = await watchViolations(page)
      await cached(page, home)
      const response = await page.goto(`${base}${home}`)
      expect(response?.headers()['x-page-cache']).toBe('hit')
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)

      const nav = page.getByRole('navigation', { name: CHROME[lang].mainNav })
      const toggle = nav.getByRole('button', { name: CHROME[lang].menu })
      await hydrated(toggle)
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await shootAtBothWidths(page, SHOTS, `home-${lang}-menu-open`)

      await page.getByRole('link', { name: `${CHROME[lang].language.label}: ${other === 'hi' ? 'हिन्दी' : 'English'}` }).first().click()
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await expect(page).toHaveURL(`${base}${lang === 'hi' ? '/' : '/hi'}`)
      expect(problems).toEqual([])
    })

    test('a news list from the cache hydrates too, and opens an item', async ({ page }) => {
      const problems = await watchViolations(page)
      const list = lang === 'hi' ? '/hi/media/news' : '/media/news'
      await cached(page, list)
      const response = await page.goto(`${base}${list}`)
      expect(response?.headers()['x-page-cache']).toBe('hit')
      await shootAtBothWidths(page, SHOTS, `news-${lang}`)
      await page.locator('main a[href*="/media/news/"]').first().click()
      await expect(page).toHaveURL(new RegExp(`${lang === 'hi' ? '/hi' : ''}/media/news/\\w+`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(problems).toEqual([])
    })
  })
}
