import { base, typeAdminCode, type Viewport } from '../../support/account'
import { screenshot } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/** The public home page and Payload's CMS, in Debian's Chromium, against the production build. */
test.describe('in Chromium', () => {
  for (const name of ['mobile', 'desktop'] as Viewport[])
    test(`shows the home page with the seeded content (${name})`, async ({ newContext }) => {
      const page = await (await newContext(name)).newPage()
      await page.goto(`${base}/`)
      await expect(page.getByRole('link', { name: 'Learn More About Us' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'View All News' })).toBeVisible()
      await screenshot(page, `home-${name}`)
      await page.close()
    })

  test('lets the admin log in to /cms and see every collection and global', async ({ newContext, demo }) => {
    const page = await (await newContext('desktop')).newPage()
    // The /cms form sends admins to the site's login, whose code step signs them in to /cms too.
    await page.goto(`${base}/cms/login`)
    await page.getByRole('link', { name: 'sign in on the website' }).click()
    await page.waitForURL(`${base}/login?next=/cms`)
    const main = page.locator('main')
    await main.getByLabel(/^Email/).fill(demo.admin.email)
    await main.getByLabel(/^Password/).fill(demo.admin.password)
    await main.getByRole('button', { name: 'Login' }).click()
    await typeAdminCode(page, demo.admin.totpSecret)
    await page.waitForURL(`${base}/cms`)
    const dashboard = page.locator('main, .dashboard').first()
    // Payload moves to /cms before the dashboard has rendered.
    await dashboard.getByText('Users', { exact: true }).first().waitFor({ state: 'visible' })
    for (const label of [
      'Users',
      'Memberships',
      'Payments',
      'News & Events',
      'Photo Gallery',
      'Video Gallery',
      'Grievances',
      'Contact messages',
      'Images',
      'Gallery images',
      'Documents',
      'Site settings, menu and footer',
      'Home page',
      'About page (Hindi)',
      'Mission & vision page',
      'Privacy policy',
      'Leaders (team)',
      'Contact details',
    ]) {
      await expect(dashboard.getByText(label, { exact: true }).first(), label).toBeVisible()
    }
    await screenshot(page, 'cms-dashboard')
    await page.goto(`${base}/cms/collections/news`)
    await page
      .getByRole('link', { name: /./ })
      .filter({ hasText: /[A-Za-z]/ })
      .first()
      .waitFor()
    await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThanOrEqual(8)
    await screenshot(page, 'cms-news')
    await page.close()
  })
})
