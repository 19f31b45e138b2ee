import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { base, expectNoAxeViolations, PAID, sessionOf, type Viewport } from '../../support/account'
import { screenshot } from '../../support/browser'
import { expect, test, type Fx } from '../../support/browser-fixtures'

/**
 * /certificate and /verify/{id} in Chromium for the paid demo member (seeded
 * with this year's paid membership): the certificate, its PNG export at
 * 2246×1588, its QR code's link, and the public verification page.
 */
async function openCertificate({ browser, newContext }: Fx, vp: Viewport) {
  const context = await newContext(vp, await sessionOf(browser, PAID))
  const page = await context.newPage()
  await page.goto(`${base}/certificate`)
  await page.getByRole('heading', { name: 'Your Membership Certificate' }).waitFor()
  await page.locator('[data-certificate] img[data-verify-url]').waitFor()
  return { context, page }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A PNG data URL's RGBA pixels (the browser's canvas and Node's encoder write different bytes). */
const pixels = (dataUrl: string) =>
  sharp(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer()

test.describe('the certificate of a paid member', () => {
  test('shows the member, the dates and a QR code that links to the verify page', async ({ newContext, browser }) => {
    const { context, page } = await openCertificate({ browser, newContext }, 'desktop')
    const sheet = page.locator('[data-certificate]')
    await expect.poll(() => sheet.evaluate((el) => [el.clientWidth, el.clientHeight])).toEqual([1123, 794])
    for (const part of [PAID.name, 'Kanpur Nagar', 'Bilhaur']) await expect(sheet).toContainText(part, { useInnerText: true })
    await expect(sheet).toHaveText(/Makanpur/, { useInnerText: true })
    await expect(sheet).toHaveText(/31-12-\d{4}/, { useInnerText: true })
    await expect(page.locator('[data-certificate-number]')).toHaveText(/^UPCHO-\d{4}-\d{6}$/, { useInnerText: true })
    const number = await page.locator('[data-certificate-number]').innerText()
    const qr = page.locator('[data-certificate] img[data-verify-url]')
    // The link carries the certificate's token: the id alone no longer shows whose it is.
    await expect(qr).toHaveAttribute('data-verify-url', new RegExp(`^${escapeRegExp(`${base}/verify/${number}`)}\\?t=[A-Za-z0-9_-]{22}$`))
    const link = String(await qr.getAttribute('data-verify-url'))
    await expect(qr).toHaveAttribute('alt', `QR code: verify this membership at ${link}`)
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/)
    // The image is the QR code of exactly that link: the same pixels as qrcode draws for it here.
    const shown = pixels(String(await qr.getAttribute('src')))
    const { default: QRCode } = await import('qrcode')
    const drawn = pixels(
      await QRCode.toDataURL(link, { margin: 1, width: 240, errorCorrectionLevel: 'M', color: { dark: '#1f2937', light: '#ffffff' } }),
    )
    expect((await shown).equals(await drawn)).toBe(true)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page)
    await screenshot(page, 'payments-certificate-desktop')
    await context.close()
  })

  test('downloads a 2246×1588 PNG named after the member and the year', async ({ newContext, browser }) => {
    const { context, page } = await openCertificate({ browser, newContext }, 'desktop')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Certificate' }).click(),
    ])
    const year = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(new Date()),
    )
    expect(download.suggestedFilename()).toBe(`membership-certificate-${PAID.name}-${year}.png`)
    const file = await download.path()
    const meta = await sharp(fs.readFileSync(file)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 2246, 1588])
    // Kept beside the screenshots so a person can look at what members really get.
    await download.saveAs(path.resolve('screenshots/payments-certificate-download.png'))
    await context.close()
  })

  test('offers the same certificate in Hindi: 2246×1588 PNG with the QR code', async ({ newContext, browser }) => {
    const { context, page } = await openCertificate({ browser, newContext }, 'mobile')
    await page.getByRole('radio', { name: 'हिन्दी' }).check()
    const sheet = page.locator('[data-certificate]')
    await expect(sheet).toHaveAttribute('lang', 'hi')
    await expect(sheet).toContainText('सदस्यता प्रमाणपत्र')
    await expect(sheet).toContainText('प्रमाणित किया जाता है कि')
    await expect(sheet).not.toContainText('Certificate of Membership')
    await expect(sheet.locator('img[data-verify-url]')).toHaveAttribute('alt', /^QR कोड: /)
    await expectNoAxeViolations(page)
    await screenshot(page, 'payments-certificate-hindi-mobile')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Certificate' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^membership-certificate-${PAID.name}-\\d{4}-hi\\.png$`))
    const meta = await sharp(fs.readFileSync(await download.path())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 2246, 1588])
    await download.saveAs(path.resolve('screenshots/payments-certificate-download-hi.png'))
    // Back to English: the spec's certificate again.
    await page.getByRole('radio', { name: 'English' }).check()
    await expect(sheet).toContainText('Certificate of Membership')
    await context.close()
  })

  test('fits a 360 px screen without sideways scrolling', async ({ newContext, browser }) => {
    const { context, page } = await openCertificate({ browser, newContext }, 'mobile')
    const box = await page.locator('[data-certificate-frame]').boundingBox()
    expect(box?.width).toBeLessThanOrEqual(360)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
    await screenshot(page, 'payments-certificate-mobile')
    await context.close()
  })
})

test.describe('the verify page', () => {
  /** The QR code's link of the paid member's certificate, read from the certificate page. */
  async function qrLink({ browser, newContext }: Fx) {
    const { context, page } = await openCertificate({ browser, newContext }, 'desktop')
    const number = await page.locator('[data-certificate-number]').innerText()
    const link = String(await page.locator('[data-certificate] img[data-verify-url]').getAttribute('data-verify-url'))
    await context.close()
    return { number, link }
  }

  test('reads valid for the paid member, with only name, district, year and status', async ({ newContext, browser }) => {
    const { link } = await qrLink({ browser, newContext })
    for (const vp of ['mobile', 'desktop'] as const) {
      const visitor = await newContext(vp)
      const pub = await visitor.newPage()
      // As the certificate's QR code opens it: with its token.
      const res = await pub.goto(link)
      expect(res?.status()).toBe(200)
      await expect(pub.locator('[data-verdict]')).toHaveText('Valid membership', { useInnerText: true })
      const main = pub.locator('main')
      await expect(main).toContainText(PAID.name, { useInnerText: true })
      await expect(main).toContainText('Kanpur Nagar', { useInnerText: true })
      await expect(main).not.toContainText(PAID.email, { useInnerText: true })
      await expect(main).not.toHaveText(/\d{10}/, { useInnerText: true })
      await expect(pub.locator('[data-holder-hidden]')).toHaveCount(0)
      await expect(pub.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expectNoAxeViolations(pub)
      await screenshot(pub, `payments-verify-${vp}`)
      await visitor.close()
    }
  })

  test('without the token, or with a wrong one, reads valid but never shows the name or district', async ({ newContext, browser }) => {
    const { number, link } = await qrLink({ browser, newContext })
    const token = new URL(link).searchParams.get('t') ?? ''
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const visits = [
      [`${base}/verify/${number}`, 'mobile'],
      [`${base}/verify/${number}`, 'desktop'],
      [`${base}/verify/${number}?t=${flipped}`, 'desktop'],
      [`${base}/verify/${number}?t=${token.slice(0, 16)}`, 'desktop'],
    ] as const
    for (const [url, vp] of visits) {
      const visitor = await newContext(vp)
      const pub = await visitor.newPage()
      const res = await pub.goto(url)
      expect(res?.status(), url).toBe(200)
      await expect(pub.locator('[data-verdict]')).toHaveText('Valid membership', { useInnerText: true })
      const main = pub.locator('main')
      await expect(main).toContainText(number, { useInnerText: true })
      await expect(main).not.toContainText(PAID.name, { useInnerText: true })
      await expect(main).not.toContainText('Kanpur Nagar', { useInnerText: true })
      await expect(main).not.toContainText('Name', { useInnerText: true })
      await expect(pub.locator('[data-holder-hidden]')).toHaveText(
        "The holder's name is shown only when the QR code on the certificate is scanned.",
        { useInnerText: true },
      )
      if (url.endsWith(number)) {
        await expectNoAxeViolations(pub)
        await screenshot(pub, `payments-verify-no-token-${vp}`)
      }
      await visitor.close()
    }
  })

  test('answers 404 with a plain message for an unknown id', async ({ newContext }) => {
    const visitor = await newContext('desktop')
    const page = await visitor.newPage()
    const res = await page.goto(`${base}/verify/UPCHO-1999-999999`)
    expect(res?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Membership not found' }).waitFor()
    await expectNoAxeViolations(page)
    await visitor.close()
  })

  test('answers 404 for an id of the wrong shape, and 400, never a 500, for a broken escape', async ({ newContext }) => {
    const visitor = await newContext('desktop')
    const page = await visitor.newPage()
    for (const id of ["UPCHO-2026-000001'--", 'UPCHO-2026-1', 'x'.repeat(2000)]) {
      const res = await page.goto(`${base}/verify/${id}`)
      expect(res?.status(), id).toBe(404)
      await page.getByRole('heading', { name: 'Membership not found' }).waitFor()
    }
    // Refused by the proxy for every path (Next.js alone would answer a bare 500).
    for (const id of ['%ZZ', '%00', '%', 'UPCHO-2026-00000%00']) {
      const res = await page.goto(`${base}/verify/${id}`)
      expect(res?.status(), id).toBe(400)
    }
    await visitor.close()
  })
})
