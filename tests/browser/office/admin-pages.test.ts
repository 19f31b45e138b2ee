import fs from 'node:fs'

import type { Browser, BrowserContext } from '@playwright/test'

import { base, newContext as contextOf, expectNoAxeViolations, freshMember } from '../../support/account'
import { holdRequests, screenshot } from '../../support/browser'
import { expect, openAsAdmin, test, type Session } from '../../support/browser-fixtures'

/**
 * /admin/dashboard and /admin/users in Chromium (spec §2 'Admin routes', §7, §8):
 * who may open them, the dashboard's numbers against the API's, the ten recent
 * members with '-' and the status badges, the CSV download, the error states.
 */
const RED = 'rgb(185, 28, 28)' // --error

async function adminGet<T>(context: BrowserContext, admin: Session, path: string): Promise<T> {
  const res = await context.request.get(`${base}${path}`, { headers: { authorization: `Bearer ${admin.token}` } })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as T
}

/** Registers a member and pays this year's fee through the sandbox checkout's API, as the certificate page would. */
async function paidMember(browser: Browser, name: string) {
  const member = await freshMember(browser, { name })
  const context = await contextOf(browser)
  const auth = { authorization: `Bearer ${member.token}` }
  try {
    const order = (await (await context.request.post(`${base}/api/auth/create-order`, { headers: auth })).json()) as { id: string }
    const paid = await context.request.post(`${base}/api/payments/sandbox/pay`, {
      headers: auth,
      data: { order_id: order.id, outcome: 'success' },
    })
    expect(paid.status(), await paid.text()).toBe(200)
    const verified = await context.request.post(`${base}/api/auth/verify-payment`, { headers: auth, data: await paid.json() })
    expect(verified.status(), await verified.text()).toBe(200)
  } finally {
    await context.close()
  }
  return member
}

test.describe('who may open the admin pages', () => {
  test('sends a member to / and an anonymous visitor to /login', async ({ newContext, memberSession }) => {
    const member = memberSession
    const asMember = await newContext('desktop', member)
    const page = await asMember.newPage()
    await page.goto(`${base}/admin/dashboard`)
    await page.waitForURL(`${base}/`)
    await asMember.close()

    const anonymous = await newContext()
    const visitor = await anonymous.newPage()
    await visitor.goto(`${base}/admin/users`)
    await visitor.waitForURL(/\/login\?next=/)
    expect(new URL(visitor.url()).searchParams.get('next')).toBe('/admin/users')
    await anonymous.close()
  })
})

test.describe('/admin/dashboard', () => {
  test("shows the API's numbers on four cards that link to their pages", async ({ adminPage: page, adminSession }) => {
    const context = page.context()
    await page.goto(`${base}/admin/dashboard`)
    const stats = await adminGet<{ totalUsers: number; pendingContacts: number; pendingGrievances: number }>(
      context,
      adminSession,
      '/api/admin/dashboard',
    )
    await expect(page.locator('main h1')).toHaveText('Admin Dashboard')
    const card = (href: string) => page.locator(`main a[href="${href}"]`)
    await card('/admin/users').waitFor()
    await expect(card('/admin/users')).toHaveText(new RegExp(`Total Users\\s+${stats.totalUsers}$`), { useInnerText: true })
    await expect(card('/admin/grievances')).toHaveText(new RegExp(`Pending\\s+${stats.pendingGrievances}$`), { useInnerText: true })
    await expect(card('/admin/contact')).toHaveText(new RegExp(`Pending\\s+${stats.pendingContacts}$`), { useInnerText: true })
    await expect(card('/admin/media')).toContainText('Manage news, photos & videos', { useInnerText: true })
    expect(stats.totalUsers).toBeGreaterThan(0)

    await card('/admin/grievances').click()
    await page.waitForURL(`${base}/admin/grievances`)
    await expect(page.locator('main h1')).toHaveText('Grievances')
    await context.close()
  })

  test("shows a failed fetch as red text: the server's message, else 'Failed to fetch dashboard statistics'", async ({
    adminPage: page,
    adminSession,
  }) => {
    const context = page.context()
    await page.goto(`${base}/admin/users`)
    await page.locator('main table').waitFor()
    await page.route('**/api/admin/dashboard', (route) => route.fulfill({ status: 503, body: '' }))
    await page.getByRole('link', { name: 'Back to Dashboard' }).click()
    const alert = page.locator('main [role="alert"]')
    await expect(alert).toHaveText('Failed to fetch dashboard statistics')
    await expect(alert).toHaveCSS('color', RED)
    await expect(page.locator('main a[href="/admin/users"]')).toHaveCount(0)
    await screenshot(page, 'admin-dashboard-error-desktop')

    await page.unroute('**/api/admin/dashboard')
    await page.route('**/api/admin/dashboard', (route) => route.fulfill({ status: 500, json: { message: 'Statistics are being rebuilt' } }))
    await page.reload()
    await expect(page.locator('main [role="alert"]')).toHaveText('Statistics are being rebuilt')
    await context.close()
  })

  test("says 'No authentication token found' when the token is gone and asks nothing of the server", async ({
    adminPage: page,
    adminSession,
  }) => {
    const context = page.context()
    await page.goto(`${base}/admin/users`)
    await page.locator('main table').waitFor()
    let asked = false
    await page.route('**/api/admin/dashboard', (route) => ((asked = true), route.continue()))
    // Removed in this tab (no storage event): the session in memory still lets the page render.
    await page.evaluate(() => localStorage.removeItem('token'))
    await page.getByRole('link', { name: 'Back to Dashboard' }).click()
    await expect(page.locator('main [role="alert"]')).toHaveText('No authentication token found')
    expect(asked).toBe(false)
    await context.close()
  })

  for (const vp of ['mobile', 'desktop'] as const)
    test(`(${vp}) looks right and has no accessibility violations`, async ({ newContext, adminSession }) => {
      const { context, page } = await openAsAdmin({ newContext, adminSession }, '/admin/dashboard', vp)
      await page.locator('main a[href="/admin/media"]').waitFor()
      await expectNoAxeViolations(page)
      await screenshot(page, `admin-dashboard-${vp}`)
      await context.close()
    })
})

test.describe('/admin/users', () => {
  let newest: { name: string; email: string }
  let paid: { name: string; email: string }

  test.beforeAll(async ({ browser }) => {
    // Enough new members for a full page of ten, one who paid and, newest, one without a block.
    for (let i = 0; i < 7; i++) await freshMember(browser, { name: `Member Number ${i + 1}` })
    paid = (await paidMember(browser, 'Kavita Paid Member')).member
    newest = (await freshMember(browser, { name: 'Ramesh Blockless', block: '' })).member
  })

  type Row = {
    name: string
    email: string
    district: string | null
    block: string | null
    membershipId: string | null
    paymentStatus: { status: string }
  }

  test("lists the ten newest members as the API does, with '-' for empty cells and coloured upper-case badges", async ({
    adminPage: page,
    adminSession,
  }) => {
    const context = page.context()
    await page.goto(`${base}/admin/users`)
    const { users } = await adminGet<{ users: Row[] }>(context, adminSession, '/api/auth/users')
    expect(users).toHaveLength(10)
    await expect(page.locator('main h1')).toHaveText('User Management')
    await expect(page.getByText('List of Recent 10 Users', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard')
    await page.locator('main table').waitFor()
    await expect(page.locator('main thead th')).toHaveText(['Name', 'Email', 'District', 'Block', 'Membership ID', 'Payment Status'])

    const rows = () =>
      page.locator('main tbody tr').evaluateAll((trs) =>
        trs.map((tr) => {
          const cells = Array.from(tr.children) as HTMLElement[]
          const badge = cells[5].querySelector('span') as HTMLElement
          return { cells: cells.map((c) => c.textContent), badge: [getComputedStyle(badge).color, getComputedStyle(badge).backgroundColor] }
        }),
      )
    const dash = (v: string | null) => (v && v.trim() ? v : '-')
    const expected = users.slice(0, 10).map((u) => ({
      cells: [u.name, u.email, dash(u.district), dash(u.block), dash(u.membershipId), u.paymentStatus.status.toUpperCase()],
      // Green text on green for paid, red on red otherwise.
      badge: u.paymentStatus.status === 'paid' ? ['rgb(20, 83, 45)', 'rgb(220, 252, 231)'] : ['rgb(127, 29, 29)', 'rgb(254, 226, 226)'],
    }))
    expect(expected).toHaveLength(10)
    await expect.poll(rows).toEqual(expected)

    // Our own newest members: the blockless one on top, the paying one with an id and a green PAID.
    const shown = await rows()
    expect(shown[0].cells.slice(0, 5)).toEqual([newest.name, newest.email, 'Lucknow', '-', '-'])
    expect(shown[0].cells[5]).toBe('UNPAID')
    const paidRow = shown.find((r) => r.cells[1] === paid.email)
    expect(paidRow?.cells[5]).toBe('PAID')
    expect(paidRow?.cells[4]).not.toBe('-')
    await context.close()
  })

  test('downloads every member as users_export_{date}.csv, showing Downloading... meanwhile', async ({ adminPage: page, adminSession }) => {
    const context = page.context()
    await page.goto(`${base}/admin/users`)
    await page.locator('main table').waitFor()
    const { totalUsers } = await adminGet<{ totalUsers: number }>(context, adminSession, '/api/admin/dashboard')
    const button = page.getByRole('button', { name: /Download All Users Data|Downloading/ })
    await expect(button).toHaveText('Download All Users Data')

    const release = await holdRequests(page, '**/api/admin/users/export')
    const downloaded = page.waitForEvent('download')
    await button.click()
    await expect(button).toHaveText('Downloading...')
    await expect(button).toBeDisabled()
    release()
    const download = await downloaded
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    )
    expect(download.suggestedFilename()).toBe(`users_export_${today}.csv`)
    await expect(button).toHaveText('Download All Users Data')
    await expect(button).toBeEnabled()

    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '')
    const lines = csv.split('\r\n').filter(Boolean)
    expect(lines[0].split(',').slice(0, 4)).toEqual(['User ID', 'Name', 'Gender', 'Email'])
    expect(lines[0]).toContain('Membership Status')
    expect(lines).toHaveLength(totalUsers + 1)
    expect(lines.some((line) => line.includes(newest.email))).toBe(true)
    expect(lines.find((line) => line.includes(paid.email))).toContain(',paid,')
    await context.close()
  })

  test("says 'Failed to download users data' when the export fails, and 'Failed to fetch users' when the list does", async ({
    adminPage: page,
    adminSession,
  }) => {
    const context = page.context()
    await page.goto(`${base}/admin/users`)
    await page.locator('main table').waitFor()
    await page.route('**/api/admin/users/export', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }))
    await page.getByRole('button', { name: 'Download All Users Data' }).click()
    const alert = page.locator('main [role="alert"]')
    await expect(alert).toHaveText('Failed to download users data')
    await expect(alert).toHaveCSS('color', RED)

    await page.route('**/api/auth/users', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }))
    await page.reload()
    await expect(page.locator('main [role="alert"]')).toHaveText('Failed to fetch users')
    await expect(page.locator('main table')).toHaveCount(0)
    await context.close()
  })

  for (const vp of ['mobile', 'desktop'] as const)
    test(`(${vp}) looks right, keeps the table usable and has no accessibility violations`, async ({ newContext, adminSession }) => {
      const { context, page } = await openAsAdmin({ newContext, adminSession }, '/admin/users', vp)
      await page.locator('main table').waitFor()
      // The table scrolls inside its own box; the page itself never scrolls sideways.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      if (vp === 'mobile') {
        const scroller = page.locator('main [role="region"]')
        await expect.poll(() => scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
        await expect(scroller).toHaveAttribute('tabindex', '0')
      }
      await expectNoAxeViolations(page)
      await screenshot(page, `admin-users-${vp}`)
      await context.close()
    })
})
