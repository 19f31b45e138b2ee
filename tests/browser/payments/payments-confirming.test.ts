import { base, freshMember, type Viewport } from '../../support/account'
import { screenshot } from '../../support/browser'
import { expect, test, type Fx } from '../../support/browser-fixtures'

/**
 * The verify call dies after checkout took the money (network, a killed
 * instance): the member sees "we are confirming your payment", not 'Pay Now',
 * until the payment is settled by the webhook or reconciliation. Here the
 * settling comes from Pay again's own open-order check (create-order credits
 * the captured sandbox payment), as reconciliation would.
 */
const CONFIRMING = 'We are confirming your payment'

async function paidButVerifyDied({ browser, newContext }: Fx, vp: Viewport) {
  const registered = await freshMember(browser, { name: 'Sunita Yadav', phone: '9000033333', district: 'Agra' })
  const context = await newContext(vp, registered)
  const page = await context.newPage()
  await page.goto(`${base}/certificate`)
  await page.getByRole('heading', { name: 'Certificate Access' }).waitFor()
  await page.route('**/api/auth/verify-payment', (route) => route.abort('connectionreset'))
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Pay' }).click()
  return { context, page, ...registered }
}

test.describe('a verify call without an answer', () => {
  for (const vp of ['mobile', 'desktop'] as const) {
    test(`shows "confirming" instead of Pay Now, on /certificate and /payment-status (${vp})`, async ({ newContext, browser }) => {
      const { context, page, token } = await paidButVerifyDied({ browser, newContext }, vp)
      await page.getByRole('status').filter({ hasText: CONFIRMING }).waitFor()
      await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0)
      // The status chip says the same, not 'Unpaid'.
      await expect(page.locator('main dd span', { hasText: /^confirming payment$/ })).toBeVisible()
      await expect(page.locator('main [role="alert"]')).toHaveCount(0)
      await screenshot(page, `payments-confirming-${vp}`)
      // A reload keeps the note: the marker outlives the page, the payment is still open.
      await page.goto(`${base}/payment-status`)
      await page.getByRole('status').filter({ hasText: CONFIRMING }).waitFor()
      await expect(page.locator('main dd span', { hasText: /^confirming payment$/ })).toBeVisible()
      await screenshot(page, `payments-confirming-status-${vp}`)

      // Settled (here by the open-order check a second create-order runs): the page moves on by itself.
      const again = await page.request.post(`${base}/api/auth/create-order`, { headers: { Authorization: `Bearer ${token}` } })
      expect(again.status()).toBe(409)
      await page.goto(`${base}/certificate`)
      await page.getByRole('heading', { name: 'Your Membership Certificate' }).waitFor({ timeout: 20_000 })
      await context.close()
    })
  }
})
