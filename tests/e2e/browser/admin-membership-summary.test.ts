import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { base, newContext, sessionOf } from '../../support/account'
import { E2E_ADMIN } from '../../support/app-setup'
import { launchBrowser, screenshot } from '../../support/browser'

/** The admin dashboard's membership figures come from /api/membership/stats (admins only). */
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the membership summary on /admin/dashboard', () => {
  it("shows this year's counts and the money collected, as the stats API has them", async () => {
    const session = await sessionOf(browser, E2E_ADMIN)
    const context = await newContext(browser, 'mobile', session)
    const page = await context.newPage()
    await page.goto(`${base}/admin/dashboard`)
    const heading = page.getByRole('heading', { name: /^Membership \d{4}$/ })
    await heading.waitFor()
    const res = await context.request.get(`${base}/api/membership/stats`, { headers: { Authorization: `Bearer ${session.token}` } })
    const stats = (await res.json()) as { year: string; statusCounts: Record<string, number>; totalCollectedThisYear: number }
    expect(await heading.textContent()).toBe(`Membership ${stats.year}`)
    for (const status of ['paid', 'pending', 'unpaid', 'revoked']) {
      expect(await page.getByTestId(`members-${status}`).textContent(), status).toBe(String(stats.statusCounts[status]))
    }
    expect(stats.statusCounts.paid).toBeGreaterThan(0)
    expect(await page.getByTestId('collected').textContent()).toBe(`₹${(stats.totalCollectedThisYear / 100).toFixed(2)}`)
    await screenshot(page, 'admin-dashboard-summary-mobile')
    await context.close()
  })
})
