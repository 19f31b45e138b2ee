import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

/** Page helpers of the browser tests (tests/browser): the two viewports, screenshots, axe, held requests. */
export const VIEWPORTS = { mobile: { width: 360, height: 780 }, desktop: { width: 1280, height: 900 } } as const

/** The folder every browser test's screenshots go to (ignored by git), for a person to look at. */
export const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots')

/** Whether the page scrolls sideways (a long Hindi word or label pushing past the screen). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** Saves a full-page screenshot under screenshots/. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true })
}

/** axe on the whole page (header, main, footer): no violations, listed readably when there are. */
export async function expectNoAxeViolations(page: Page) {
  // After a client-side navigation Next.js streams the new <title> in a moment after the page;
  // axe must see the page as a reader gets it, not the instant in between.
  await expect(page).not.toHaveTitle('', { timeout: 10_000 })
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([])
}

/**
 * Holds every request matching `pattern` until the returned function is called, so a page's
 * busy state can be seen; then each held request goes on (or, with 'abort', fails as if offline).
 */
export async function holdRequests(page: Page, pattern: string, then: 'continue' | 'abort' = 'continue'): Promise<() => void> {
  let release: () => void = () => {}
  const released = new Promise<void>((r) => (release = r))
  await page.route(pattern, async (route) => {
    await released
    await (then === 'abort' ? route.abort() : route.continue())
  })
  return release
}

/**
 * Waits until React has hydrated `control` (its event handlers are attached). A key pressed on a
 * server-rendered button before that does nothing, so a test that starts with the keyboard waits here;
 * clicks are retried by their assertions instead.
 */
export async function hydrated(control: Locator) {
  await expect.poll(() => control.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true)
}

/** Asks for `url` until the server answers it from its response cache, so the next visit is a hit. */
export async function servedFromCache(page: Page, url: string) {
  await expect.poll(async () => (await page.request.get(url)).headers()['x-page-cache'], { timeout: 30_000 }).toBe('hit')
}
