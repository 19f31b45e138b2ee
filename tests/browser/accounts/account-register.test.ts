import type { Page } from '@playwright/test'

import {
  base,
  byLabel,
  collectAlerts,
  expectNoAxeViolations,
  fieldError,
  nav,
  newMember,
  storage,
  type Viewport,
} from '../../support/account'
import { holdRequests, screenshot } from '../../support/browser'
import { expect, test, type Fx } from '../../support/browser-fixtures'

/**
 * /membership in Chromium against the production build: the form of spec §3,
 * each validation message of spec §5 under its field with the alert, a
 * registration that signs the new member in, and the failure alerts of §8.
 */
const LABELS = {
  name: 'Full Name',
  gender: 'Gender',
  email: 'Email Address',
  ehrms: 'EHRMS Code',
  block: 'Block',
  joiningDate: 'Date of Joining',
  dob: 'Date of Birth',
  phone: 'Phone Number',
  designation: 'Designation',
  district: 'District',
  ayushman: 'Ayushman Arogya Mandir',
  password: 'Password',
  confirmPassword: 'Confirm Password',
} as const

async function openForm({ browser, newContext }: Fx, vp: Viewport = 'desktop') {
  const context = await newContext(vp)
  const page = await context.newPage()
  const alerts = collectAlerts(page)
  await page.goto(`${base}/membership`)
  const main = page.locator('main')
  const field = (key: keyof typeof LABELS) => byLabel(page, LABELS[key])
  const privacy = main.getByRole('checkbox')
  const submit = main.getByRole('button', { name: /^Submit/ })
  return { context, page, alerts, main, field, privacy, submit }
}

async function fill(page: Page, field: (k: keyof typeof LABELS) => ReturnType<Page['locator']>, member: ReturnType<typeof newMember>) {
  for (const key of [
    'name',
    'email',
    'ehrms',
    'block',
    'joiningDate',
    'dob',
    'phone',
    'ayushman',
    'password',
    'confirmPassword',
  ] as const) {
    await field(key).fill(String(member[key]))
  }
  await field('gender').selectOption(member.gender)
  await field('district').selectOption(member.district)
  await page.locator('main').getByRole('checkbox').check()
}

test.describe('the registration form', () => {
  test('shows the fields of spec §3 with their defaults', async ({ newContext, browser }) => {
    const { context, page, main, field, privacy, submit } = await openForm({ browser, newContext })
    await expect(page).toHaveTitle(/^Become A Member/)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Become A Member')
    await expect(main.getByRole('heading', { name: 'Registration Form' })).toBeVisible()
    await expect(field('gender')).toHaveValue('Male')
    await expect(field('gender').locator('option')).toHaveText(['Male', 'Female', 'Other'])
    await expect(field('designation')).toHaveValue('Community Health Officer')
    await expect(field('designation')).toHaveAttribute('readonly')
    await expect(field('ayushman')).toHaveValue('Ayushman Arogya Mandir')
    const districts = field('district').locator('option')
    await expect(districts).toHaveCount(76)
    await expect(districts.nth(1)).toHaveText('Agra')
    await expect(districts.nth(75)).toHaveText('Varanasi')
    await expect(privacy).not.toBeChecked()
    await expect(main.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy')
    await expect(main.getByText('At least 8 characters')).toBeVisible()
    await expect(submit).toHaveText('Submit Registration')
    await expect(main.getByRole('link', { name: 'Already have an account? Login here' })).toHaveAttribute('href', '/login')

    // Each password field has its own show/hide toggle.
    await field('password').fill('secret-one')
    await main.getByRole('button', { name: 'Show password', exact: true }).click()
    await expect(field('password')).toHaveAttribute('type', 'text')
    await main.getByRole('button', { name: 'Hide password', exact: true }).click()
    await expect(field('password')).toHaveAttribute('type', 'password')
    await main.getByRole('button', { name: 'Show confirm password' }).click()
    await expect(field('confirmPassword')).toHaveAttribute('type', 'text')
    await context.close()
  })

  for (const vp of ['mobile', 'desktop'] as const)
    test(`(${vp}) shows every required-field message under its field, with the alert`, async ({ newContext, browser }) => {
      const { context, page, alerts, field, submit } = await openForm({ browser, newContext }, vp)
      await submit.click()
      await expect.poll(() => alerts).toEqual(['Please fill in all required fields correctly'])
      const expected: Record<string, string> = {
        name: 'Name is required',
        email: 'Email is required',
        ehrms: 'Ehrms is required',
        dob: 'Dob is required',
        phone: 'Phone is required',
        district: 'District is required',
        password: 'Password is required',
        confirmPassword: 'ConfirmPassword is required',
      }
      for (const [key, message] of Object.entries(expected)) {
        await expect.poll(() => fieldError(page, LABELS[key as keyof typeof LABELS]), { message: key }).toBe(message)
        await expect(field(key as keyof typeof LABELS)).toHaveAttribute('aria-invalid', 'true')
      }
      await expect.poll(() => fieldError(page, LABELS.block)).toBeNull()
      await expect(page.locator('main').getByText('You must accept the privacy policy')).toBeVisible()
      await expect(field('name')).toBeFocused()
      await screenshot(page, `account-register-errors-${vp}`)
      await expectNoAxeViolations(page)

      // Editing a field clears its error only.
      await field('name').fill('S')
      await expect.poll(() => fieldError(page, LABELS.name)).toBeNull()
      await expect.poll(() => fieldError(page, LABELS.email)).toBe('Email is required')
      await context.close()
    })

  test('shows the format, length, match and consent messages', async ({ newContext, browser }) => {
    const { context, page, alerts, field, submit } = await openForm({ browser, newContext })
    await fill(page, field, newMember({ email: 'sunita.example.org', phone: '98111', password: 'short', confirmPassword: 'different' }))
    await page.locator('main').getByRole('checkbox').uncheck()
    await submit.click()
    await expect.poll(() => alerts).toEqual(['Please fill in all required fields correctly'])
    await expect.poll(() => fieldError(page, LABELS.email)).toBe('Please enter a valid email address')
    await expect.poll(() => fieldError(page, LABELS.phone)).toBe('Please enter a valid 10-digit phone number')
    await expect.poll(() => fieldError(page, LABELS.password)).toBe('Password must be at least 8 characters long')
    await expect.poll(() => fieldError(page, LABELS.confirmPassword)).toBe('Passwords do not match')
    await expect(page.locator('main').getByText('You must accept the privacy policy')).toBeVisible()
    await expect(field('email')).toBeFocused()

    await field('password').fill('long-enough-1')
    await field('confirmPassword').fill('long-enough-2')
    await submit.click()
    await expect.poll(() => alerts.length).toBe(2)
    await expect.poll(() => fieldError(page, LABELS.password)).toBeNull()
    await expect.poll(() => fieldError(page, LABELS.confirmPassword)).toBe('Passwords do not match')
    await context.close()
  })

  test('registers, stores the session, alerts success and goes to /certificate', async ({ newContext, browser }) => {
    const { context, page, alerts, field, submit } = await openForm({ browser, newContext }, 'mobile')
    const member = newMember({ name: 'Kavita Singh' })
    await fill(page, field, member)
    const release = await holdRequests(page, '**/api/auth/register')
    await submit.click()
    await expect(submit).toHaveText('Submitting...')
    await expect(submit).toBeDisabled()
    release()
    await page.waitForURL(`${base}/certificate`)
    expect(alerts).toEqual(['Registration successful!'])
    const stored = await storage(page)
    expect(stored.token).toMatch(/\S{20,}/)
    expect(JSON.parse(stored.userData!)).toEqual({ role: 'member', name: 'Kavita Singh', email: member.email })

    // The new member is signed in: the header shows their name, and the token works.
    await nav(page).getByRole('button', { name: 'Menu' }).click()
    await expect(nav(page).getByRole('button', { name: /Kavita Singh/ })).toHaveCount(1)
    const profile = await page.request.get(`${base}/api/auth/profile`, { headers: { Authorization: `Bearer ${stored.token}` } })
    expect(profile.status()).toBe(200)
    expect(await profile.json()).toMatchObject({ email: member.email, ehrms: member.ehrms, district: 'Lucknow', role: 'member' })
    await context.close()
  })

  test("alerts the server's message, 'Registration failed' without one, and the network message", async ({ newContext, browser, demo }) => {
    const { context, page, alerts, field, submit } = await openForm({ browser, newContext })
    const member = newMember()
    await fill(page, field, { ...member, email: 'demo.member@example.org' })
    await submit.click()
    await expect.poll(() => alerts).toEqual(['An account with this email already exists'])
    await expect(page).toHaveURL(`${base}/membership`)
    await expect(submit).toBeEnabled()

    await page.route('**/api/auth/register', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>oops</h1>' }))
    await submit.click()
    await expect.poll(() => alerts.at(-1)).toBe('Registration failed')

    await page.unroute('**/api/auth/register')
    await page.route('**/api/auth/register', (route) => route.abort('internetdisconnected'))
    await submit.click()
    await expect.poll(() => alerts.at(-1)).toBe('Registration failed. Please try again.')
    await expect.poll(async () => (await storage(page)).token).toBeNull()
    await context.close()
  })

  for (const vp of ['mobile', 'desktop'] as const)
    test(`(${vp}) looks right and has no accessibility violations`, async ({ newContext, browser }) => {
      const { context, page } = await openForm({ browser, newContext }, vp)
      await expectNoAxeViolations(page)
      await screenshot(page, `account-register-${vp}`)
      await context.close()
    })
})
