import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Browser, Locator, Page } from '@playwright/test'
import sharp from 'sharp'

import { news as seededNews, videos as seededVideos } from '../../../src/runtime/seed/media-content'
import { base } from '../../support/account'
import { expectNoAxeViolations, VIEWPORTS } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/** The media pages (news, photos, videos) in Chromium against the production build with the demo content. */
type ViewportName = keyof typeof VIEWPORTS

/** A page in a fresh context; the phone is a touch screen without hover. Nothing outside the site loads, as on the test machines. */
async function open(browser: Browser, route: string, name: ViewportName = 'desktop') {
  const mobile = name === 'mobile'
  const context = await browser.newContext({ viewport: VIEWPORTS[name], isMobile: mobile, hasTouch: mobile })
  await context.route(
    (url) => url.origin !== new URL(base).origin,
    (r) => r.abort(),
  )
  const page = await context.newPage()
  const response = await page.goto(`${base}${route}`)
  return { page, response, close: () => context.close() }
}

/**
 * Screenshots for a person to look at (screenshots/). A page is taken in a viewport as tall as
 * the page rather than with Playwright's full-page capture, which briefly gives Chromium a
 * hover-capable pointer and so would show a phone the desktop look. An open dialog is taken
 * as the screen shows it.
 */
async function shoot(page: Page, name: string, mode: 'page' | 'screen' = 'page') {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots', `${name}.png`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  if (mode === 'screen') return void (await page.screenshot({ path: file }))
  const viewport = page.viewportSize()!
  await page.setViewportSize({ width: viewport.width, height: await page.evaluate(() => document.documentElement.scrollHeight) })
  await page.waitForFunction(() => [...document.images].every((img) => img.complete))
  await page.screenshot({ path: file })
  await page.setViewportSize(viewport)
}

const pdfNews = seededNews.find((n) => n.pdf)!
const photoNews = seededNews.find((n) => n.photo)!
const newestVideo = [...seededVideos].sort((a, b) => b.uploadDate.localeCompare(a.uploadDate))[0]
const clampLines = (el: Locator) =>
  el.evaluate((e) => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight)))

test.describe('/media/news', () => {
  for (const name of Object.keys(VIEWPORTS) as ViewportName[])
    test(`lists the news as cards with date, three lines of text, PDF link and Read More (${name})`, async ({ browser }) => {
      const { page, close } = await open(browser, '/media/news', name)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News & Events')
      const cards = page.locator('main article')
      await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(8)
      const card = cards.filter({ hasText: pdfNews.title })
      await expect(card.getByRole('link', { name: `Read More about ${pdfNews.title}` })).toHaveAttribute('href', /^\/media\/news\/\d+$/)
      const pdf = card.getByRole('link', { name: /PDF/ })
      await expect(pdf).toHaveAttribute('target', '_blank')
      await expect(pdf).toHaveAttribute('href', /\.pdf$/)
      await expect(card.locator('time')).toHaveText('10 Jun 2026')
      // Each seeded text runs to several lines; the card shows three.
      await expect.poll(() => clampLines(card.locator('p', { hasText: pdfNews.content.slice(0, 40) }))).toBe(3)
      // The card photo comes through the image optimiser from the CMS's file route.
      const photo = cards.filter({ hasText: photoNews.title }).locator('img')
      await photo.scrollIntoViewIfNeeded()
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
        .toBeGreaterThan(0)
      await expectNoAxeViolations(page)
      await shoot(page, `media-news-${name}`)
      await close()
    })

  test('opens an item from Read More, shows the PDF viewer, and goes back to the list', async ({ browser }) => {
    const { page, close } = await open(browser, '/media/news')
    await page.getByRole('link', { name: `Read More about ${pdfNews.title}` }).click()
    await page.waitForURL(/\/media\/news\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pdfNews.title)
    // The item's own title, streamed in after the client-side navigation.
    await expect.poll(async () => (await page.title()).startsWith(`${pdfNews.title} | `), { timeout: 10_000 }).toBe(true)
    const paragraphs = pdfNews.content.split('\n')
    for (const text of paragraphs) await expect(page.locator('main p', { hasText: text })).toHaveCount(1)
    await expect(page.getByRole('heading', { name: 'Related Document' })).toBeVisible()
    const viewer = page.locator('object[type="application/pdf"], iframe').first()
    await expect(viewer).toHaveAttribute('title', /Related Document/)
    await expect(viewer.evaluate((e) => e.getAttribute('data') ?? e.getAttribute('src'))).resolves.toMatch(/\.pdf$/)
    const pdfLink = page.getByRole('link', { name: /Open PDF/ })
    await expect(pdfLink).toHaveAttribute('target', '_blank')
    const pdfResponse = await page.request.get(`${base}${await pdfLink.getAttribute('href')}`)
    expect([pdfResponse.status(), pdfResponse.headers()['content-type']]).toEqual([200, 'application/pdf'])
    await expectNoAxeViolations(page)
    await shoot(page, 'media-news-detail-desktop')
    await page.getByRole('link', { name: 'Back to News' }).click()
    await page.waitForURL(`${base}/media/news`)
    await close()
  })

  test('shows an item with its photo, sized, and describes it for link previews (mobile)', async ({ browser }) => {
    const list = await open(browser, '/media/news', 'mobile')
    const href = await list.page.getByRole('link', { name: `Read More about ${photoNews.title}` }).getAttribute('href')
    await list.close()
    const { page, close } = await open(browser, href!, 'mobile')
    const photo = page.locator('main img')
    await expect(photo).toHaveAttribute('alt', photoNews.photo!.alt)
    await expect(photo).toHaveAttribute('width', /^\d+$/)
    await expect(photo).toHaveAttribute('height', /^\d+$/)
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\.jpe?g$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', photoNews.content.split('\n')[0])
    await expect(page.getByRole('heading', { name: 'Related Document' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await shoot(page, 'media-news-detail-mobile')
    await close()
  })

  for (const id of ['999999', 'abc', '-1'])
    test(`answers an unknown or malformed id (${id}) with 404 and a way back`, async ({ browser }) => {
      const { page, response, close } = await open(browser, `/media/news/${id}`, 'mobile')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('News item not found')
      await expect(page.getByRole('link', { name: 'Back to News' })).toHaveAttribute('href', '/media/news')
      if (id === 'abc') await shoot(page, 'media-news-not-found-mobile')
      await close()
    })
})

const EAGER_THUMBNAILS = 6

test.describe('/media/photos', () => {
  for (const name of Object.keys(VIEWPORTS) as ViewportName[])
    test(`shows twelve thumbnails, all but the first screenful lazily loaded, with reserved space (${name})`, async ({ browser }) => {
      const { page, close } = await open(browser, '/media/photos', name)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photo Gallery')
      const thumbs = page.locator('main li img')
      await expect(thumbs).toHaveCount(12)
      // The first screenful loads at once (it holds the largest paint); the rest wait until scrolled near.
      for (const [index, img] of (await thumbs.all()).entries()) {
        const expected = index < EAGER_THUMBNAILS ? 'eager' : 'lazy'
        await expect
          .poll(() =>
            img.evaluate((e) => [
              e.getAttribute('loading'),
              /^\d+$/.test(e.getAttribute('width') ?? ''),
              /^\d+$/.test(e.getAttribute('height') ?? ''),
            ]),
          )
          .toEqual([expected, true, true])
      }
      await expect(thumbs.first()).toHaveAttribute('src', /\.jpe?g$/)
      await expectNoAxeViolations(page)
      await shoot(page, `media-photos-${name}`)
      await close()
    })

  test('shows title, date and the view button on hover and on keyboard focus', async ({ browser }) => {
    const { page, close } = await open(browser, '/media/photos')
    const tiles = page.locator('main li')
    const opacity = (i: number) =>
      tiles
        .nth(i)
        .locator('p')
        .first()
        .evaluate((e) => getComputedStyle(e.parentElement!).opacity)
    await expect(opacity(0)).resolves.toBe('0')
    await tiles.nth(0).hover()
    await expect.poll(() => opacity(0)).toBe('1')
    await tiles.nth(1).getByRole('button').focus()
    await expect.poll(() => opacity(1)).toBe('1')
    await close()
  })

  test('opens the lightbox, moves with buttons and arrow keys (wrapping), and closes with Escape, backdrop and Close', async ({
    browser,
  }) => {
    const { page, close } = await open(browser, '/media/photos')
    const buttons = page.locator('main li').getByRole('button')
    const firstTitle = (await page.locator('main li p').first().textContent())!
    await buttons.first().click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(page.getByRole('dialog', { name: firstTitle })).toBeVisible()
    await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true)
    const counter = dialog.getByText(/^\d+ \/ \d+$/)
    await expect(counter).toHaveText('1 / 12')
    const big = dialog.locator('img')
    await expect
      .poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0)
    // Fitted to the screen without distortion: the seeded 1200 px photos fill most of its width.
    const fitted = (await big.boundingBox())!
    const [natW, natH] = await big.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])
    expect(Math.abs(fitted.width / fitted.height - natW / natH)).toBeLessThan(0.02)
    expect(fitted.width).toBeGreaterThan(VIEWPORTS.desktop.width * 0.8)

    const steps: [string, string][] = [
      ['ArrowRight', '2 / 12'],
      ['ArrowLeft', '1 / 12'],
      ['ArrowLeft', '12 / 12'],
      ['ArrowRight', '1 / 12'],
    ]
    for (const [key, expected] of steps) {
      await page.keyboard.press(key)
      await expect(counter, key).toHaveText(expected)
    }
    for (const [button, expected] of [
      ['Next photo', '2 / 12'],
      ['Previous photo', '1 / 12'],
      ['Previous photo', '12 / 12'],
      ['Next photo', '1 / 12'],
    ]) {
      await dialog.getByRole('button', { name: button, exact: true }).click()
      await expect(counter, button).toHaveText(expected)
    }
    await expectNoAxeViolations(page)
    await shoot(page, 'media-photos-lightbox-desktop', 'screen')

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(buttons.first()).toBeFocused()

    await buttons.nth(2).click()
    await expect(counter).toHaveText('3 / 12')
    await big.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(4, VIEWPORTS.desktop.height - 4)
    await expect(dialog).toHaveCount(0)

    await buttons.nth(11).click()
    await expect(counter).toHaveText('12 / 12')
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    await expect(buttons.nth(11)).toBeFocused()
    await close()
  })

  test('fits the lightbox on a phone and moves on a swipe', async ({ browser }) => {
    const { page, close } = await open(browser, '/media/photos', 'mobile')
    await page.locator('main li').first().getByRole('button').tap()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect
      .poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0)
    const box = (await dialog.locator('img').boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width)
    await expectNoAxeViolations(page)
    await shoot(page, 'media-photos-lightbox-mobile', 'screen')
    // A swipe to the left shows the next photo.
    await dialog.locator('img').evaluate((img) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: img, clientX: x, clientY: 300 })
      img.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }))
      img.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(100)] }))
    })
    await expect(dialog.getByText(/^\d+ \/ \d+$/)).toHaveText('2 / 12')
    await close()
  })
})

test.describe('/media/videos', () => {
  for (const name of Object.keys(VIEWPORTS) as ViewportName[])
    test(`shows video cards whose stills fall back to the local placeholder (${name})`, async ({ browser }) => {
      const { page, close } = await open(browser, '/media/videos', name)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Gallery')
      const cards = page.locator('main article')
      await expect(cards).toHaveCount(4)
      const stills = cards.locator('img')
      for (const img of await stills.all()) {
        await img.scrollIntoViewIfNeeded()
        await expect(img).toHaveAttribute('src', '/video-placeholder.svg')
        await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth)).toBeGreaterThan(0)
        await expect(img).toHaveAttribute('loading', 'lazy')
      }
      const description = cards.first().locator('p', { hasText: newestVideo.description.slice(0, 30) })
      await expect.poll(() => clampLines(description)).toBeLessThanOrEqual(2)
      await page.evaluate(() => window.scrollTo(0, 0))
      await expectNoAxeViolations(page)
      await shoot(page, `media-videos-${name}`)
      await close()
    })

  // A still that fails before the scripts run shows the placeholder at once (VideoGallery.module.css),
  // not the frame's dark fill with the broken-image icon until VideoThumb swaps it.
  test('shows the placeholder where a still failed, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, javaScriptEnabled: false })
    await context.route(
      (url) => url.origin !== new URL(base).origin,
      (r) => r.abort(),
    )
    const page = await context.newPage()
    await page.goto(`${base}/media/videos`)
    const still = page.locator('main article img').first()
    await expect(still).toHaveAttribute('src', /^https:\/\/img\.youtube\.com\//)
    await expect.poll(() => still.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth === 0)).toBe(true)
    // The top-left corner, where Chromium draws the broken-image icon: the placeholder's dark red, not the icon's grey.
    const { data, info } = await sharp(await still.screenshot())
      .raw()
      .toBuffer({ resolveWithObject: true })
    const at = (8 * info.width + 8) * info.channels
    const [red, green, blue] = [...data.subarray(at, at + 3)]
    expect(red, `rgb(${red}, ${green}, ${blue})`).toBeGreaterThan(100)
    expect(Math.max(green, blue), `rgb(${red}, ${green}, ${blue})`).toBeLessThan(60)
    await context.close()
  })

  for (const name of Object.keys(VIEWPORTS) as ViewportName[])
    test(`plays a video in a 16:9 modal that closes with Close, Escape and the backdrop (${name})`, async ({ browser }) => {
      const { page, close } = await open(browser, '/media/videos', name)
      const play = page.getByRole('button', { name: `Play video: ${newestVideo.title}` })
      await play.click()
      const dialog = page.getByRole('dialog', { name: newestVideo.title })
      await dialog.waitFor()
      const iframe = dialog.locator('iframe')
      const id = new URL(newestVideo.videoUrl).searchParams.get('v')
      await expect(iframe).toHaveAttribute('src', `https://www.youtube.com/embed/${id}`)
      await expect(iframe).toHaveAttribute('title', newestVideo.title)
      await expect(iframe).toHaveAttribute('allowfullscreen')
      const box = async () => (await iframe.boundingBox())!
      await expect.poll(async () => Math.abs((await box()).width / (await box()).height - 16 / 9) / (16 / 9)).toBeLessThan(0.01)
      await expect.poll(async () => (await box()).x + (await box()).width).toBeLessThanOrEqual(VIEWPORTS[name].width)
      await expect(dialog.getByText(newestVideo.description)).toBeVisible()
      await expect(dialog.locator('time')).toHaveText('12 Oct 2026')
      await expectNoAxeViolations(page)
      await shoot(page, `media-videos-modal-${name}`, 'screen')

      await dialog.getByRole('button', { name: 'Close', exact: true }).click()
      await expect(dialog).toHaveCount(0)
      await expect(play).toBeFocused()
      await play.click()
      await dialog.waitFor()
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await play.click()
      await dialog.waitFor()
      await page.mouse.click(2, 2)
      await expect(dialog).toHaveCount(0)
      await close()
    })
})
