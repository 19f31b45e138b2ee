import type { Locator, Page } from '@playwright/test'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import {
  base,
  expectNoAxeViolations,
  freshMember,
  nav,
  PAID,
  screenShot,
  sessionOf,
  storage,
  UNPAID,
  type SessionUser,
  type Viewport,
} from '../../support/account'
import { expect, test, type Fx } from '../../support/browser-fixtures'

/**
 * The signed-in header and the session in Chromium: the profile dropdown per
 * role, the membership badge, restore from storage, sign out, and a dead
 * token ending the session cleanly.
 */
async function signedIn({ browser, newContext }: Fx, session: { token: string; user: SessionUser }, vp: Viewport = 'desktop', path = '/') {
  const context = await newContext(vp, session)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.goto(`${base}${path}`)
  return { context, page, errors }
}

const trigger = (page: Page, name: string) => nav(page).getByRole('button', { name, exact: true })
const badge = (page: Page) => page.getByTestId('membership-badge')

async function menuItems(page: Page, name: string): Promise<{ label: string; href: string | null }[]> {
  const list = page.locator(`[id="${await trigger(page, name).getAttribute('aria-controls')}"]`)
  return list.locator('a, button').evaluateAll((els) => els.map((el) => ({ label: el.textContent ?? '', href: el.getAttribute('href') })))
}

/** 'green' or 'yellow' by the badge's background. */
async function tone(el: Locator): Promise<string> {
  const [r, g, b] = ((await el.evaluate((n) => getComputedStyle(n).backgroundColor)).match(/\d+/g) ?? []).map(Number)
  return g > r && g > b ? 'green' : r > b && g > b ? 'yellow' : `${r},${g},${b}`
}

test.describe('the signed-in header', () => {
  test("a paid member: their name, 'Membership Active' for this year, the member items; open/close rules", async ({
    newContext,
    browser,
    memberSession,
  }) => {
    const { context, page, errors } = await signedIn({ browser, newContext }, memberSession)
    await trigger(page, PAID.name).waitFor()
    await expect(badge(page)).toHaveText(`Membership ActiveYear: ${membershipYear()}`)
    await expect.poll(() => tone(badge(page))).toBe('green')
    await expect(nav(page).getByRole('link', { name: 'Login' })).toHaveCount(0)

    await trigger(page, PAID.name).click()
    await expect(trigger(page, PAID.name)).toHaveAttribute('aria-expanded', 'true')
    await expect
      .poll(() => menuItems(page, PAID.name))
      .toEqual([
        { label: 'Profile', href: '/profile' },
        { label: 'Download Certificate', href: '/certificate' },
        { label: 'Submit Grievance', href: '/grievance' },
        { label: 'Sign out', href: null },
      ])
    await screenShot(page, 'account-header-member-desktop')
    await expectNoAxeViolations(page)

    await page.mouse.click(640, 700)
    await expect(trigger(page, PAID.name)).toHaveAttribute('aria-expanded', 'false')
    await trigger(page, PAID.name).click()
    await page.keyboard.press('Escape')
    await expect(trigger(page, PAID.name)).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger(page, PAID.name)).toBeFocused()
    await trigger(page, PAID.name).click()
    await trigger(page, PAID.name).click()
    await expect(trigger(page, PAID.name)).toHaveAttribute('aria-expanded', 'false')

    await trigger(page, PAID.name).click()
    await nav(page).getByRole('link', { name: 'Profile', exact: true }).click()
    await page.waitForURL(`${base}/profile`)
    await expect(trigger(page, PAID.name)).toHaveAttribute('aria-expanded', 'false')
    // The signed-out links rendered on the server are swapped after hydration, without a mismatch.
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([])
    await context.close()
  })

  test("a member without a membership record: 'Membership Required' in yellow", async ({ newContext, browser, unpaidSession }) => {
    const { context, page } = await signedIn({ browser, newContext }, unpaidSession, 'mobile')
    await nav(page).getByRole('button', { name: 'Menu' }).click()
    await expect(badge(page)).toHaveText(`Membership RequiredYear: ${membershipYear()}`)
    await expect.poll(() => tone(badge(page))).toBe('yellow')

    // In the mobile menu the dropdown opens in place; Escape closes it and leaves the menu open.
    await trigger(page, UNPAID.name).click()
    await expect(nav(page).getByRole('link', { name: 'Submit Grievance' })).toBeVisible()
    await screenShot(page, 'account-header-member-mobile')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(trigger(page, UNPAID.name)).toHaveAttribute('aria-expanded', 'false')
    await expect(nav(page).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true')
    await trigger(page, UNPAID.name).click()
    await nav(page).getByRole('link', { name: 'Submit Grievance' }).click()
    await page.waitForURL(`${base}/grievance`)
    await expect(nav(page).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    await context.close()
  })

  test('an admin: Dashboard, List Users, Media Management, Sign out, and no badge', async ({ newContext, browser, adminSession }) => {
    const { context, page } = await signedIn({ browser, newContext }, adminSession)
    await trigger(page, 'Administrator').click()
    await expect
      .poll(() => menuItems(page, 'Administrator'))
      .toEqual([
        { label: 'Dashboard', href: '/admin/dashboard' },
        { label: 'List Users', href: '/admin/users' },
        { label: 'Media Management', href: '/admin/media' },
        { label: 'Sign out', href: null },
      ])
    await page.waitForLoadState('networkidle')
    await expect(badge(page)).toHaveCount(0)
    await screenShot(page, 'account-header-admin-desktop')
    await context.close()
  })

  test("an editor: the member items plus 'Content (CMS)', and login lands on /cms", async ({ newContext, adminSession }) => {
    const admin = adminSession
    const context = await newContext()
    const email = `editor.${Date.now()}@example.org`
    const created = await context.request.post(`${base}/cms-api/users`, {
      headers: { Authorization: `JWT ${admin.token}` },
      data: { email, password: 'Editor-pass-2026', name: 'Office Editor', role: 'editor' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const page = await context.newPage()
    await page.goto(`${base}/login`)
    await page
      .locator('main')
      .getByLabel(/^Email/)
      .fill(email)
    await page
      .locator('main')
      .getByLabel(/^Password/)
      .fill('Editor-pass-2026')
    await page.locator('main').getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/cms(\/|$)/)
    await page.goto(`${base}/`)
    await trigger(page, 'Office Editor').click()
    await expect
      .poll(() => menuItems(page, 'Office Editor'))
      .toEqual([
        { label: 'Profile', href: '/profile' },
        { label: 'Download Certificate', href: '/certificate' },
        { label: 'Submit Grievance', href: '/grievance' },
        { label: 'Content (CMS)', href: '/cms' },
        { label: 'Sign out', href: null },
      ])
    await context.close()
  })

  test('keeps the header height of the signed-out bar at 1280 px (no shift when the session is read)', async ({ newContext, browser }) => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto(`${base}/`)
    const signedOut = (await page.locator('header').first().boundingBox())!.height
    await context.close()
    for (const who of [PAID, UNPAID]) {
      const { context: c, page: p } = await signedIn({ browser, newContext }, await sessionOf(browser, who))
      await badge(p).waitFor()
      await expect.poll(async () => (await p.locator('header').first().boundingBox())!.height, { message: who.email }).toBe(signedOut)
      await screenShot(p, `account-header-${who === PAID ? 'paid' : 'unpaid'}-desktop`)
      await c.close()
    }
  })

  test("falls back to 'Profile' as the title when the stored name is empty", async ({ newContext, browser, unpaidSession }) => {
    const session = unpaidSession
    const { context, page } = await signedIn({ browser, newContext }, { ...session, user: { ...session.user, name: '' } })
    await trigger(page, 'Profile').waitFor()
    await trigger(page, 'Profile').click()
    await expect(nav(page).getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('href', '/profile')
    await context.close()
  })
})

test.describe('the session', () => {
  test('is restored only when both token and userData are stored', async ({ newContext, memberSession }) => {
    const session = memberSession
    for (const keep of ['token', 'userData'] as const) {
      const context = await newContext()
      const page = await context.newPage()
      await page.goto(`${base}/`)
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [keep, keep === 'token' ? session.token : JSON.stringify(session.user)],
      )
      await page.reload()
      await page.waitForLoadState('networkidle')
      await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible()
      await expect(trigger(page, PAID.name)).toHaveCount(0)
      await context.close()
    }
  })

  test('signs out: the server forgets the token, storage is cleared, and the visitor is home', async ({ newContext, browser }) => {
    const { user, token } = await freshMember(browser, { name: 'Rekha Pal' })
    const { context, page } = await signedIn({ browser, newContext }, { token, user }, 'desktop', '/profile')
    await page.locator('main dl').waitFor()
    await trigger(page, 'Rekha Pal').click()
    await nav(page).getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL(`${base}/`)
    await expect.poll(() => storage(page)).toEqual({ token: null, userData: null })
    await nav(page).getByRole('link', { name: 'Login' }).waitFor({ state: 'visible' })
    const res = await page.request.get(`${base}/api/auth/profile`, { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status()).toBe(401)
    await context.close()
  })

  test('ends cleanly on a dead token: storage cleared and on to /login, no error page', async ({ newContext, browser, unpaidSession }) => {
    const session = unpaidSession
    const { context, page } = await signedIn(
      { browser, newContext },
      { ...session, token: `${session.token.slice(0, -4)}AAAA` },
      'desktop',
      '/profile',
    )
    await page.waitForURL(`${base}/login?next=%2Fprofile`)
    await expect.poll(() => storage(page)).toEqual({ token: null, userData: null })
    await expect(page.locator('main h1')).toHaveText('Login')
    await context.close()
  })

  test('a token revoked elsewhere (logout from another device) ends the session on the next call', async ({
    newContext,
    browser,
    unpaidSession,
  }) => {
    const session = unpaidSession
    const { context, page } = await signedIn({ browser, newContext }, session, 'mobile', '/grievance')
    await page.locator('main form').waitFor()
    // The page's own start-up calls (the session, the membership) are over: the submit below is the next call.
    await page.waitForLoadState('networkidle')
    const out = await page.request.post(`${base}/api/auth/logout`, { headers: { Authorization: `Bearer ${session.token}` } })
    expect(out.status()).toBe(200)
    await page
      .locator('main')
      .getByLabel(/^Subject/)
      .fill('Salary delay')
    await page
      .locator('main')
      .getByLabel(/^Description/)
      .fill('Three months without honorarium.')
    await page.locator('main').getByRole('button', { name: 'Submit Grievance' }).click()
    await page.waitForURL(`${base}/login?next=%2Fgrievance`)
    await expect.poll(() => storage(page)).toEqual({ token: null, userData: null })
    await context.close()
  })

  test('a revoked token on a public page signs the visitor out quietly, without leaving the page', async ({
    newContext,
    browser,
    unpaidSession,
  }) => {
    const session = unpaidSession
    const out = await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${session.token}` } })
    expect(out.status).toBe(200)
    const { context, page } = await signedIn({ browser, newContext }, session, 'desktop', '/about')
    // The signed-out links show before the session is read, so wait for the 401 to clear storage.
    await expect.poll(() => storage(page), { timeout: 10_000 }).toEqual({ token: null, userData: null })
    await nav(page).getByRole('link', { name: 'Login' }).waitFor()
    await expect(page).toHaveURL(`${base}/about`)
    await context.close()
  })
})
