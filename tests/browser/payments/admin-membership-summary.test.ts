import { base } from '../../support/account'
import { screenshot } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/** The admin dashboard's membership figures come from /api/membership/stats (admins only). */
test.describe('the membership summary on /admin/dashboard', () => {
  test("shows this year's counts and the money collected, as the stats API has them", async ({ newContext, adminSession: session }) => {
    const context = await newContext('mobile', session)
    const page = await context.newPage()
    await page.goto(`${base}/admin/dashboard`)
    const heading = page.getByRole('heading', { name: /^Membership \d{4}$/ })
    await heading.waitFor()
    const res = await context.request.get(`${base}/api/membership/stats`, { headers: { Authorization: `Bearer ${session.token}` } })
    const stats = (await res.json()) as { year: string; statusCounts: Record<string, number>; totalCollectedThisYear: number }
    await expect(heading).toHaveText(`Membership ${stats.year}`)
    for (const status of ['paid', 'pending', 'unpaid', 'revoked']) {
      await expect(page.getByTestId(`members-${status}`), status).toHaveText(String(stats.statusCounts[status]))
    }
    expect(stats.statusCounts.paid).toBeGreaterThan(0)
    await expect(page.getByTestId('collected')).toHaveText(`₹${(stats.totalCollectedThisYear / 100).toFixed(2)}`)
    await screenshot(page, 'admin-dashboard-summary-mobile')
    await context.close()
  })
})
