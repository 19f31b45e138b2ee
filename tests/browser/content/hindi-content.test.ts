import type { Page } from '@playwright/test'

import { copyrightThisYear } from '../../../src/features/content/ui/layout/copyright'
import { membershipYear } from '../../../src/features/membership/rules/membership'
import {
  contactDetailsHi,
  homePageHi,
  leadersHi,
  missionVisionHi,
  privacyPolicyHi,
  siteSettingsHi,
} from '../../../src/runtime/seed/content-hi'
import { newsHi } from '../../../src/runtime/seed/media-content-hi'
import { news } from '../../../src/runtime/seed/media-content'
import { base } from '../../support/account'
import { expectNoAxeViolations } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/**
 * The demo content in Hindi out of the box: on a fresh site the
 * seed fills the Hindi side, so /hi pages show the association's own words in
 * Hindi at 360 px, the menu included, on the same links as in English.
 */
const main = (page: Page) => page.locator('main')
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 })

async function open(page: Page, path: string) {
  const res = await page.goto(`${base}${path}`)
  expect(res?.status(), path).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
}

test.describe('the demo content in Hindi (360 px)', () => {
  test('the home page and the menu', async ({ newContext }) => {
    const page = await (await newContext('mobile')).newPage()
    await open(page, '/hi')
    await expect(h1(page)).toHaveText(homePageHi.heroHeadline)
    await expect(page.getByRole('banner')).toContainText(siteSettingsHi.siteName)
    for (const card of homePageHi.whatWeDo)
      await expect(main(page).getByRole('heading', { name: card.title, level: 3 }).first()).toBeVisible()
    await expect(main(page).getByText(leadersHi.leaders[0].position, { exact: true }).first()).toBeVisible()
    // The seeded line with the present year (src/features/content/ui/layout/copyright.ts).
    await expect(page.getByRole('contentinfo')).toContainText(copyrightThisYear(siteSettingsHi.copyright, membershipYear()))

    await page.getByRole('button', { name: 'मेन्यू' }).click()
    const nav = page.getByRole('navigation', { name: 'मुख्य' })
    await expect(nav.getByRole('link', { name: 'हमारी टीम', exact: true })).toHaveAttribute('href', '/hi/team')
    await expect(nav.getByRole('link', { name: 'संपर्क', exact: true })).toHaveAttribute('href', '/hi/contact')
    await expectNoAxeViolations(page)
    await page.context().close()
  })

  test('the text pages', async ({ newContext }) => {
    const page = await (await newContext('mobile')).newPage()
    await open(page, '/hi/mission-vision')
    await expect(h1(page)).toHaveText(missionVisionHi.title)
    await expect(main(page)).toContainText(missionVisionHi.coreObjectives[0])
    await open(page, '/hi/privacy-policy')
    await expect(h1(page)).toHaveText(privacyPolicyHi.title)
    for (const section of privacyPolicyHi.sections) await expect(main(page).getByRole('heading', { name: section.heading })).toBeVisible()
    await open(page, '/hi/team')
    await expect(main(page)).toContainText(leadersHi.leaders[1].name)
    await open(page, '/hi/contact')
    await expect(main(page)).toContainText(contactDetailsHi.offices[0].label)
    await page.context().close()
  })

  test('the news', async ({ newContext }) => {
    const page = await (await newContext('mobile')).newPage()
    await open(page, '/hi/media/news')
    const newest = news.at(-1)!
    const card = main(page).locator('article', { has: page.getByRole('heading', { name: newsHi[newest.title].title }) })
    await expect(card).toContainText(newsHi[newest.title].content.split('\n')[0].slice(0, 40))
    await card.locator('a[href^="/hi/media/news/"]').first().click()
    await expect(h1(page)).toHaveText(newsHi[newest.title].title)
    await expect(page).toHaveURL(/\/hi\/media\/news\/\d+$/)
    await page.context().close()
  })
})
