import type { Request } from '@playwright/test'

import { base, expectNoAxeViolations, freshMember, type Viewport } from '../../support/account'
import { screenshot } from '../../support/browser'
import { expect, test, type Fx } from '../../support/browser-fixtures'

/**
 * Paying on /certificate in Chromium through the sandbox gateway (the e2e app
 * runs without RAZORPAY_KEY_ID): Pay Now → the test-mode modal → Pay gives the
 * certificate; Fail leaves the membership unpaid. Fresh members, so the demo
 * members stay as the other tests expect them.
 */
async function openUnpaid({ browser, newContext }: Fx, vp: Viewport) {
  const registered = await freshMember(browser, { name: 'Rekha Singh', phone: '9000022222', district: 'Agra' })
  const context = await newContext(vp, registered)
  const page = await context.newPage()
  await page.goto(`${base}/certificate`)
  await page.getByRole('heading', { name: 'Certificate Access' }).waitFor()
  return { context, page, ...registered }
}

test.describe('paying in the sandbox', () => {
  test('Pay Now → test-mode modal → Pay: verified, and the certificate appears', async ({ newContext, browser }) => {
    const { context, page, member } = await openUnpaid({ browser, newContext }, 'mobile')
    const orders: Request[] = []
    page.on('request', (r) => r.url().endsWith('/api/auth/create-order') && orders.push(r))
    await page.getByRole('button', { name: 'Pay Now' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect(dialog).toContainText('Test mode — no real money is charged', { useInnerText: true })
    await expect(dialog).toContainText('Membership Payment', { useInnerText: true })
    expect(orders).toHaveLength(1)
    await expectNoAxeViolations(page)
    await screenshot(page, 'payments-sandbox-modal-mobile')
    const verified = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify-payment'))
    await dialog.getByRole('button', { name: 'Pay' }).click()
    expect((await verified).status()).toBe(200)
    await page.getByRole('heading', { name: 'Your Membership Certificate' }).waitFor()
    await expect(page.locator('[data-certificate]')).toContainText(member.name, { useInnerText: true })
    await page.locator('[data-certificate] img[data-verify-url]').waitFor()
    await screenshot(page, 'payments-paid-certificate-mobile')
    await context.close()
  })

  test("Fail closes the modal, says so, and leaves 'Membership Required'", async ({ newContext, browser }) => {
    const { context, page } = await openUnpaid({ browser, newContext }, 'desktop')
    await page.getByRole('button', { name: 'Pay Now' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Fail' }).click()
    await dialog.waitFor({ state: 'detached' })
    // The gateway's own reason, as Razorpay's payment.failed hands it over.
    await page.locator('main [role="alert"]').filter({ hasText: 'Payment failed' }).waitFor()
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled()
    await page.getByRole('heading', { name: 'Certificate Access' }).waitFor()
    await page.getByText('Membership Required').first().waitFor()
    await screenshot(page, 'payments-failed-desktop')
    await context.close()
  })

  test("says 'Failed to create order' when the order cannot be made", async ({ newContext, browser }) => {
    const { context, page } = await openUnpaid({ browser, newContext }, 'desktop')
    await page.route('**/api/auth/create-order', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{}' }))
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await page.getByRole('alert').filter({ hasText: 'Failed to create order' }).waitFor()
    await context.close()
  })

  test("says 'Payment verification failed' when the server rejects the payment", async ({ newContext, browser }) => {
    const { context, page } = await openUnpaid({ browser, newContext }, 'desktop')
    await page.route('**/api/auth/verify-payment', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: '{}' }))
    await page.getByRole('button', { name: 'Pay Now' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Pay' }).click()
    await page.getByRole('alert').filter({ hasText: 'Payment verification failed' }).waitFor()
    await context.close()
  })

  test('a revoked membership shows its revocation on /payment-status and reads revoked on /verify', async ({
    newContext,
    browser,
    adminSession,
  }) => {
    const { context, page, token } = await openUnpaid({ browser, newContext }, 'desktop')
    // Paid through the same calls the page makes, then revoked by an admin through the CMS API.
    const auth = { Authorization: `Bearer ${token}` }
    const order = (await (await page.request.post(`${base}/api/auth/create-order`, { headers: auth })).json()) as { id: string }
    const paid = await (
      await page.request.post(`${base}/api/payments/sandbox/pay`, { headers: auth, data: { order_id: order.id, outcome: 'success' } })
    ).json()
    expect((await page.request.post(`${base}/api/auth/verify-payment`, { headers: auth, data: paid })).status()).toBe(200)
    const admin = adminSession
    const jwt = { Authorization: `JWT ${admin.token}` }
    const { id } = (await (await page.request.get(`${base}/api/membership/current-year-status`, { headers: auth })).json()) as {
      id: number
    }
    const membership = (await (await page.request.get(`${base}/cms-api/memberships/${id}?depth=0`, { headers: jwt })).json()) as {
      id: number
      membershipId: string
    }
    expect(membership?.membershipId).toBeTruthy()
    const revoked = await page.request.patch(`${base}/cms-api/memberships/${membership.id}`, {
      headers: jwt,
      data: { status: 'revoked', revokedAt: new Date().toISOString(), revokedReason: 'Duplicate registration' },
    })
    expect(revoked.status()).toBe(200)

    await page.goto(`${base}/payment-status`)
    await page.locator('main dl').waitFor()
    const list = page.locator('main dl')
    await expect(list).toHaveText(/revoked/i, { useInnerText: true })
    await expect(list).toContainText('Revoked Date', { useInnerText: true })
    await expect(list).toContainText('Duplicate registration', { useInnerText: true })
    await screenshot(page, 'payments-status-revoked-desktop')

    await page.goto(`${base}/verify/${membership.membershipId}`)
    await expect(page.locator('[data-verdict]')).toHaveText('This membership has been revoked', { useInnerText: true })
    await context.close()
  })
})
