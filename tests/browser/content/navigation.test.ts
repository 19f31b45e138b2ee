import type { Page } from '@playwright/test'

import { base } from '../../support/account'
import { hydrated, screenshot, VIEWPORTS } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/** The top navigation of every page: dropdown rules, active item, mobile menu, account links. Each test has a page of its own. */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const menuButton = (page: Page, name: string) => nav(page).getByRole('button', { name, exact: true })
const expanded = async (page: Page, name: string) => (await menuButton(page, name).getAttribute('aria-expanded')) === 'true'

test.describe('desktop navigation', () => {
  test.use({ viewport: VIEWPORTS.desktop })

  test('shows the logo link home, the menu from the CMS and the signed-out account links', async ({ page }) => {
    await page.goto(`${base}/about`)
    await expect(page.locator('header a[href="/"]').first()).toBeVisible()
    for (const name of ['Home', 'Team', 'Contact']) await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible()
    for (const name of ['About', 'Media']) await expect(menuButton(page, name)).toBeVisible()
    await expect(nav(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect(nav(page).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/membership')
  })

  test('opens and closes a dropdown on click', async ({ page }) => {
    await page.goto(`${base}/`)
    await menuButton(page, 'Media').click()
    await expect.poll(() => expanded(page, 'Media')).toBe(true)
    for (const name of ['Latest News & Events', 'Photo Gallery', 'Video Gallery']) {
      await expect(nav(page).getByRole('link', { name })).toBeVisible()
    }
    await screenshot(page, 'nav-dropdown-desktop')
    await menuButton(page, 'Media').click()
    await expect.poll(() => expanded(page, 'Media')).toBe(false)
    await expect(nav(page).getByRole('link', { name: 'Photo Gallery' })).toBeHidden()
  })

  test('closes a dropdown on an outside click, on Escape (focus back on its button) and when another opens', async ({ page }) => {
    await page.goto(`${base}/`)
    // A tap before React has the menu is made again once it has (src/runtime/response-cache/defer-scripts.ts):
    // an outside click must come after that to close it.
    await hydrated(menuButton(page, 'About'))
    await menuButton(page, 'About').click()
    await page.mouse.click(640, 600)
    await expect.poll(() => expanded(page, 'About')).toBe(false)

    await menuButton(page, 'About').click()
    await page.keyboard.press('Escape')
    await expect.poll(() => expanded(page, 'About')).toBe(false)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('About')

    await menuButton(page, 'About').click()
    await menuButton(page, 'Media').click()
    await expect.poll(() => expanded(page, 'About')).toBe(false)
    await expect.poll(() => expanded(page, 'Media')).toBe(true)
  })

  test('closes after an item is picked and highlights the active item', async ({ page }) => {
    await page.goto(`${base}/`)
    await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
    await menuButton(page, 'About').click()
    await nav(page).getByRole('link', { name: 'Mission & Vision' }).click()
    await page.waitForURL(`${base}/mission-vision`)
    await expect.poll(() => expanded(page, 'About')).toBe(false)
    await expect(menuButton(page, 'About')).toHaveAttribute('class', /active/)
    await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current')
  })

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto(`${base}/`)
    await hydrated(menuButton(page, 'Media'))
    await menuButton(page, 'Media').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => expanded(page, 'Media')).toBe(true)
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Latest News & Events')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${base}/media/news`)
    await expect(menuButton(page, 'Media')).toHaveAttribute('class', /active/)
  })
})

test.describe('mobile navigation (360 px)', () => {
  test.use({ viewport: VIEWPORTS.mobile })

  test('collapses the menu behind a Menu button that mirrors it', async ({ page }) => {
    await page.goto(`${base}/`)
    const toggle = nav(page).getByRole('button', { name: 'Menu' })
    await hydrated(toggle)
    await expect(nav(page).getByRole('link', { name: 'Team' })).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Home', 'Team', 'Contact', 'Login', 'Register'])
      await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible()
    await menuButton(page, 'Media').click()
    await screenshot(page, 'nav-mobile-open')
    await nav(page).getByRole('link', { name: 'Photo Gallery' }).click()
    await page.waitForURL(`${base}/media/photos`)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav(page).getByRole('link', { name: 'Team' })).toBeHidden()
  })

  test('closes the mobile menu on Escape and on an outside click', async ({ page }) => {
    await page.goto(`${base}/`)
    const toggle = nav(page).getByRole('button', { name: 'Menu' })
    await hydrated(toggle)
    await toggle.click()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await page.mouse.click(20, 700)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('fits the screen: nothing scrolls sideways', async ({ page }) => {
    await page.goto(`${base}/`)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})

test.describe('pages that do not exist', () => {
  test('answers 404 with a helpful page inside the site layout', async ({ newContext }) => {
    const page = await (await newContext('mobile')).newPage()
    const response = await page.goto(`${base}/no/such/page`)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await expect(page.getByRole('link', { name: 'Become A Member' }).first()).toBeVisible()
    await screenshot(page, 'not-found-mobile')
    await page.close()
  })
})
