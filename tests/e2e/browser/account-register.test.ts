import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { holdRequests, launchBrowser, screenshot } from '../../support/browser'
import { base, byLabel, collectAlerts, expectNoAxeViolations, fieldError, nav, newContext, newMember, storage, type Viewport } from '../../support/account'

/**
 * /membership in Chromium against the production build: the form of spec §3,
 * each validation message of spec §5 under its field with the alert, a
 * registration that signs the new member in, and the failure alerts of §8.
 */
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

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

async function openForm(vp: Viewport = 'desktop') {
  const context = await newContext(browser, vp)
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
  for (const key of ['name', 'email', 'ehrms', 'block', 'joiningDate', 'dob', 'phone', 'ayushman', 'password', 'confirmPassword'] as const) {
    await field(key).fill(String(member[key]))
  }
  await field('gender').selectOption(member.gender)
  await field('district').selectOption(member.district)
  await page.locator('main').getByRole('checkbox').check()
}

describe('the registration form', () => {
  it('shows the fields of spec §3 with their defaults', async () => {
    const { context, page, main, field, privacy, submit } = await openForm()
    expect(await page.title()).toMatch(/^Become A Member/)
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe('Become A Member')
    expect(await main.getByRole('heading', { name: 'Registration Form' }).isVisible()).toBe(true)
    expect(await field('gender').inputValue()).toBe('Male')
    expect(await field('gender').locator('option').allTextContents()).toEqual(['Male', 'Female', 'Other'])
    expect(await field('designation').inputValue()).toBe('Community Health Officer')
    expect(await field('designation').getAttribute('readonly')).not.toBeNull()
    expect(await field('ayushman').inputValue()).toBe('Ayushman Arogya Mandir')
    const districts = await field('district').locator('option').allTextContents()
    expect(districts.length).toBe(76)
    expect([districts[1], districts[75]]).toEqual(['Agra', 'Varanasi'])
    expect(await privacy.isChecked()).toBe(false)
    expect(await main.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe('/privacy-policy')
    expect(await main.getByText('At least 8 characters').isVisible()).toBe(true)
    expect(await submit.textContent()).toBe('Submit Registration')
    expect(await main.getByRole('link', { name: 'Already have an account? Login here' }).getAttribute('href')).toBe('/login')

    // Each password field has its own show/hide toggle.
    await field('password').fill('secret-one')
    await main.getByRole('button', { name: 'Show password', exact: true }).click()
    expect(await field('password').getAttribute('type')).toBe('text')
    await main.getByRole('button', { name: 'Hide password', exact: true }).click()
    expect(await field('password').getAttribute('type')).toBe('password')
    await main.getByRole('button', { name: 'Show confirm password' }).click()
    expect(await field('confirmPassword').getAttribute('type')).toBe('text')
    await context.close()
  })

  it.each(['mobile', 'desktop'] as const)('(%s) shows every required-field message under its field, with the alert', async (vp) => {
    const { context, page, alerts, field, submit } = await openForm(vp)
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
      expect(await fieldError(page, LABELS[key as keyof typeof LABELS]), key).toBe(message)
      expect(await field(key as keyof typeof LABELS).getAttribute('aria-invalid')).toBe('true')
    }
    expect(await fieldError(page, LABELS.block)).toBeNull()
    expect(await page.locator('main').getByText('You must accept the privacy policy').isVisible()).toBe(true)
    expect(await field('name').evaluate((el) => el === document.activeElement)).toBe(true)
    await screenshot(page, `account-register-errors-${vp}`)
    await expectNoAxeViolations(page)

    // Editing a field clears its error only.
    await field('name').fill('S')
    expect(await fieldError(page, LABELS.name)).toBeNull()
    expect(await fieldError(page, LABELS.email)).toBe('Email is required')
    await context.close()
  })

  it('shows the format, length, match and consent messages', async () => {
    const { context, page, alerts, field, submit } = await openForm()
    await fill(page, field, newMember({ email: 'sunita.example.org', phone: '98111', password: 'short', confirmPassword: 'different' }))
    await page.locator('main').getByRole('checkbox').uncheck()
    await submit.click()
    await expect.poll(() => alerts).toEqual(['Please fill in all required fields correctly'])
    expect(await fieldError(page, LABELS.email)).toBe('Please enter a valid email address')
    expect(await fieldError(page, LABELS.phone)).toBe('Please enter a valid 10-digit phone number')
    expect(await fieldError(page, LABELS.password)).toBe('Password must be at least 8 characters long')
    expect(await fieldError(page, LABELS.confirmPassword)).toBe('Passwords do not match')
    expect(await page.locator('main').getByText('You must accept the privacy policy').isVisible()).toBe(true)
    expect(await field('email').evaluate((el) => el === document.activeElement)).toBe(true)

    await field('password').fill('long-enough-1')
    await field('confirmPassword').fill('long-enough-2')
    await submit.click()
    await expect.poll(() => alerts.length).toBe(2)
    expect(await fieldError(page, LABELS.password)).toBeNull()
    expect(await fieldError(page, LABELS.confirmPassword)).toBe('Passwords do not match')
    await context.close()
  })

  it('registers, stores the session, alerts success and goes to /certificate', async () => {
    const { context, page, alerts, field, submit } = await openForm('mobile')
    const member = newMember({ name: 'Kavita Singh' })
    await fill(page, field, member)
    const release = await holdRequests(page, '**/api/auth/register')
    await submit.click()
    await expect.poll(() => submit.textContent()).toBe('Submitting...')
    expect(await submit.isDisabled()).toBe(true)
    release()
    await page.waitForURL(`${base}/certificate`)
    expect(alerts).toEqual(['Registration successful!'])
    const stored = await storage(page)
    expect(stored.token).toMatch(/\S{20,}/)
    expect(JSON.parse(stored.userData!)).toEqual({ role: 'member', name: 'Kavita Singh', email: member.email })

    // The new member is signed in: the header shows their name, and the token works.
    await nav(page).getByRole('button', { name: 'Menu' }).click()
    await expect.poll(() => nav(page).getByRole('button', { name: /Kavita Singh/ }).count()).toBe(1)
    const profile = await page.request.get(`${base}/api/auth/profile`, { headers: { Authorization: `Bearer ${stored.token}` } })
    expect(profile.status()).toBe(200)
    expect(await profile.json()).toMatchObject({ email: member.email, ehrms: member.ehrms, district: 'Lucknow', role: 'member' })
    await context.close()
  })

  it("alerts the server's message, 'Registration failed' without one, and the network message", async () => {
    const { context, page, alerts, field, submit } = await openForm()
    const member = newMember()
    await fill(page, field, { ...member, email: 'demo.member@example.org' })
    await submit.click()
    await expect.poll(() => alerts).toEqual(['An account with this email already exists'])
    expect(page.url()).toBe(`${base}/membership`)
    expect(await submit.isDisabled()).toBe(false)

    await page.route('**/api/auth/register', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>oops</h1>' }))
    await submit.click()
    await expect.poll(() => alerts.at(-1)).toBe('Registration failed')

    await page.unroute('**/api/auth/register')
    await page.route('**/api/auth/register', (route) => route.abort('internetdisconnected'))
    await submit.click()
    await expect.poll(() => alerts.at(-1)).toBe('Registration failed. Please try again.')
    expect((await storage(page)).token).toBeNull()
    await context.close()
  })

  it.each(['mobile', 'desktop'] as const)('(%s) looks right and has no accessibility violations', async (vp) => {
    const { context, page } = await openForm(vp)
    await expectNoAxeViolations(page)
    await screenshot(page, `account-register-${vp}`)
    await context.close()
  })
})
