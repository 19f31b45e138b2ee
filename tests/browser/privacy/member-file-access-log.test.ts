import type { Page } from '@playwright/test'

import { base, freshMember } from '../../support/account'
import { expect, test, type Session } from '../../support/browser-fixtures'
import { registerRows, tag } from '../../support/register-helpers'

/**
 * The access log counts visits, not requests: an office user who
 * opens a member file from the register, and records a payment there (the
 * file reloads), leaves one 'Opened a member file' entry.
 */
async function viewsOf(page: Page, admin: Session, memberId: number): Promise<number> {
  const res = await page.request.get(`${base}/api/admin/access-log?member=${memberId}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  })
  expect(res.status()).toBe(200)
  const { docs } = (await res.json()) as { docs: { action: string; actor: { email: string } | null }[] }
  return docs.filter((d) => d.action === 'viewed-member' && d.actor?.email === admin.user.email).length
}

test('one visit of a member file is one entry of the access log, its reloads included', async ({ browser, newContext, adminSession }) => {
  const name = `Visit${tag()} Rekha`
  const { member } = await freshMember(browser, { name, district: 'Agra' })
  const context = await newContext('desktop', adminSession)
  const page = await context.newPage()
  const [row] = await registerRows(context, adminSession, `q=${encodeURIComponent(member.email)}`)
  const fileReads: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === `/api/admin/members/${row.id}`) fileReads.push(r.url())
  })

  // From the register to the file, as the office goes (the link is prefetched, the page rendered by the client).
  await page.goto(`${base}/admin/members?q=${encodeURIComponent(member.email)}`)
  await page.locator('main').getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await viewsOf(page, adminSession, row.id)).toBe(1)

  // Recording dues reloads the file: still the same visit.
  await page.getByLabel(/^Amount \(₹\)/).fill('100')
  await page.getByRole('button', { name: 'Record payment' }).click()
  await expect(page.getByRole('status').filter({ hasText: /RCPT-/ })).toBeVisible()
  await expect.poll(() => fileReads.length).toBeGreaterThanOrEqual(2)
  await page.waitForLoadState('networkidle')
  expect(await viewsOf(page, adminSession, row.id)).toBe(1)
})
