import type { Page } from '@playwright/test'

import { base, byLabel, expectNoAxeViolations, fieldError, freshMember, nav, type Viewport } from '../../support/account'
import { holdRequests, screenshot } from '../../support/browser'
import { expect, test, type Fx } from '../../support/browser-fixtures'

/**
 * /profile in Chromium on a freshly registered member (the demo members stay
 * as they are): loading, the read-only list, edit, cancel, save, and the
 * error states of spec §8.
 */
const LABELS = [
  'Full name',
  'Gender',
  'Email address',
  'EHRMS Code',
  'Block',
  'Date of Joining',
  'Date of Birth',
  'Phone number',
  'Designation',
  'District',
  'Ayushman Arogya Mandir',
]

async function openProfile({ browser, newContext }: Fx, vp: Viewport = 'desktop', hold = false) {
  const registered = await freshMember(browser, { name: 'Meena Kumari', phone: '9000011111', district: 'Agra', block: '', joiningDate: '' })
  const context = await newContext(vp, registered)
  const page = await context.newPage()
  const release = hold ? await holdRequests(page, '**/api/auth/profile') : () => {}
  await page.goto(`${base}/profile`)
  return { context, page, release, ...registered }
}

/** The read-only list as {label: value}. */
async function shown(page: Page): Promise<Record<string, string>> {
  await page.locator('main dl').waitFor()
  const rows = await page
    .locator('main dl > div')
    .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']))
  return Object.fromEntries(rows)
}

test.describe('the profile page', () => {
  test("shows 'Loading profile...', then the member's details", async ({ newContext, browser }) => {
    const { context, page, release, member } = await openProfile({ browser, newContext }, 'desktop', true)
    await page.getByText('Loading profile...').waitFor()
    release()
    const list = await shown(page)
    expect(Object.keys(list)).toEqual(LABELS)
    expect(list).toMatchObject({
      'Full name': 'Meena Kumari',
      Gender: 'Female',
      'Email address': member.email,
      'EHRMS Code': member.ehrms,
      Block: 'Not provided',
      'Date of Birth': '20-05-1990',
      'Phone number': '9000011111',
      Designation: 'Community Health Officer',
      District: 'Agra',
    })
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await context.close()
  })

  test('edits: Cancel restores the saved values, Save checks, stores and says so', async ({ newContext, browser }) => {
    const { context, page, token, member } = await openProfile({ browser, newContext })
    const main = page.locator('main')
    await shown(page)
    await main.getByRole('button', { name: 'Edit Profile' }).click()
    await expect(byLabel(page, 'Email address')).toHaveAttribute('readonly')
    await expect(byLabel(page, 'EHRMS Code')).toHaveAttribute('readonly')
    await byLabel(page, 'Full name').fill('Somebody Else')
    await byLabel(page, 'District').selectOption('Varanasi')
    await main.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => shown(page)).toMatchObject({ 'Full name': 'Meena Kumari', District: 'Agra' })
    await main.getByRole('button', { name: 'Edit Profile' }).click()
    await expect(byLabel(page, 'Full name')).toHaveValue('Meena Kumari')

    await byLabel(page, 'Full name').fill('')
    await byLabel(page, 'Phone number').fill('12345')
    await byLabel(page, 'Date of Birth').fill('')
    await byLabel(page, 'District').selectOption('')
    await main.getByRole('button', { name: 'Save Changes' }).click()
    await expect.poll(() => fieldError(page, 'Full name')).toBe('Name is required')
    await expect.poll(() => fieldError(page, 'Phone number')).toBe('Please enter a valid 10-digit phone number')
    await expect.poll(() => fieldError(page, 'Date of Birth')).toBe('Dob is required')
    await expect.poll(() => fieldError(page, 'District')).toBe('District is required')
    await screenshot(page, 'account-profile-edit-errors-desktop')

    await byLabel(page, 'Full name').fill('Meena Kumari Verma')
    await expect.poll(() => fieldError(page, 'Full name')).toBeNull()
    await byLabel(page, 'Phone number').fill('9000022222')
    await byLabel(page, 'Date of Birth').fill('1991-06-30')
    await byLabel(page, 'District').selectOption('Varanasi')
    await byLabel(page, 'Block').fill('Kashi Vidyapeeth')
    await main.getByRole('button', { name: 'Save Changes' }).click()
    await main.getByText('Profile updated successfully!').waitFor()
    await expect
      .poll(() => shown(page))
      .toMatchObject({
        'Full name': 'Meena Kumari Verma',
        'Phone number': '9000022222',
        'Date of Birth': '30-06-1991',
        District: 'Varanasi',
        Block: 'Kashi Vidyapeeth',
        'Email address': member.email,
      })
    // The header follows the new name.
    await expect(nav(page).getByRole('button', { name: 'Meena Kumari Verma', exact: true })).toBeVisible()
    const res = await page.request.get(`${base}/api/auth/profile`, { headers: { Authorization: `Bearer ${token}` } })
    expect(await res.json()).toMatchObject({
      name: 'Meena Kumari Verma',
      phone: '9000022222',
      dob: '1991-06-30',
      district: 'Varanasi',
      email: member.email,
    })

    // Cancel after a save restores the newly saved values.
    await main.getByRole('button', { name: 'Edit Profile' }).click()
    await byLabel(page, 'Phone number').fill('9999999999')
    await main.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(async () => (await shown(page))['Phone number']).toBe('9000022222')
    await context.close()
  })

  test("shows a save error in a red banner above the form: the server's message, else 'Failed to update profile'", async ({
    newContext,
    browser,
  }) => {
    const { context, page } = await openProfile({ browser, newContext }, 'mobile')
    const main = page.locator('main')
    await shown(page)
    await main.getByRole('button', { name: 'Edit Profile' }).click()
    await page.route('**/api/auth/profile', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, json: { message: 'Please select a district from the list' } })
        : route.continue(),
    )
    await main.getByRole('button', { name: 'Save Changes' }).click()
    const banner = main.getByRole('alert')
    await expect(banner).toHaveText('Please select a district from the list')
    const [bannerBox, formBox] = [await banner.boundingBox(), await byLabel(page, 'Full name').boundingBox()]
    expect(bannerBox!.y).toBeLessThan(formBox!.y)
    await expect(banner).toHaveCSS('color', 'rgb(185, 28, 28)')
    await screenshot(page, 'account-profile-save-error-mobile')

    await page.unroute('**/api/auth/profile')
    await page.route('**/api/auth/profile', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
    )
    await main.getByRole('button', { name: 'Save Changes' }).click()
    await expect(banner).toHaveText('Failed to update profile')
    // Still editing, values kept.
    await expect(byLabel(page, 'Full name')).toHaveValue('Meena Kumari')
    await context.close()
  })

  test("shows 'Failed to fetch profile data' or 'Failed to load profile' when the profile cannot be read", async ({
    newContext,
    browser,
  }) => {
    const registered = await freshMember(browser)
    const context = await newContext('desktop', registered)
    const page = await context.newPage()
    await page.route('**/api/auth/profile', (route) => route.fulfill({ status: 500, body: '' }))
    await page.goto(`${base}/profile`)
    await expect(page.locator('main [role="alert"]')).toHaveText('Failed to fetch profile data')
    await page.unroute('**/api/auth/profile')
    await page.route('**/api/auth/profile', (route) => route.abort('internetdisconnected'))
    await page.reload()
    await expect(page.locator('main [role="alert"]')).toHaveText('Failed to load profile')
    await context.close()
  })

  for (const vp of ['mobile', 'desktop'] as const)
    test(`(${vp}) looks right and has no accessibility violations, viewing and editing`, async ({ newContext, browser }) => {
      const { context, page } = await openProfile({ browser, newContext }, vp)
      await shown(page)
      await expectNoAxeViolations(page)
      await screenshot(page, `account-profile-${vp}`)
      await page.locator('main').getByRole('button', { name: 'Edit Profile' }).click()
      await expectNoAxeViolations(page)
      await screenshot(page, `account-profile-edit-${vp}`)
      await context.close()
    })
})
