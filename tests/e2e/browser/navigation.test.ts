import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { launchBrowser, screenshot, VIEWPORTS } from '../../support/browser'

/** The top navigation of every page: dropdown rules, active item, mobile menu, account links. */
const base = inject('baseUrl')
let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const nav = () => page.getByRole('navigation', { name: 'Main' })
const menuButton = (name: string) => nav().getByRole('button', { name, exact: true })
const expanded = async (name: string) => (await menuButton(name).getAttribute('aria-expanded')) === 'true'

describe('desktop navigation', () => {
  beforeAll(async () => {
    page = await browser.newPage({ viewport: VIEWPORTS.desktop })
  })
  afterAll(async () => page.close())

  it('shows the logo link home, the menu from the CMS and the signed-out account links', async () => {
    await page.goto(`${base}/about`)
    await expect(page.locator('header a[href="/"]').first().isVisible()).resolves.toBe(true)
    for (const name of ['Home', 'Team', 'Contact']) await expect(nav().getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true)
    for (const name of ['About', 'Media']) await expect(menuButton(name).isVisible()).resolves.toBe(true)
    expect(await nav().getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login')
    expect(await nav().getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/membership')
  })

  it('opens and closes a dropdown on click', async () => {
    await page.goto(`${base}/`)
    await menuButton('Media').click()
    expect(await expanded('Media')).toBe(true)
    for (const name of ['Latest News & Events', 'Photo Gallery', 'Video Gallery']) {
      await expect(nav().getByRole('link', { name }).isVisible()).resolves.toBe(true)
    }
    await screenshot(page, 'nav-dropdown-desktop')
    await menuButton('Media').click()
    expect(await expanded('Media')).toBe(false)
    await expect(nav().getByRole('link', { name: 'Photo Gallery' }).isVisible()).resolves.toBe(false)
  })

  it('closes a dropdown on an outside click, on Escape (focus back on its button) and when another opens', async () => {
    await page.goto(`${base}/`)
    await menuButton('About').click()
    await page.mouse.click(640, 600)
    expect(await expanded('About')).toBe(false)

    await menuButton('About').click()
    await page.keyboard.press('Escape')
    expect(await expanded('About')).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('About')

    await menuButton('About').click()
    await menuButton('Media').click()
    expect(await expanded('About')).toBe(false)
    expect(await expanded('Media')).toBe(true)
  })

  it('closes after an item is picked and highlights the active item', async () => {
    await page.goto(`${base}/`)
    expect(await nav().getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).toBe('page')
    await menuButton('About').click()
    await nav().getByRole('link', { name: 'Mission & Vision' }).click()
    await page.waitForURL(`${base}/mission-vision`)
    expect(await expanded('About')).toBe(false)
    await expect.poll(() => menuButton('About').getAttribute('class')).toMatch(/active/)
    expect(await nav().getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).toBeNull()
  })

  it('works with the keyboard alone', async () => {
    await page.goto(`${base}/`)
    await menuButton('Media').focus()
    await page.keyboard.press('Enter')
    expect(await expanded('Media')).toBe(true)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Latest News & Events')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${base}/media/news`)
    await expect.poll(() => menuButton('Media').getAttribute('class')).toMatch(/active/)
  })
})

describe('mobile navigation (360 px)', () => {
  beforeAll(async () => {
    page = await browser.newPage({ viewport: VIEWPORTS.mobile })
  })
  afterAll(async () => page.close())

  it('collapses the menu behind a Menu button that mirrors it', async () => {
    await page.goto(`${base}/`)
    const toggle = nav().getByRole('button', { name: 'Menu' })
    await expect(nav().getByRole('link', { name: 'Team' }).isVisible()).resolves.toBe(false)
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    for (const name of ['Home', 'Team', 'Contact', 'Login', 'Register']) await expect(nav().getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true)
    await menuButton('Media').click()
    await screenshot(page, 'nav-mobile-open')
    await nav().getByRole('link', { name: 'Photo Gallery' }).click()
    await page.waitForURL(`${base}/media/photos`)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await expect(nav().getByRole('link', { name: 'Team' }).isVisible()).resolves.toBe(false)
  })

  it('closes the mobile menu on Escape and on an outside click', async () => {
    await page.goto(`${base}/`)
    const toggle = nav().getByRole('button', { name: 'Menu' })
    await toggle.click()
    await page.keyboard.press('Escape')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    await page.mouse.click(20, 700)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('fits the screen: nothing scrolls sideways', async () => {
    await page.goto(`${base}/`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})

describe('pages that do not exist', () => {
  it('answers 404 with a helpful page inside the site layout', async () => {
    page = await browser.newPage({ viewport: VIEWPORTS.mobile })
    const response = await page.goto(`${base}/no/such/page`)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await expect(page.getByRole('link', { name: 'Become A Member' }).first().isVisible()).resolves.toBe(true)
    await screenshot(page, 'not-found-mobile')
    await page.close()
  })
})
