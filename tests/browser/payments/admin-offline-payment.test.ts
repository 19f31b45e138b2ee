import { base, expectNoAxeViolations, freshMember, newContext as contextOf } from '../../support/account'
import { expect, openAsAdmin, test } from '../../support/browser-fixtures'
import { englishLeft } from '../../support/hindi-text'
import { registerRows, shots, storedTexts, tag } from '../../support/register-helpers'

/**
 * Dues paid outside Razorpay, recorded in the member file: the office
 * fills the form, the year becomes paid with a membership id and a receipt
 * number, the receipt opens from the file, the member sees it on /payment-status,
 * and a second recording of the same year is refused with the spec'd 409 message.
 * 1280 px in English, 360 px in Hindi; axe clean.
 */
test.describe('recording an offline payment', () => {
  test('cash at a district meeting: paid, receipt, and no second recording', async ({ browser, newContext, adminSession }) => {
    const name = `Cash${tag()} Sunita`
    const member = await freshMember(browser, { name, district: 'Agra' })
    const lookup = await contextOf(browser)
    const [row] = await registerRows(lookup, adminSession, `q=${encodeURIComponent(member.member.email)}`)
    await lookup.close()
    expect(row.status).toBe('unpaid')

    const { page } = await openAsAdmin({ newContext, adminSession }, `/admin/members/${row.id}`)
    const form = page.getByRole('form', { name: 'Record dues paid offline' })
    await expect(form).toBeVisible()
    await expectNoAxeViolations(page)

    // A bank transfer needs its reference: the field says so, nothing is recorded.
    await form.getByLabel(/^Amount/).fill('100')
    await form.getByLabel(/^Paid by/).selectOption('bank-transfer')
    await form.getByRole('button', { name: 'Record payment' }).click()
    await expect(form.getByText('A reference is required for a bank transfer, UPI payment or cheque.')).toBeVisible()

    await form.getByLabel(/^Paid by/).selectOption('cash')
    await form.getByLabel(/^Reference/).fill('Receipt book 12, page 7')
    await form.getByLabel(/^Note/).fill('District meeting, Agra')
    await form.getByRole('button', { name: 'Record payment' }).click()

    // The file reloads with the payment, its receipt number and the audit entry.
    const payments = page.getByRole('region', { name: 'Payments' })
    const receiptLink = payments.getByRole('link', { name: /^RCPT-\d{4}-\d{6}$/ })
    await expect(receiptLink).toBeVisible()
    await expect(payments.getByText('Cash')).toBeVisible()
    const receiptNumber = (await receiptLink.textContent())!.trim()
    await expect(
      page.getByRole('region', { name: 'Audit trail' }).getByRole('row').filter({ hasText: 'Offline payment recorded' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await shots(page, 'member-file-offline-payment-en')

    // The receipt the office opens from the file.
    await receiptLink.click()
    await expect(page).toHaveURL(new RegExp(`/receipts/${receiptNumber}$`))
    await expect(page.getByText(receiptNumber).first()).toBeVisible()
    await expect(page.getByText('Receipt book 12, page 7')).toBeVisible()
    await expectNoAxeViolations(page)

    // The member: paid, with the same receipt on /payment-status.
    const memberContext = await newContext('mobile', { token: member.token, user: member.user })
    const memberPage = await memberContext.newPage()
    await memberPage.goto(`${base}/payment-status`)
    await expect(memberPage.getByTestId('membership-badge')).not.toContainText('Membership Required')
    await expect(memberPage.getByRole('link', { name: new RegExp(receiptNumber) })).toBeVisible()

    // The same year again: refused with the spec'd message, in Hindi on the Hindi page.
    await page.goto(`${base}/hi/admin/members/${row.id}`)
    const hiForm = page.getByRole('form', { name: 'ऑफ़लाइन जमा शुल्क दर्ज करें' })
    await hiForm.getByLabel(/^राशि/).fill('100')
    await hiForm.getByRole('button', { name: 'भुगतान दर्ज करें' }).click()
    const refusal = hiForm.getByRole('alert')
    await expect(refusal).toBeVisible()
    await expect(refusal).not.toHaveText(/already paid/)
    const stored = await (
      await page.request.get(`${base}/api/admin/members/${row.id}`, { headers: { authorization: `Bearer ${adminSession.token}` } })
    ).json()
    expect((stored as { payments: unknown[] }).payments).toHaveLength(1)
    await page.setViewportSize({ width: 360, height: 740 })
    await expectNoAxeViolations(page)
    expect(await englishLeft(page.locator('main'), { data: storedTexts(stored), allow: [receiptNumber] })).toEqual([])
    await shots(page, 'member-file-offline-payment-refused-hi')
  })
})
