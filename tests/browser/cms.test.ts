import type { Browser } from '@playwright/test'
import { expect, test } from './fixtures'

import { E2E_ADMIN } from '../support/app-setup'
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser'

/** The public home page and Payload's CMS, in Debian's Chromium, against the production build. */
const base = inject('baseUrl')
test.describe('in Chromium', () => {
  it.each(Object.entries(VIEWPORTS))('shows the home page with the seeded content (%s)', async (name, viewport) => {
    const page = await browser.newPage({ viewport })
    await page.goto(`${base}/`)
    await expect(page.getByRole('link', { name: 'Learn More About Us' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View All News' })).toBeVisible()
    await screenshot(page, `home-${name}`)
    await page.close()
  })

  test('lets the admin log in to /cms and see every collection and global', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${base}/cms/login`)
    await page.locator('input[name="email"]').fill(E2E_ADMIN.email)
    await page.locator('input[name="password"]').fill(E2E_ADMIN.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(`${base}/cms`)
    const dashboard = page.locator('main, .dashboard').first()
    // Payload moves to /cms before the dashboard has rendered.
    await dashboard.getByText('Users', { exact: true }).first().waitFor({ state: 'visible' })
    for (const label of ['Users', 'Memberships', 'Payments', 'News & Events', 'Photo Gallery', 'Video Gallery', 'Grievances', 'Contact messages', 'Images', 'Gallery images', 'Documents', 'Site settings, menu and footer', 'Home page', 'About page (Hindi)', 'Mission & vision page', 'Privacy policy', 'Leaders (team)', 'Contact details']) {
      await expect(dashboard.getByText(label, { exact: true }).first(), label).toBeVisible()
    }
    await screenshot(page, 'cms-dashboard')
    await page.goto(`${base}/cms/collections/news`)
    await page.getByRole('link', { name: /./ }).filter({ hasText: /[A-Za-z]/ }).first().waitFor()
    const rows = await page.locator('table tbody tr').count()
    expect(rows).toBeGreaterThanOrEqual(8)
    await screenshot(page, 'cms-news')
    await page.close()
  })
})
