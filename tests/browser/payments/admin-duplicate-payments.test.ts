import { base, freshMember } from '../../support/account'
import { screenshot } from '../../support/browser'
import { expect, openAsAdmin, test } from '../../support/browser-fixtures'

/**
 * A member charged twice for one year: the second capture is
 * recorded for refund and admins see it on /admin/dashboard, with the member,
 * the amount and where its refund stands. Made here as the sandbox allows: a
 * second 'Pay' on an order already paid.
 */
test.describe('double payments on /admin/dashboard', () => {
  test('a second capture for a paid year shows to admins with its member, amount and refund state', async ({
    browser,
    newContext,
    adminSession,
  }) => {
    const { member, token } = await freshMember(browser, { name: 'Rekha Double', district: 'Kanpur Nagar' })
    const context = await newContext('desktop')
    const auth = { Authorization: `Bearer ${token}` }
    const order = (await (await context.request.post(`${base}/api/auth/create-order`, { headers: auth })).json()) as {
      id: string
      amount: number
    }
    const pay = async () => {
      const res = await context.request.post(`${base}/api/payments/sandbox/pay`, {
        headers: auth,
        data: { order_id: order.id, outcome: 'success' },
      })
      expect(res.status()).toBe(200)
      return (await res.json()) as { razorpay_payment_id: string }
    }
    const first = await pay()
    expect((await context.request.post(`${base}/api/auth/verify-payment`, { headers: auth, data: first })).status()).toBe(200)
    const second = await pay() // the checkout took the money a second time
    expect((await context.request.post(`${base}/api/auth/verify-payment`, { headers: auth, data: second })).status()).toBe(400)
    await context.close()

    for (const vp of ['mobile', 'desktop'] as const) {
      const { context: admin, page } = await openAsAdmin({ newContext, adminSession }, '/admin/dashboard', vp)
      await page.getByRole('heading', { name: /^Double payments \(\d+ to refund\)$/ }).waitFor()
      const card = page.getByTestId('duplicate-payment').filter({ hasText: second.razorpay_payment_id })
      await expect(card).toContainText(`Rekha Double (${member.email})`)
      await expect(card).toContainText(`₹${(order.amount / 100).toFixed(2)}`)
      await expect(card.getByText(/^(Refund pending|Refunded)$/)).toBeVisible()
      await expect(page.getByTestId('duplicate-payment').filter({ hasText: first.razorpay_payment_id })).toHaveCount(0)
      await screenshot(page, `admin-duplicate-payments-${vp}`)
      await admin.close()
    }
  })

  test('members never see the list: the call behind it is for admins only', async ({ memberSession }) => {
    const res = await fetch(`${base}/api/admin/payment-duplicates`, { headers: { Authorization: `Bearer ${memberSession.token}` } })
    expect(res.status).toBe(403)
  })
})
