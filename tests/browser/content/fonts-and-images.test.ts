import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Page, Route } from '@playwright/test'

import { news as seededNews } from '../../../src/runtime/seed/media-content'
import { base } from '../../support/account'
import { expectNoAxeViolations, VIEWPORTS } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'
import { shootAtBothWidths } from '../../support/screenshots'

/**
 * The public pages draw text in the device's fonts (no font file
 * on a first visit, Hindi in a real Devanagari font, never boxes), link pictures as
 * Payload made them at upload (no /_next/image), and the lightbox shows the
 * thumbnail until the full photo arrives. Screenshots go to SHOTS_DIR (default
 * screenshots/fonts-and-images) for a person to look at.
 */
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots/fonts-and-images')
const photoNews = seededNews.find((n) => n.photo)!

/** Every request a page makes while it loads, with its kind (document, font, image …). */
async function openRecording(page: Page, route: string) {
  const requests: { url: string; type: string }[] = []
  page.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType() }))
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' })
  return requests
}

/** The fonts Chromium drew an element's text with (DevTools protocol), most glyphs first. */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)
}

async function newsItemId(lang: 'en' | 'hi') {
  const list = (await (await fetch(`${base}/api/news?locale=${lang}`)).json()) as { id: number; photoUrl: string | null }[]
  return list.find((n) => n.photoUrl)!.id
}

test.describe('fonts', () => {
  for (const route of ['/', '/hi']) {
    test(`${route} downloads no font and draws its heading in the device's font`, async ({ newContext }) => {
      const page = await (await newContext('mobile')).newPage()
      const requests = await openRecording(page, route)
      expect(requests.filter((r) => r.type === 'font').map((r) => r.url)).toEqual([])
      const fonts = await fontsDrawing(page, 'h1')
      // This machine has Debian's Noto fonts, as phones have theirs: the device's font, not a downloaded one.
      expect(fonts[0].isCustomFont, JSON.stringify(fonts)).toBe(false)
      if (route === '/hi') expect(fonts[0].familyName, JSON.stringify(fonts)).toContain('Devanagari')
    })
  }

  test('draws Hindi in a Devanagari font, bold and regular, and the Hindi tagline of an English page too', async ({ newContext }) => {
    const page = await (await newContext('desktop')).newPage()
    for (const [route, selector] of [
      ['/hi/about', 'h1'],
      ['/hi/about', 'main p'],
      ['/about', 'header [lang="hi"]'],
    ]) {
      await page.goto(`${base}${route}`)
      const fonts = await fontsDrawing(page, selector)
      expect(fonts[0].familyName, `${route} ${selector}: ${JSON.stringify(fonts)}`).toContain('Devanagari')
      expect(fonts[0].isCustomFont, `${route} ${selector}`).toBe(false)
    }
    // Not vacuous: English text is drawn in another font.
    await page.goto(`${base}/`)
    const english = await fontsDrawing(page, 'h1')
    expect(english[0].familyName, JSON.stringify(english)).not.toContain('Devanagari')
  })
})

test.describe('pictures', () => {
  test('the header emblem is a small WebP of its own, 52 px (104 px for sharp screens), with its space reserved', async ({
    newContext,
  }) => {
    const page = await (await newContext('desktop')).newPage()
    const requests = await openRecording(page, '/')
    const logo = page.locator('header img').first()
    await expect(logo).toHaveAttribute('width', '52')
    await expect(logo).toHaveAttribute('height', '52')
    await expect(logo).toHaveAttribute('srcset', /-52x52\.webp 52w, .*-104x104\.webp 104w$/)
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(52)
    expect(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/cms-api\/images\/file\/[^/]+-52x52\.webp$/)
    expect(requests.filter((r) => r.url.includes('/_next/image'))).toEqual([])
  })

  test("a news item's photo comes straight from its upload sizes, first and at once", async ({ newContext }) => {
    const page = await (await newContext('mobile')).newPage()
    const requests = await openRecording(page, `/media/news/${await newsItemId('en')}`)
    const photo = page.locator('main article > img')
    await expect(photo).toHaveAttribute('fetchpriority', 'high')
    await expect(photo).toHaveAttribute('loading', 'eager')
    await expect(photo).toHaveAttribute('srcset', /\.webp 640w, .*\.webp \d+w$/)
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/cms-api\/images\/file\/.+\.webp$/)
    expect(requests.filter((r) => r.url.includes('/_next/image'))).toEqual([])

    await page.goto(`${base}/media/news`)
    const cards = page.locator('main article')
    await expect(cards.filter({ hasText: photoNews.title }).locator('img')).toHaveAttribute('srcset', /\.webp 400w, .*\.webp 640w$/)
    const first = cards.first().locator('img')
    if ((await first.count()) > 0) await expect(first).toHaveAttribute('fetchpriority', 'high')
  })
})

test.describe('the lightbox while its photo loads', () => {
  test('shows the thumbnail blurred in the photo’s place, never a black frame, until the photo arrives', async ({ newContext }) => {
    const page = await (await newContext('mobile')).newPage()
    await page.goto(`${base}/media/photos`)
    // Hold the full-size photos back, as a slow connection would, until released.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/cms-api\/gallery-images\/file\/.+\.webp$/, async (route: Route) => {
      await released
      await route.continue()
    })
    const thumbnail = await page.locator('main li img').first().getAttribute('src')
    await page.locator('main li').first().getByRole('button').click()
    const dialog = page.getByRole('dialog')
    const placeholder = dialog.locator('[data-placeholder]')
    await expect(placeholder).toBeVisible()
    expect(await placeholder.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(thumbnail!)
    const frame = (await dialog.locator('img').boundingBox())!
    const under = (await placeholder.boundingBox())!
    // The thumbnail covers the whole frame the photo will take (the blur reaches a little beyond it).
    expect(under.width).toBeGreaterThanOrEqual(frame.width)
    expect(await dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false)
    await expectNoAxeViolations(page)
    fs.mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: path.join(SHOTS, 'photos-lightbox-loading-en-360.png') })

    release()
    await expect
      .poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0)
    await expect(placeholder).toHaveCount(0)
  })
})

test.describe('screenshots', () => {
  for (const lang of ['en', 'hi'] as const) {
    const prefix = lang === 'hi' ? '/hi' : ''
    test(`home, the photo lightbox and a news item (${lang})`, async ({ newContext }) => {
      const page = await (await newContext('desktop')).newPage()
      await page.goto(`${base}${prefix || '/'}`)
      await shootAtBothWidths(page, SHOTS, `home-${lang}`)
      await page.goto(`${base}${prefix}/media/news/${await newsItemId(lang)}`)
      await shootAtBothWidths(page, SHOTS, `news-item-${lang}`)
      // The open lightbox as the screen shows it (a full-page picture would run on past the dialog).
      for (const [label, size] of Object.entries({ 360: VIEWPORTS.mobile, 1280: VIEWPORTS.desktop })) {
        await page.setViewportSize(size)
        await page.goto(`${base}${prefix}/media/photos`)
        await page.locator('main li').first().getByRole('button').click()
        const photo = page.getByRole('dialog').locator('img')
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
          .toBeGreaterThan(0)
        await page.screenshot({ path: path.join(SHOTS, `photos-lightbox-${lang}-${label}.png`) })
      }
    })
  }
})
