import type { Page } from '@playwright/test'

import { base, expectNoAxeViolations, PAID, sessionOf, UNPAID, type Viewport } from '../../support/account'
import { holdRequests, screenshot } from '../../support/browser'
import { expect, test, type Fx } from '../../support/browser-fixtures'

/** /payment-status in Chromium for the two demo members, and the unpaid member's /certificate. */
async function open({ browser, newContext }: Fx, who: typeof PAID, path: string, vp: Viewport = 'desktop') {
  const context = await newContext(vp, await sessionOf(browser, who))
  const page = await context.newPage()
  await page.goto(`${base}${path}`)
  return { context, page }
}

async function rows(page: Page): Promise<Record<string, string>> {
  await page.locator('main dl').waitFor()
  const pairs = await page
    .locator('main dl > div')
    .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']))
  return Object.fromEntries(pairs)
}

const year = () => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date())

test.describe('the payment status page', () => {
  test('shows every field of the paid member', async ({ newContext, browser }) => {
    const { context, page } = await open({ browser, newContext }, PAID, '/payment-status')
    const shown = await rows(page)
    expect(Object.keys(shown)).toEqual([
      'Status',
      'Amount',
      'Membership Year',
      'Payment Date',
      'Transaction ID',
      'Membership ID',
      'Membership Start',
      'Membership End',
    ])
    expect(shown.Status).toBe('paid')
    expect(shown.Amount).toBe('₹100.00')
    expect(shown['Membership Year']).toBe(year())
    expect(shown['Payment Date']).toMatch(/^\d{2}-\d{2}-\d{4}$/)
    expect(shown['Transaction ID']).toMatch(/^pay_/)
    expect(shown['Membership ID']).toMatch(/^UPCHO-\d{4}-\d{6}$/)
    expect(shown['Membership Start']).toMatch(/^\d{2}-\d{2}-\d{4}$/)
    expect(shown['Membership End']).toBe(`31-12-${year()}`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)
    await screenshot(page, 'payments-status-desktop')
    await context.close()
  })

  test("shows 'Loading payment status...' first, and the unpaid member's status and fee", async ({ newContext, unpaidSession }) => {
    const context = await newContext('mobile', unpaidSession)
    const page = await context.newPage()
    const release = await holdRequests(page, '**/api/membership/current-year-status')
    await page.goto(`${base}/payment-status`)
    await page.getByText('Loading payment status...').waitFor()
    release()
    await expect.poll(() => rows(page)).toEqual({ Status: 'unpaid', Amount: '₹100.00', 'Membership Year': year() })
    await expectNoAxeViolations(page)
    await screenshot(page, 'payments-status-mobile')
    await context.close()
  })

  test("shows the server's error in red", async ({ newContext, unpaidSession }) => {
    const context = await newContext('desktop', unpaidSession)
    const page = await context.newPage()
    await page.route('**/api/membership/current-year-status', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Database unavailable' }) }),
    )
    await page.goto(`${base}/payment-status`)
    const alert = page.getByRole('alert').filter({ hasText: 'Database unavailable' })
    await alert.waitFor()
    await expect(alert).toHaveCSS('color', 'rgb(185, 28, 28)')
    await context.close()
  })
})

test.describe('the certificate page of an unpaid member', () => {
  test("shows 'Certificate Access', the status block and Pay Now once the gateway is ready", async ({ newContext, browser }) => {
    const { context, page } = await open({ browser, newContext }, UNPAID, '/certificate', 'mobile')
    await page.getByRole('heading', { name: 'Certificate Access' }).waitFor()
    await page.getByText('Complete your membership payment to access your certificate.').waitFor()
    const pay = page.getByRole('button', { name: 'Pay Now' })
    await pay.waitFor()
    await expect(pay).toBeEnabled()
    await expect.poll(async () => (await rows(page)).Status).toBe('unpaid')
    await expectNoAxeViolations(page)
    await screenshot(page, 'payments-access-mobile')
    await context.close()
  })

  test('keeps Pay Now disabled while the script loads, and says so when it fails', async ({ newContext, unpaidSession }) => {
    const context = await newContext('desktop', unpaidSession)
    const page = await context.newPage()
    const release = await holdRequests(page, '**/sandbox/checkout.js', 'abort')
    await page.goto(`${base}/certificate`)
    const loading = page.getByRole('button', { name: 'Loading Payment Gateway...' })
    await loading.waitFor()
    await expect(loading).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Click here to retry if it takes too long' })).toHaveAttribute('href', '/certificate')
    release()
    await page.getByRole('alert').filter({ hasText: 'Failed to load payment gateway. Please refresh the page and try again.' }).waitFor()
    await screenshot(page, 'payments-access-script-failed-desktop')
    await context.close()
  })

  test('says the gateway failed to initialise when the script defines no Razorpay', async ({ newContext, unpaidSession }) => {
    const context = await newContext('desktop', unpaidSession)
    const page = await context.newPage()
    await page.route('**/sandbox/checkout.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* nothing */' }),
    )
    await page.goto(`${base}/certificate`)
    await page.getByRole('alert').filter({ hasText: 'Payment gateway failed to initialize. Please refresh the page.' }).waitFor()
    await context.close()
  })
})
