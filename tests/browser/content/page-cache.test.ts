import type { Page } from '@playwright/test'

import { CHROME } from '../../../src/features/content/texts/chrome'
import { base } from '../../support/account'
import { hydrated, servedFromCache, VIEWPORTS } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'
import { shootAtBothWidths, shotsDir } from '../../support/screenshots'

/**
 * A page served from the response cache (src/runtime/response-cache) runs under a policy of
 * script hashes instead of a nonce: it must hydrate with no policy violation, and its client
 * components (the menu, the language switch) must work, in both languages.
 */
const SHOTS = shotsDir('content/cache')

const cached = (page: Page, path: string) => servedFromCache(page, `${base}${path}`)

/** Every CSP violation the page reports, and every console error. */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    )
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
      // Next's scripts are added once the page has shown itself (src/runtime/response-cache/defer-scripts.ts).
      await hydrated(toggle)
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await shootAtBothWidths(page, SHOTS, `home-${lang}-menu-open`)

      await page
        .getByRole('link', { name: `${CHROME[lang].language.label}: ${other === 'hi' ? 'हिन्दी' : 'English'}` })
        .first()
        .click()
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await expect(page).toHaveURL(`${base}${lang === 'hi' ? '/' : '/hi'}`)
      expect(problems).toEqual([])
    })

    test("paints before it asks for Next's scripts: the first script request starts after the first contentful paint", async ({ page }) => {
      await cached(page, home)
      await page.goto(`${base}${home}`)
      await hydrated(page.getByRole('navigation', { name: CHROME[lang].mainNav }).getByRole('button', { name: CHROME[lang].menu }))
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => /^\/_next\/static\/.*\.js$/.test(new URL(e.name).pathname))
          .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
      }))
      expect(timing.paint).not.toBeNull()
      expect(timing.scripts.length).toBeGreaterThan(3)
      for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThan(timing.paint!)
    })

    test('fetches no stylesheet: the styles come with the page, React finds them, and a client navigation loads none twice', async ({
      page,
    }) => {
      const about = lang === 'hi' ? '/hi/about' : '/about'
      await cached(page, home)
      await cached(page, about)
      const stylesheets: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
      })
      await page.goto(`${base}${home}`)
      const nav = page.getByRole('navigation', { name: CHROME[lang].mainNav })
      await hydrated(nav.getByRole('button', { name: CHROME[lang].menu }))
      expect(stylesheets).toEqual([])
      // Styled: the header's menu button is laid out by the site's rules, not the browser's defaults.
      expect(await nav.getByRole('button', { name: CHROME[lang].menu }).evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer')
      // The disabled links React looks the inlined files up by.
      const inlined = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-inlined]')].map((el) => el.getAttribute('data-inlined')),
      )
      const links = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map((el) => el.getAttribute('href')),
      )
      expect(links).toEqual(inlined)
      // A client-side navigation (the same document: the mark stays) to a page that needs the same files.
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
      await page.getByRole('contentinfo').locator(`a[href="${about}"]`).first().click()
      await page.waitForURL(`${base}${about}`)
      await expect(page.locator('main h1')).toBeVisible()
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
      expect(stylesheets.filter((href) => inlined.includes(href))).toEqual([])
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
