import type { Page } from '@playwright/test'

import { base, nav, PAID, typeAdminCode, UNPAID } from '../../support/account'
import { E2E_ADMIN } from '../../support/app-setup'
import { screenshot } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/**
 * The membership state of spec §4 in the browser: status and history fetched
 * after sign-in for every user, stats for admins only; the badge and the pages
 * read it; a failed fetch shows the spec's message.
 */
const year = () => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date())

/** The /api/membership/* paths the page asks for, in order. */
function membershipCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/api/membership/')) calls.push(path)
  })
  return calls
}

async function signInThroughForm(page: Page, who: { email: string; password: string; totpSecret?: string }) {
  await page.goto(`${base}/login`)
  const main = page.locator('main')
  await main.getByLabel(/^Email/).fill(who.email)
  await main.getByLabel(/^Password/).fill(who.password)
  await main.getByRole('button', { name: 'Login' }).click()
  // An admin's second step.
  if (who.totpSecret) await typeAdminCode(page, who.totpSecret)
}

test.describe('after signing in', () => {
  test('a member gets status and history, never stats, and the badge reads the status', async ({ newContext }) => {
    const context = await newContext()
    const page = await context.newPage()
    const calls = membershipCalls(page)
    await signInThroughForm(page, PAID)
    await expect(page.getByTestId('membership-badge')).toContainText('Membership Active')
    await expect.poll(() => [...new Set(calls)].sort()).toEqual(['/api/membership/current-year-status', '/api/membership/history'])
    await context.close()
  })

  test('an admin gets status, history and stats, and sees no badge', async ({ newContext }) => {
    const context = await newContext()
    const page = await context.newPage()
    const calls = membershipCalls(page)
    const stats = page.waitForResponse((r) => r.url().endsWith('/api/membership/stats'))
    await signInThroughForm(page, E2E_ADMIN)
    expect((await stats).status()).toBe(200)
    await expect
      .poll(() => [...new Set(calls)].sort())
      .toEqual(['/api/membership/current-year-status', '/api/membership/history', '/api/membership/stats'])
    await page.waitForURL('**/admin/dashboard')
    await expect(page.getByTestId('membership-badge')).toHaveCount(0)
    await context.close()
  })

  test('a restored session fetches again, and signing out clears the state', async ({ newContext, unpaidSession }) => {
    const context = await newContext('desktop', unpaidSession)
    const page = await context.newPage()
    const calls = membershipCalls(page)
    await page.goto(`${base}/`)
    await expect(page.getByTestId('membership-badge')).toContainText('Membership Required')
    expect(calls).toContain('/api/membership/history')
    expect(calls).not.toContain('/api/membership/stats')
    await nav(page)
      .getByRole('button', { name: new RegExp(UNPAID.name) })
      .click()
    await nav(page).getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('membership-badge')).toHaveCount(0)
    await context.close()
  })
})

test.describe('the payment status page', () => {
  test('lists the membership history under the panel', async ({ newContext, memberSession }) => {
    const context = await newContext('mobile', memberSession)
    const page = await context.newPage()
    await page.goto(`${base}/payment-status`)
    const table = page.getByRole('table', { name: 'Membership history' })
    await table.waitFor()
    const first = table.locator('tbody tr').first().locator('td')
    await expect(first).toHaveText([year(), 'paid', /^UPCHO-\d{4}-\d{6}$/])
    await screenshot(page, 'payments-status-history-mobile')
    await context.close()
  })

  test("shows 'Failed to fetch membership history' when the history cannot be read, and keeps the panel", async ({ memberPage: page }) => {
    await page.route('**/api/membership/history', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }))
    await page.goto(`${base}/payment-status`)
    await expect(page.locator('main').getByRole('alert')).toHaveText('Failed to fetch membership history')
    await expect(page.locator('main dl')).toHaveCount(1)
  })
})
