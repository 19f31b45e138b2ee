import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { aboutPage, contactDetails, homePage, leaders, missionVision, privacyPolicy } from '../../src/runtime/seed/content'
import { news, videos } from '../../src/runtime/seed/media-content'
import { base as siteUrl, newContext, nextAddress, PAID, sessionOf, UNPAID, type SessionUser, type Viewport } from './account'
import { E2E_ADMIN } from './app-setup'
import { E2E_APPS, workerApp, type BrowserApp } from './browser-app'

/**
 * The browser tests' fixtures (`import { test, expect } from './fixtures'`):
 *
 * - `app`: this worker's running site (its URL, its mail directory, its DATA_DIR), tests/support/browser-app.ts.
 * - `demo`: the demo content the app was seeded with, and the demo logins.
 * - `newContext(viewport?, session?)`: a browser context with a client address of its own
 *   (x-forwarded-for), signed in when given a session; closed after the test. Playwright's own
 *   `context`, `page` and `request` also get an address of their own for each test.
 * - `adminSession`, `memberSession` (paid), `unpaidSession`: fresh API logins for this test.
 * - `adminPage`, `memberPage`, `unpaidMemberPage`: a desktop page signed in as that user.
 */
export type Session = { token: string; user: SessionUser }
export type App = BrowserApp
export type Fixtures = TestFixtures & WorkerFixtures
/** What the page-opening helpers of the test files need. */
export type Fx = { browser: Browser; newContext: TestFixtures['newContext'] }

const DEMO = {
  admin: E2E_ADMIN,
  paid: PAID,
  unpaid: UNPAID,
  content: { aboutPage, contactDetails, homePage, leaders, missionVision, privacyPolicy },
  news,
  videos,
}

type WorkerFixtures = { app: App; demo: typeof DEMO }
type TestFixtures = {
  newContext: (viewport?: Viewport, session?: Session) => Promise<BrowserContext>
  adminSession: Session
  memberSession: Session
  unpaidSession: Session
  adminPage: Page
  memberPage: Page
  unpaidMemberPage: Page
}

const signedInPage = async (open: TestFixtures['newContext'], session: Session) => (await open('desktop', session)).newPage()

export const test = base.extend<TestFixtures, WorkerFixtures>({
  app: [
    async ({}, use) => {
      const app = workerApp()
      if (!app.baseUrl)
        throw new Error(`${E2E_APPS} is not set: run the browser tests through Playwright (the global setup starts the apps)`)
      await use(app)
    },
    { scope: 'worker' },
  ],
  demo: [async ({}, use) => use(DEMO), { scope: 'worker' }],
  baseURL: async ({ app }, use) => use(app.baseUrl),
  extraHTTPHeaders: async ({}, use) => use({ 'x-forwarded-for': nextAddress() }),

  newContext: async ({ browser }, use) => {
    const made: BrowserContext[] = []
    await use(async (viewport = 'desktop', session) => {
      const context = await newContext(browser, viewport, session)
      made.push(context)
      return context
    })
    await Promise.all(made.map((c) => c.close()))
  },
  adminSession: async ({ browser }, use) => use(await sessionOf(browser, E2E_ADMIN)),
  memberSession: async ({ browser }, use) => use(await sessionOf(browser, PAID)),
  unpaidSession: async ({ browser }, use) => use(await sessionOf(browser, UNPAID)),
  adminPage: async ({ newContext, adminSession }, use) => use(await signedInPage(newContext, adminSession)),
  memberPage: async ({ newContext, memberSession }, use) => use(await signedInPage(newContext, memberSession)),
  unpaidMemberPage: async ({ newContext, unpaidSession }, use) => use(await signedInPage(newContext, unpaidSession)),
})

export { expect } from '@playwright/test'

/** A desktop (or `vp`) page of the signed-in admin, opened at `path`; close its context when done. */
export async function openAsAdmin(
  { newContext, adminSession }: Pick<Fixtures, 'newContext' | 'adminSession'>,
  path: string,
  vp: Viewport = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(vp, adminSession)
  const page = await context.newPage()
  await page.goto(`${siteUrl}${path}`)
  return { context, page }
}
