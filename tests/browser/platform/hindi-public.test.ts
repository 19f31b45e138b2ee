import type { Page } from '@playwright/test'

import { news as seededNews } from '../../../src/runtime/seed/media-content'
import { newsHi } from '../../../src/runtime/seed/media-content-hi'
import { base } from '../../support/account'
import { expectNoAxeViolations } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'
import { cmsTexts, englishLeft, expectAllHindi, textsWithoutHindiFont } from '../../support/hindi-text'

/**
 * The public pages in Hindi at 360 px: home, the text pages, contact
 * (and its form), the media lists, a news item, the galleries' buttons and a
 * page that does not exist. What the code writes must be Hindi; the CMS's
 * content is the office's to translate (cmsTexts), so it is the one thing
 * allowed to be English here. Each page axe clean and without sideways scrolling.
 */
// The seeded news item with a PDF, as the Hindi page shows it (the seed writes its Hindi side).
const pdfNews = { ...seededNews.find((n) => n.pdf)!, title: newsHi[seededNews.find((n) => n.pdf)!.title].title }

async function openHindi(page: Page, path: string) {
  const res = await page.goto(`${base}/hi${path === '/' ? '' : path}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  return res
}

test.describe('the public pages in Hindi (360 px)', () => {
  test('home, text pages and a missing page: the words the code writes are Hindi', async ({ newContext }) => {
    const context = await newContext('mobile')
    const page = await context.newPage()
    const cms = await cmsTexts(page.request)
    const main = page.locator('main')

    await openHindi(page, '/')
    const panel = page.getByTestId('news-panel')
    await expect(panel.getByRole('link', { name: 'सभी समाचार देखें' })).toHaveAttribute('href', '/hi/media/news')
    // The news badges name the month in Hindi.
    await expect(panel.locator('time').first()).toHaveText(/\d+\s*\S*[\u0900-\u097F]+\S*\s*\d{4}/)
    await expectAllHindi(page, cms, 'home')

    for (const [path, headings] of [
      ['/about', []],
      ['/mission-vision', ['हमारा दृष्टिकोण', 'हमारा लक्ष्य', 'मुख्य उद्देश्य', 'प्रमुख पहल', 'भविष्य के लक्ष्य']],
      ['/privacy-policy', ['शिकायत अधिकारी']],
      ['/team', []],
    ] as const) {
      await openHindi(page, path)
      for (const name of headings) await expect(main.getByRole('heading', { name, level: 2 }), name).toBeVisible()
      await expectAllHindi(page, cms, path.slice(1))
    }
    await openHindi(page, '/privacy-policy')
    await expect(main.getByText(/^अंतिम अद्यतन:/)).toBeVisible()

    const missing = await openHindi(page, '/kuch-bhi-nahin')
    expect(missing?.status()).toBe(404)
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/)
    await expectAllHindi(page, cms, 'not-found')
  })

  test('contact: the form checks and thanks in Hindi', async ({ newContext }) => {
    const context = await newContext('mobile')
    const page = await context.newPage()
    const cms = await cmsTexts(page.request)
    await openHindi(page, '/contact')
    const form = page.locator('main').getByRole('form', { name: 'संपर्क फ़ॉर्म' })
    const status = form.getByRole('status')
    await form.getByRole('button', { name: 'संदेश भेजें' }).click()
    await expect(status).toHaveText('नाम आवश्यक है')
    await expectAllHindi(page, cms, 'contact-errors')
    await form.getByLabel('नाम', { exact: true }).fill('रमेश कुमार')
    await form.getByLabel('ई-मेल', { exact: true }).fill('ramesh.kumar@example.org')
    await form.getByLabel('संदेश', { exact: true }).fill('सदस्यता के बारे में जानकारी चाहिए।')
    await form.getByRole('button', { name: 'संदेश भेजें' }).click()
    await expect(status).toHaveText('आपके संदेश के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।')
    expect(await englishLeft(page.locator('main'), cms)).toEqual([])
    // The checks themselves are not blind: a button left in English, or drawn without the page's font, is found.
    await form.evaluate((el) => {
      const left = document.createElement('button')
      left.textContent = 'Send Message'
      const boxes = document.createElement('button')
      boxes.textContent = 'संदेश भेजें'
      el.append(left, boxes)
    })
    expect(await englishLeft(page.locator('main'), cms)).toEqual(['Send', 'Message'])
    expect(await textsWithoutHindiFont(page.locator('main'))).toEqual(['संदेश भेजें'])
  })

  test('the media pages: news list and item, photos and videos with their buttons', async ({ newContext }) => {
    const context = await newContext('mobile')
    // Nothing outside the site loads, as on the test machines.
    await context.route(
      (url) => url.origin !== new URL(base).origin,
      (r) => r.abort(),
    )
    const page = await context.newPage()
    const cms = await cmsTexts(page.request)
    const main = page.locator('main')

    await openHindi(page, '/media/news')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('समाचार और कार्यक्रम')
    await expect(page).toHaveTitle(/^समाचार और कार्यक्रम/)
    const card = main.locator('article').filter({ hasText: pdfNews.title })
    await expect(card.locator('time')).toHaveText('10 जून 2026')
    await expect(card.getByRole('link', { name: /^PDF देखें/ })).toHaveAttribute('target', '_blank')
    const readMore = card.getByRole('link', { name: `पूरा पढ़ें (${pdfNews.title} के बारे में)` })
    await expectAllHindi(page, cms, 'news')

    await readMore.click()
    await page.waitForURL(/\/hi\/media\/news\/\d+$/)
    await expect(main.getByRole('heading', { name: 'संबंधित दस्तावेज़' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'समाचार पर वापस जाएँ' })).toHaveAttribute('href', '/hi/media/news')
    await expectAllHindi(page, cms, 'news-item')
    await openHindi(page, '/media/news/999999999')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('समाचार नहीं मिला')
    expect(await englishLeft(main, cms)).toEqual([])

    await openHindi(page, '/media/photos')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('फ़ोटो गैलरी')
    await expectAllHindi(page, cms, 'photos')
    await main.locator('li').getByRole('button').first().click()
    const lightbox = page.getByRole('dialog')
    await expect(lightbox.getByText(/^\d+ में से 1$/)).toBeVisible()
    await lightbox.getByRole('button', { name: 'अगली फ़ोटो' }).click()
    await expect(lightbox.getByText(/^\d+ में से 2$/)).toBeVisible()
    await expect(lightbox.getByRole('button', { name: 'पिछली फ़ोटो' })).toBeVisible()
    await expectNoAxeViolations(page)
    await lightbox.getByRole('button', { name: 'बंद करें' }).click()
    await expect(lightbox).toHaveCount(0)

    await openHindi(page, '/media/videos')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('वीडियो गैलरी')
    await expect(main.getByRole('button', { name: /^वीडियो चलाएँ: / }).first()).toBeVisible()
    await expectAllHindi(page, cms, 'videos')
  })
})
