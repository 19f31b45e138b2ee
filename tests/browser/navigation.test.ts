import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'

import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser'

/** The top navigation of every page: dropdown rules, active item, mobile menu, account links. */
const base = inject('baseUrl')
let browser: Browser
let page: Page

test.beforeAll(async ({ browser }) => {
  browser = await launchBrowser()
})
test.afterAll(async ({ browser }) => {
  await browser?.close()
})

const nav = () => page.getByRole('navigation', { name: 'Main' })
const menuButton = (name: string) => nav().getByRole('button', { name, exact: true })
const expanded = async (name: string) => (await menuButton(name).getAttribute('aria-expanded')) === 'true'

test.describe('desktop navigation', () => {
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: VIEWPORTS.desktop })
  })
  test.afterAll(async () => page.close())

  test('shows the logo link home, the menu from the CMS and the signed-out account links', async () => {
    await page.goto(`${base}/about`)
    await expect(page.locator('header a[href="/"]').first()).toBeVisible()
    for (const name of ['Home', 'Team', 'Contact']) await expect(nav().getByRole('link', { name, exact: true })).toBeVisible()
    for (const name of ['About', 'Media']) await expect(menuButton(name)).toBeVisible()
    await expect(nav().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect(nav().getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/membership')
  })

  test('opens and closes a dropdown on click', async () => {
    await page.goto(`${base}/`)
    await menuButton('Media').click()
    await expect.poll(() => expanded('Media')).toBe(true)
    for (const name of ['Latest News & Events', 'Photo Gallery', 'Video Gallery']) {
      await expect(nav().getByRole('link', { name })).toBeVisible()
    }
    await screenshot(page, 'nav-dropdown-desktop')
    await menuButton('Media').click()
    await expect.poll(() => expanded('Media')).toBe(false)
    await expect(nav().getByRole('link', { name: 'Photo Gallery' })).toBeHidden()
  })

  test('closes a dropdown on an outside click, on Escape (focus back on its button) and when another opens', async () => {
    await page.goto(`${base}/`)
    await menuButton('About').click()
    await page.mouse.click(640, 600)
    await expect.poll(() => expanded('About')).toBe(false)

    await menuButton('About').click()
    await page.keyboard.press('Escape')
    await expect.poll(() => expanded('About')).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('About')

    await menuButton('About').click()
    await menuButton('Media').click()
    await expect.poll(() => expanded('About')).toBe(false)
    await expect.poll(() => expanded('Media')).toBe(true)
  })

  test('closes after an item is picked and highlights the active item', async () => {
    await page.goto(`${base}/`)
    await expect(nav().getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
    await menuButton('About').click()
    await nav().getByRole('link', { name: 'Mission & Vision' }).click()
    await page.waitForURL(`${base}/mission-vision`)
    await expect.poll(() => expanded('About')).toBe(false)
    await expect(menuButton('About')).toHaveAttribute('class', /active/)
    await expect(nav().getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current')
  })

  test('works with the keyboard alone', async () => {
    await page.goto(`${base}/`)
    await menuButton('Media').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => expanded('Media')).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Latest News & Events')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${base}/media/news`)
    await expect(menuButton('Media')).toHaveAttribute('class', /active/)
  })
})

test.describe('mobile navigation (360 px)', () => {
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: VIEWPORTS.mobile })
  })
  test.afterAll(async () => page.close())

  test('collapses the menu behind a Menu button that mirrors it', async () => {
    await page.goto(`${base}/`)
    const toggle = nav().getByRole('button', { name: 'Menu' })
    await expect(nav().getByRole('link', { name: 'Team' })).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Home', 'Team', 'Contact', 'Login', 'Register']) await expect(nav().getByRole('link', { name, exact: true })).toBeVisible()
    await menuButton('Media').click()
    await screenshot(page, 'nav-mobile-open')
    await nav().getByRole('link', { name: 'Photo Gallery' }).click()
    await page.waitForURL(`${base}/media/photos`)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav().getByRole('link', { name: 'Team' })).toBeHidden()
  })

  test('closes the mobile menu on Escape and on an outside click', async () => {
    await page.goto(`${base}/`)
    const toggle = nav().getByRole('button', { name: 'Menu' })
    await toggle.click()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await page.mouse.click(20, 700)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('fits the screen: nothing scrolls sideways', async () => {
    await page.goto(`${base}/`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})

test.describe('pages that do not exist', () => {
  test('answers 404 with a helpful page inside the site layout', async ({ browser }) => {
    page = await browser.newPage({ viewport: VIEWPORTS.mobile })
    const response = await page.goto(`${base}/no/such/page`)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await expect(page.getByRole('link', { name: 'Become A Member' }).first()).toBeVisible()
    await screenshot(page, 'not-found-mobile')
    await page.close()
  })
})
