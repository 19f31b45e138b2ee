import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'

import { RATE_LIMITS } from '../../../src/platform/config/limits'
import { base, sessionOf, type Viewport } from '../../support/account'
import { E2E_ADMIN } from '../../support/app-setup'
import { holdRequests, screenshot } from '../../support/browser'
import { expect, test, type Fixtures } from '../../support/browser-fixtures'

/**
 * The contact form in Chromium against the production build: the shared
 * validation in the spec's order, the sending state, success and every error
 * path, and the stored submission as the office sees it.
 */
// Each context is its own client address (the newContext fixture), so the server's
// rate limit of 5 per 10 minutes per address never mixes tests up.
function formOf(page: Page) {
  const form = page.locator('main').getByRole('form', { name: 'Contact form' })
  return {
    form,
    name: form.getByLabel('Name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    message: form.getByLabel('Message', { exact: true }),
    status: form.getByRole('status'),
    button: form.getByRole('button'),
  }
}

/** 'green' or 'red' by the dominant channel of the text colour (the exact shades are the site's tokens). */
async function color(el: Locator): Promise<string> {
  const rgb = await el.evaluate((node) => getComputedStyle(node).color)
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number)
  return g > r && g > b ? 'green' : r > g && r > b ? 'red' : rgb
}

// The site's session of the admin (with the code step): the same Payload token /cms-api takes.
async function adminToken(page: Page): Promise<string> {
  return (await sessionOf(page.context().browser()!, E2E_ADMIN)).token
}

test.describe('the contact form', () => {
  for (const [path, vp] of [
    ['/contact', 'desktop'],
    ['/', 'mobile'],
  ] as const)
    test(`on ${path} (${vp}): validates in order, shows Sending..., thanks the visitor and stores the message`, async ({ newContext }) => {
      const context = await newContext(vp)
      const page = await context.newPage()
      await page.goto(`${base}${path}`)
      const f = formOf(page)
      await f.form.scrollIntoViewIfNeeded()
      await expect(f.button).toHaveText('Send Message')

      await f.button.click()
      await expect(f.status).toHaveText('Name is required')
      await expect.poll(() => color(f.status)).toBe('red')
      await expect(f.name).toBeFocused()
      await expect(f.name).toHaveAttribute('aria-invalid', 'true')

      await f.name.fill('   ')
      await f.button.click()
      await expect(f.status).toHaveText('Name is required')

      await f.name.fill('Ramesh Kumar')
      await f.button.click()
      await expect(f.status).toHaveText('Email is required')
      await expect(f.email).toBeFocused()

      await f.email.fill('ramesh.example.org')
      await f.button.click()
      await expect(f.status).toHaveText('Please enter a valid email address')
      if (vp === 'mobile') await screenshot(page, 'contact-form-error-mobile')

      const email = `ramesh-${Date.now()}-${vp}@example.org`
      await f.email.fill(email)
      await f.button.click()
      await expect(f.status).toHaveText('Message is required')

      const message = `Please share the dates of the next NCD training (${vp}).`
      await f.message.fill(`  ${message}  `)
      const release = await holdRequests(page, '**/api/common/contact-us')
      await f.button.click()
      await expect(f.button).toHaveText('Sending...')
      await expect(f.button).toBeDisabled()
      // The earlier message is gone as soon as the new submit starts.
      await expect(f.status).toHaveText('')
      release()

      await expect(f.status).toHaveText('Thank you for your message! We will get back to you soon.')
      await expect.poll(() => color(f.status)).toBe('green')
      for (const field of [f.name, f.email, f.message]) await expect(field).toHaveValue('')
      await expect(f.button).toHaveText('Send Message')
      await expect(f.button).toBeEnabled()
      await screenshot(page, `contact-form-success-${vp}`)

      // The office sees it as a pending submission, trimmed.
      const token = await adminToken(page)
      const res = await page.request.get(`${base}/cms-api/contact-submissions?where[email][equals]=${encodeURIComponent(email)}`, {
        headers: { Authorization: `JWT ${token}` },
      })
      const { docs } = (await res.json()) as { docs: { name: string; message: string; status: string }[] }
      expect(docs).toEqual([expect.objectContaining({ name: 'Ramesh Kumar', message, status: 'pending' })])
      await context.close()
    })

  async function filledForm(newContext: Fixtures['newContext'], vp: Viewport = 'desktop') {
    const context = await newContext(vp)
    const page = await context.newPage()
    await page.goto(`${base}/contact`)
    const f = formOf(page)
    await f.name.fill('Sunita')
    await f.email.fill('sunita@example.org')
    await f.message.fill('Hello')
    return { context, page, f }
  }

  test("shows the server's message in red when the server refuses", async ({ newContext }) => {
    const { context, page, f } = await filledForm(newContext)
    await page.route('**/api/common/contact-us', (route) =>
      route.fulfill({ status: 400, json: { message: 'Email domain is not accepted' } }),
    )
    await f.button.click()
    await expect(f.status).toHaveText('Email domain is not accepted')
    await expect.poll(() => color(f.status)).toBe('red')
    // The visitor's text stays, to correct and send again.
    await expect(f.message).toHaveValue('Hello')
    await context.close()
  })

  test("shows 'Something went wrong' when an error response has no message", async ({ newContext }) => {
    const { context, page, f } = await filledForm(newContext)
    await page.route('**/api/common/contact-us', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    )
    await f.button.click()
    await expect(f.status).toHaveText('Something went wrong')
    await expect.poll(() => color(f.status)).toBe('red')
    await context.close()
  })

  test('shows the network-failure message when the request cannot be sent', async ({ newContext }) => {
    const { context, page, f } = await filledForm(newContext)
    await page.route('**/api/common/contact-us', (route) => route.abort('internetdisconnected'))
    await f.button.click()
    await expect(f.status).toHaveText('Something went wrong. Please try again later.')
    await expect.poll(() => color(f.status)).toBe('red')
    await expect(f.button).toHaveText('Send Message')
    await context.close()
  })

  test("shows the server's default thank-you when the success response has no message", async ({ newContext }) => {
    const { context, page, f } = await filledForm(newContext)
    await page.route('**/api/common/contact-us', (route) => route.fulfill({ status: 201, json: {} }))
    await f.button.click()
    await expect(f.status).toHaveText('Thank you for your message! We will get back to you soon.')
    await context.close()
  })

  test('tells a visitor who sent too many messages to wait (the real server, one message over the limit)', async ({ newContext }) => {
    const { context, page, f } = await filledForm(newContext, 'mobile')
    for (let i = 0; i < RATE_LIMITS.contact.limit; i++) {
      const res = await page.request.post(`${base}/api/common/contact-us`, {
        data: { name: 'Sunita', email: 'sunita@example.org', message: `Message ${i}` },
      })
      expect(res.status()).toBe(201)
    }
    await f.button.click()
    await expect(f.status).toHaveText('Too many messages from your connection. Please try again in a few minutes.')
    await expect.poll(() => color(f.status)).toBe('red')
    await context.close()
  })

  test('has no accessibility violations while showing an error', async ({ newContext }) => {
    const context = await newContext('mobile')
    const page = await context.newPage()
    await page.goto(`${base}/contact`)
    const f = formOf(page)
    await f.name.fill('Sunita')
    await f.button.click()
    await expect(f.status).toHaveText('Email is required')
    const results = await new AxeBuilder({ page }).include('main form').analyze()
    expect(results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([])
    await context.close()
  })
})
