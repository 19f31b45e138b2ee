import fs from 'node:fs'

import type { Browser, Page } from '@playwright/test'

import { base, expectNoAxeViolations, freshMember, newContext, type Viewport } from '../../support/account'
import { screenshot } from '../../support/browser'
import { expect, test, type Fixtures } from '../../support/browser-fixtures'
import { cmsTexts, expectAllHindi } from '../../support/hindi-text'

/**
 * Receipts in Chromium: the office records a member's dues, the
 * member opens the receipt from /payment-status, prints it (print CSS keeps
 * only the sheet) and downloads it as PNG; at 360 and 1280 px, in English and Hindi, axe clean.
 */
const year = () => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date())
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())

type Setup = { browser: Browser; adminSession: Fixtures['adminSession'] }

/** A new member whose dues the office recorded through the API; their session and receipt number. */
async function memberWithReceipt({ browser, adminSession }: Setup, overrides: Record<string, unknown>, payment: Record<string, unknown>) {
  const registered = await freshMember(browser, overrides)
  const context = await newContext(browser)
  try {
    const profile = await context.request.get(`${base}/api/auth/profile`, { headers: { authorization: `Bearer ${registered.token}` } })
    const { id } = (await profile.json()) as { id: number }
    const res = await context.request.post(`${base}/api/admin/members/${id}/offline-payment`, {
      headers: { authorization: `Bearer ${adminSession.token}` },
      data: { year: year(), receivedOn: today(), ...payment },
    })
    expect(res.status(), await res.text()).toBe(201)
    const body = (await res.json()) as { payment: { receiptNumber: string }; membership: { membershipId: string } }
    return { registered, number: body.payment.receiptNumber, membershipId: body.membership.membershipId }
  } finally {
    await context.close()
  }
}

async function rows(page: Page): Promise<Record<string, string>> {
  await page.locator('[data-receipt] dl').waitFor()
  const pairs = await page
    .locator('[data-receipt] dl > div')
    .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']))
  return Object.fromEntries(pairs)
}

/** Counts window.print() calls instead of opening the dialog (headless Chromium has none to close). */
const stubPrint = (page: Page) =>
  page.addInitScript(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => {
      ;(window as unknown as { printed: number }).printed += 1
    }
  })

async function checkPrintAndDownload(page: Page, buttons: { print: string; download: string }, number: string, shot: string) {
  await page.getByRole('button', { name: buttons.print }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('[data-receipt]')).toBeVisible()
  // Printed: the sheet alone; the site's header and the buttons are hidden.
  expect(
    await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).visibility),
  ).toBe('hidden')
  // Hidden buttons leave the accessibility tree: found by their text.
  expect(await page.locator('button', { hasText: buttons.print }).evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden')
  await screenshot(page, `${shot}-print`)
  await page.emulateMedia({ media: 'screen' })

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttons.download }).click()])
  expect(download.suggestedFilename()).toMatch(new RegExp(`^receipt-${number}(-hi)?\\.png$`))
  const file = await download.path()
  expect(fs.readFileSync(file!).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
}

for (const vp of ['mobile', 'desktop'] as const satisfies readonly Viewport[]) {
  test(`the member opens their receipt from payment status, prints and downloads it (${vp}, English)`, async ({
    browser,
    newContext,
    adminSession,
  }) => {
    const { registered, number, membershipId } = await memberWithReceipt(
      { browser, adminSession },
      { name: 'Sunita Devi' },
      // The site's fee (an offline payment records the fee and nothing else); paise in words: tests/unit/payments/receipts.test.ts.
      { amount: 10000, method: 'upi', reference: 'UPI-449911' },
    )
    const context = await newContext(vp, registered)
    const page = await context.newPage()
    await stubPrint(page)
    await page.goto(`${base}/payment-status`)
    const receipts = page.getByRole('region', { name: 'Receipts' })
    await expect(receipts.getByRole('cell', { name: year(), exact: true })).toBeVisible()
    await receipts.getByRole('link', { name: number }).click()
    await expect(page).toHaveURL(`${base}/receipts/${number}`)
    await expect(page.locator('[data-receipt-number]')).toHaveText(number)
    expect(await rows(page)).toEqual({
      'Received from': 'Sunita Devi',
      'Membership ID': membershipId,
      'Membership year': year(),
      Amount: '₹100.00',
      'Amount in words': 'Rupees One Hundred Only',
      'Paid by': 'UPI',
      Reference: 'UPI-449911',
    })
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false)
    await expectNoAxeViolations(page)
    await screenshot(page, `receipts-${vp}-en`)
    await checkPrintAndDownload(page, { print: 'Print', download: 'Download receipt (PNG)' }, number, `receipts-${vp}-en`)
    await context.close()
  })
}

test('in Hindi: the receipt link on /hi/payment-status and the Hindi receipt, no English left (360 and 1280 px)', async ({
  browser,
  newContext,
  adminSession,
}) => {
  const { registered, number } = await memberWithReceipt(
    { browser, adminSession },
    { name: 'सुनीता देवी' },
    { amount: 10000, method: 'cash' },
  )
  const context = await newContext('mobile', registered)
  const page = await context.newPage()
  await stubPrint(page)
  const cms = await cmsTexts(page.request)
  await page.goto(`${base}/hi/payment-status`)
  await page.getByRole('region', { name: 'रसीदें' }).getByRole('link', { name: number }).click()
  await expect(page).toHaveURL(`${base}/hi/receipts/${number}`)
  await expect(page.locator('[data-receipt-number]')).toHaveText(number)
  const shown = await rows(page)
  expect(shown).toMatchObject({ 'जिनसे प्राप्त हुआ': 'सुनीता देवी', राशि: '₹100.00', 'राशि शब्दों में': 'एक सौ रुपये मात्र', 'भुगतान का माध्यम': 'नकद' })
  await expectAllHindi(page, cms, 'receipt')
  await checkPrintAndDownload(page, { print: 'प्रिंट करें', download: 'रसीद डाउनलोड करें (चित्र)' }, number, 'receipts-mobile-hi')
  await context.close()
})

test("another member's receipt reads as not found", async ({ browser, newContext, adminSession }) => {
  const { number } = await memberWithReceipt({ browser, adminSession }, {}, { amount: 10000, method: 'cash' })
  const stranger = await freshMember(browser)
  const context = await newContext('desktop', stranger)
  const page = await context.newPage()
  await page.goto(`${base}/receipts/${number}`)
  await expect(page.getByRole('alert').filter({ hasText: 'Receipt' })).toHaveText('Receipt not found')
  await expect(page.locator('[data-receipt]')).toHaveCount(0)
  await expectNoAxeViolations(page)
  await context.close()
})
