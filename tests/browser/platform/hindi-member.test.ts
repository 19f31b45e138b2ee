import type { Page } from '@playwright/test'

import { base, byLabel, fieldError, freshMember } from '../../support/account'
import { expect, test } from '../../support/browser-fixtures'
import { cmsTexts, englishLeft, expectAllHindi } from '../../support/hindi-text'

/**
 * A member's pages in Hindi at 360 px: the certificate page before
 * paying, a failed and then a paid sandbox payment, the Hindi certificate and
 * its download, payment status, the certificate's verify page, and a
 * grievance — each with no English left (the site name is the CMS's) and axe clean.
 */
const year = () => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date())

// A member who filled the form in Hindi, so every value on the certificate is Devanagari.
const HINDI_MEMBER = { name: 'सुनीता देवी', block: 'चिनहट', ayushman: 'आयुष्मान आरोग्य मंदिर चिनहट', district: 'Lucknow' }

async function rows(page: Page): Promise<Record<string, string>> {
  await page.locator('main dl').first().waitFor()
  const pairs = await page
    .locator('main dl > div')
    .evaluateAll((divs) => divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']))
  return Object.fromEntries(pairs)
}

test.describe('the member pages in Hindi (360 px)', () => {
  test('certificate access, a failed then a paid payment, the Hindi certificate, status and verify page', async ({
    browser,
    newContext,
  }) => {
    const registered = await freshMember(browser, HINDI_MEMBER)
    const context = await newContext('mobile', registered)
    const page = await context.newPage()
    const cms = await cmsTexts(page.request)
    const main = page.locator('main')

    await page.goto(`${base}/hi/certificate`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('सदस्यता प्रमाणपत्र')
    await expect(main.getByRole('heading', { name: 'प्रमाणपत्र प्राप्त करें' })).toBeVisible()
    await expect(page).toHaveTitle(/^सदस्यता प्रमाणपत्र/)
    const payNow = main.getByRole('button', { name: 'शुल्क जमा करें' })
    await expect(payNow).toBeEnabled()
    await expect.poll(() => rows(page)).toEqual({ स्थिति: 'भुगतान बाकी', राशि: '₹100.00', 'सदस्यता वर्ष': year() })
    await expectAllHindi(page, cms, 'certificate-unpaid')

    // The sandbox's Fail: the gateway's English reason becomes the Hindi 'failed'.
    await payNow.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('सदस्यता शुल्क का भुगतान', { useInnerText: true })
    await dialog.getByRole('button', { name: 'Fail' }).click()
    await expect(main.getByRole('alert')).toHaveText('भुगतान असफल रहा')
    expect(await englishLeft(main, cms)).toEqual([])

    await payNow.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Pay' }).click()
    await expect(main.getByRole('heading', { name: 'आपका सदस्यता प्रमाणपत्र' })).toBeVisible()
    const sheet = page.locator('[data-certificate]')
    // On a Hindi page the Hindi certificate comes first, with the district in Hindi and a QR code for the Hindi verify page.
    await expect(main.getByRole('radio', { name: 'हिन्दी' })).toBeChecked()
    await expect(main.getByRole('group', { name: 'प्रमाणपत्र की भाषा' })).toBeVisible()
    await expect(sheet).toHaveAttribute('lang', 'hi')
    await expect(sheet).toContainText('लखनऊ', { useInnerText: true })
    const qr = sheet.locator('img[data-verify-url]')
    await expect(qr).toHaveAttribute('data-verify-url', new RegExp(`^${base}/hi/verify/UPCHO-\\d{4}-\\d+\\?t=`))
    await expectAllHindi(page, cms, 'certificate-paid')
    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'प्रमाणपत्र डाउनलोड करें' }).click()])
    expect(download.suggestedFilename()).toBe(`membership-certificate-${HINDI_MEMBER.name}-${year()}-hi.png`)
    const verifyUrl = String(await qr.getAttribute('data-verify-url'))

    await page.goto(`${base}/hi/payment-status`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('भुगतान की स्थिति')
    const shown = await rows(page)
    expect(Object.keys(shown)).toEqual([
      'स्थिति',
      'राशि',
      'सदस्यता वर्ष',
      'भुगतान की तिथि',
      'लेन-देन आईडी',
      'सदस्यता आईडी',
      'सदस्यता आरंभ',
      'सदस्यता समाप्ति',
    ])
    expect(shown['स्थिति']).toBe('भुगतान हो गया')
    expect(shown['राशि']).toBe('₹100.00')
    expect(shown['सदस्यता समाप्ति']).toBe(`31-12-${year()}`)
    await expectAllHindi(page, cms, 'payment-status')

    // The certificate's QR code, as a stranger scans it.
    const visitor = await newContext('mobile')
    const pub = await visitor.newPage()
    expect((await pub.goto(verifyUrl))?.status()).toBe(200)
    await expect(pub.locator('main h1')).toHaveText('सदस्यता का सत्यापन')
    await expect(pub.locator('[data-verdict]')).toHaveText('सदस्यता मान्य है')
    await expect(pub.locator('main')).toContainText('लखनऊ', { useInnerText: true })
    await expect(pub).toHaveTitle(/^सदस्यता का सत्यापन/)
    await expectAllHindi(pub, cms, 'verify')
    await pub.goto(`${base}/hi/verify/UPCHO-1999-999999`)
    await expect(pub.locator('main h1')).toHaveText('सदस्यता नहीं मिली')
    expect(await englishLeft(pub.locator('main'), cms)).toEqual([])
  })

  test('a payment whose check got no answer: "we are confirming your payment" in Hindi', async ({ browser, newContext }) => {
    const registered = await freshMember(browser, HINDI_MEMBER)
    const context = await newContext('mobile', registered)
    const page = await context.newPage()
    const cms = await cmsTexts(page.request)
    const main = page.locator('main')
    await page.goto(`${base}/hi/certificate`)
    await page.route('**/api/auth/verify-payment', (route) => route.abort('connectionreset'))
    await main.getByRole('button', { name: 'शुल्क जमा करें' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Pay' }).click()
    const confirming = 'हम आपके भुगतान की पुष्टि कर रहे हैं। यह पृष्ठ अपने-आप अपडेट हो जाएगा; दोबारा भुगतान करने की ज़रूरत नहीं है।'
    await expect(main.getByRole('status').filter({ hasText: confirming })).toBeVisible()
    await expect(main.locator('dd span', { hasText: /^भुगतान की पुष्टि हो रही है$/ })).toBeVisible()
    await expectAllHindi(page, cms, 'certificate-confirming')
    await page.goto(`${base}/hi/payment-status`)
    await expect(main.getByRole('status').filter({ hasText: confirming })).toBeVisible()
    expect(await englishLeft(main, cms)).toEqual([])
  })

  test('a grievance in Hindi: the checks, then submitted', async ({ browser, newContext }) => {
    const registered = await freshMember(browser, HINDI_MEMBER)
    const context = await newContext('mobile', registered)
    const page = await context.newPage()
    const cms = await cmsTexts(page.request)
    const main = page.locator('main')
    await page.goto(`${base}/hi/grievance`)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('शिकायत दर्ज करें')
    await expect(page).toHaveTitle(/^शिकायत दर्ज करें/)
    const submit = main.getByRole('button', { name: 'शिकायत दर्ज करें' })
    await submit.click()
    await expect.poll(() => fieldError(page, 'विषय')).toBe('विषय आवश्यक है')
    await expect.poll(() => fieldError(page, 'विवरण')).toBe('विवरण आवश्यक है')
    await expectAllHindi(page, cms, 'grievance-errors')
    await byLabel(page, 'विषय').fill('मानदेय का भुगतान नहीं हुआ')
    await byLabel(page, 'विवरण').fill('पिछले तीन महीनों का मानदेय अभी तक नहीं मिला है।')
    await submit.click()
    await expect(main.getByRole('status')).toHaveText('शिकायत सफलतापूर्वक दर्ज हो गई!')
    await expect(byLabel(page, 'विषय')).toHaveValue('')
    await expectAllHindi(page, cms, 'grievance-sent')
  })
})
