import type { Page } from '@playwright/test'

import { aboutPage, contactDetails, homePage, leaders, missionVision, privacyPolicy } from '../../../src/runtime/seed/content'
import { base, type Viewport } from '../../support/account'
import { expectNoAxeViolations, screenshot } from '../../support/browser'
import { expect, test, type Fx } from '../../support/browser-fixtures'

/**
 * The home page and the text pages in Debian's Chromium against the production
 * build with the demo content: every section present, the spec's strings,
 * accessibility (axe) and screenshots at 360 px and 1280 px.
 */
/** A page in its own context: axe's frame handling needs one made by newContext(). */
async function open(newContext: Fx['newContext'], path: string, viewport: Viewport) {
  const page = await (await newContext(viewport)).newPage()
  const res = await page.goto(`${base}${path}`)
  expect(res?.status(), path).toBe(200)
  return page
}

/** Exactly one h1 and no skipped level on the way down. */
async function expectHeadingOutline(page: Page) {
  const levels = await page
    .locator('main')
    .evaluate((main) => [...main.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => Number(h.tagName[1])))
  expect(levels.filter((l) => l === 1)).toHaveLength(1)
  expect(levels[0]).toBe(1)
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i} (h${level}) after h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1] + 1)
  })
}

async function expectMetadata(page: Page, path: string) {
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(40)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/?' : path}$`))
}

const main = (page: Page) => page.locator('main')
const heading = (page: Page, name: string, level?: number) => main(page).getByRole('heading', { name, exact: true, level })

test.describe('the home page', () => {
  for (const name of ['mobile', 'desktop'] as const)
    test(`shows every section with the CMS texts (${name})`, async ({ newContext }) => {
      const page = await open(newContext, '/', name)
      await expectHeadingOutline(page)
      await expectMetadata(page, '/')

      // Hero
      await expect(heading(page, homePage.heroHeadline, 1)).toBeVisible()
      expect(homePage.heroHeadline).toMatch(/Empowering Community Health Officers/)
      const learnMore = main(page).getByRole('link', { name: 'Learn More About Us' })
      await expect(learnMore).toHaveAttribute('href', '/about')

      // What We Do
      await expect(heading(page, 'What We Do', 2)).toBeVisible()
      for (const card of ['Advocate for CHO Rights', 'Professional Development', 'Community Building', 'Stay Updated']) {
        await expect(main(page).locator('#what-we-do-title + ul').getByRole('heading', { name: card, level: 3 }), card).toBeVisible()
      }

      // Latest news: a fixed 615 px panel with the six newest items
      const panel = page.getByTestId('news-panel')
      await expect(panel.getByRole('heading', { name: homePage.newsPanelTitle, level: 2 })).toBeVisible()
      await expect.poll(async () => (await panel.boundingBox())?.height).toBe(615)
      await expect(panel.getByRole('listitem')).toHaveCount(6)
      const newest = (await (await page.request.get(`${base}/api/news`)).json()) as { id: number; title: string }[]
      const linked = () =>
        panel
          .getByRole('listitem')
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      await expect.poll(linked).toEqual(newest.slice(0, 6).map((n) => `/media/news/${n.id}`))
      await expect(panel.getByRole('link', { name: 'View All News' })).toHaveAttribute('href', '/media/news')

      // About, mission and vision, programs
      await expect(heading(page, homePage.aboutPanelTitle, 2)).toBeVisible()
      await expect(main(page).getByText('registered under the Trade Unions Act, 1926', { exact: false })).toBeVisible()
      await expect(heading(page, homePage.missionTitle, 2)).toBeVisible()
      await expect(heading(page, homePage.visionTitle, 2)).toBeVisible()
      await expect(heading(page, homePage.programsTitle, 2)).toBeVisible()
      await expect(main(page).locator('#programs-title ~ ol h3')).toHaveText([
        'Educational Initiatives',
        'Community Outreach',
        'Research and Development',
        'Professional Development',
        'Advocacy and Support',
      ])

      // Leadership, with photos that actually load
      await expect(heading(page, leaders.title, 2)).toBeVisible()
      for (const leader of leaders.leaders) {
        await expect(heading(page, leader.name, 3)).toBeVisible()
        await expect(main(page).getByText(leader.position, { exact: true })).toBeVisible()
        await expect(main(page).getByRole('link', { name: `${leader.name} on Facebook (opens in a new tab)` })).toHaveCount(1)
      }
      await expectLeaderPhotosLoaded(page)

      // Contact
      await expectContactBlock(page)
      await expect(heading(page, contactDetails.title, 2)).toBeVisible()

      await screenshot(page, `home-${name}`)
      await page.context().close()
    })

  test('does not shift its layout while loading', async ({ newContext }) => {
    const page = await (await newContext('mobile')).newPage()
    await page.goto(`${base}/`, { waitUntil: 'load' })
    await page.waitForTimeout(500)
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!e.hadRecentInput) total += e.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 200)
        }),
    )
    expect(cls).toBeLessThan(0.05)
    await page.context().close()
  })

  test("'View All News' leads to /media/news", async ({ newContext }) => {
    const page = await open(newContext, '/', 'desktop')
    await page.getByTestId('news-panel').getByRole('link', { name: 'View All News' }).click()
    await page.waitForURL(`${base}/media/news`)
    await page.context().close()
  })

  test('has no accessibility violations', async ({ newContext }) => {
    const page = await open(newContext, '/', 'desktop')
    await expectNoAxeViolations(page)
    await page.context().close()
  })
})

async function expectLeaderPhotosLoaded(page: Page) {
  const photos = main(page).locator('img[alt^="Portrait of"]')
  await expect(photos).toHaveCount(leaders.leaders.length)
  for (const img of await photos.all()) {
    await img.scrollIntoViewIfNeeded()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  }
}

async function expectContactBlock(page: Page) {
  const form = main(page).getByRole('form', { name: 'Contact form' })
  for (const label of ['Name', 'Email', 'Message']) await expect(form.getByLabel(label, { exact: true }), label).toBeVisible()
  for (const office of contactDetails.offices) {
    await expect(main(page).getByText(office.label, { exact: true })).toBeVisible()
  }
  await expect(main(page).getByText('Kanpur Nagar, Uttar Pradesh 208005')).toBeVisible()
  await expect(main(page).getByText('Lucknow, Uttar Pradesh 226001')).toBeVisible()
  const hrefs = (selector: string) =>
    main(page)
      .locator(selector)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  await expect.poll(() => hrefs('a[href^="tel:"]')).toEqual([`tel:+91${contactDetails.phone1}`, `tel:+91${contactDetails.phone2}`])
  await expect.poll(() => hrefs('a[href^="mailto:"]')).toEqual([`mailto:${contactDetails.email}`])
  const map = main(page).locator('iframe')
  await expect(map).toHaveCount(1)
  await expect(map).toHaveAttribute('src', contactDetails.mapEmbedUrl)
  await expect(map).toHaveAttribute('title', contactDetails.mapTitle)
  await expect(map).toHaveAttribute('loading', 'lazy')
}

const PAGES = [
  {
    path: '/about',
    shot: 'about',
    async check(page: Page) {
      const hindi = main(page).locator('[lang="hi"]').first()
      await expect(hindi.getByRole('heading', { name: aboutPage.title, level: 1 })).toBeVisible()
      await expect(hindi.getByText('एकता', { exact: false }).first()).toBeVisible()
      await expect(hindi.getByRole('heading', { name: aboutPage.aimsTitle, level: 2 })).toBeVisible()
      await expect(hindi.getByRole('heading', { name: aboutPage.achievementsTitle, level: 2 })).toBeVisible()
      await expect(hindi.locator('#aims-title + ol > li')).toHaveText(aboutPage.aims)
      await expect(hindi.locator('#achievements-title + ul > li')).toHaveText(aboutPage.achievements)
      await expect(hindi.getByText('₹5000', { exact: false })).toBeVisible()
    },
  },
  {
    path: '/team',
    shot: 'team',
    async check(page: Page) {
      await expect(heading(page, leaders.title, 1)).toBeVisible()
      for (const leader of leaders.leaders) {
        await expect(heading(page, leader.name, 2)).toBeVisible()
        await expect(main(page).getByText(leader.position, { exact: true })).toBeVisible()
      }
      await expectLeaderPhotosLoaded(page)
    },
  },
  {
    path: '/contact',
    shot: 'contact',
    async check(page: Page) {
      await expect(heading(page, contactDetails.title, 1)).toBeVisible()
      await expect(main(page).getByText(contactDetails.intro)).toBeVisible()
      await expectContactBlock(page)
    },
  },
  {
    path: '/mission-vision',
    shot: 'mission-vision',
    async check(page: Page) {
      await expect(heading(page, missionVision.title, 1)).toBeVisible()
      for (const h of ['Our Vision', 'Our Mission', 'Core Objectives', 'Key Initiatives', 'Future Goals']) {
        await expect(heading(page, h, 2), h).toBeVisible()
      }
      await expect(main(page).getByText(missionVision.mission)).toBeVisible()
      for (const item of [...missionVision.coreObjectives, ...missionVision.keyInitiatives, ...missionVision.futureGoals]) {
        await expect(main(page).getByText(item, { exact: true }), item).toBeVisible()
      }
    },
  },
  {
    path: '/privacy-policy',
    shot: 'privacy-policy',
    async check(page: Page) {
      await expect(heading(page, privacyPolicy.title, 1)).toBeVisible()
      await expect(main(page).getByText('Last updated: 1 December 2025')).toBeVisible()
      await expect(main(page).locator('h2')).toHaveText([...privacyPolicy.sections.map((s) => s.heading), 'Grievance Officer'])
      await expect(main(page).getByText(privacyPolicy.grievanceOfficer.name)).toBeVisible()
      await expect(main(page).getByRole('link', { name: privacyPolicy.grievanceOfficer.email })).toHaveAttribute(
        'href',
        `mailto:${privacyPolicy.grievanceOfficer.email}`,
      )
      await expect(main(page).getByRole('link', { name: privacyPolicy.grievanceOfficer.phone })).toHaveAttribute(
        'href',
        `tel:+91${privacyPolicy.grievanceOfficer.phone}`,
      )
    },
  },
]

for (const { path, shot, check } of PAGES)
  test.describe(`${path}`, () => {
    for (const name of ['mobile', 'desktop'] as const)
      test(`renders its CMS content with one h1 and ordered headings (${name})`, async ({ newContext }) => {
        const page = await open(newContext, path, name)
        await check(page)
        await expectHeadingOutline(page)
        await expectMetadata(page, path)
        await screenshot(page, `${shot}-${name}`)
        await page.context().close()
      })

    test('has no accessibility violations', async ({ newContext }) => {
      const page = await open(newContext, path, 'mobile')
      await expectNoAxeViolations(page)
      await page.context().close()
    })
  })
