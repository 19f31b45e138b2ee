import type { Locator, Page } from '@playwright/test'

import { circulars } from '../../../src/features/circulars/seed-content'
import { base } from '../../support/account'
import { expectNoAxeViolations, screenshot } from '../../support/browser'
import { expect, test } from '../../support/browser-fixtures'

/**
 * The library of circulars at 360 px, in English and in Hindi, on the
 * demo content: the newest order first, search by a word, filter by subject and
 * year, pages, the empty state, the PDF link with its size; axe clean, and no
 * English left on the Hindi page.
 */
const newestFirst = [...circulars].sort((a, b) => b.date.localeCompare(a.date))
const byNumber = (fragment: string) => circulars.find((c) => c.number.includes(fragment))!
const honorarium = byNumber('2187')
const leave = byNumber('Leave')
const transfer = byNumber('Transfer')

const cards = (page: Page) => page.locator('main article')
// The order number of each card, in the list's order.
const numbers = (page: Page) => cards(page).evaluateAll((els) => els.map((el) => el.querySelector('p span span')?.textContent ?? ''))

// What may stay in Latin letters on the Hindi page: order numbers, file sizes and the names CHOs use as they are.
const ALLOWED_LATIN = /\b[A-Z]{2,}(\/[\w-]+)+|\b(PDF|KB|MB|CHO|NHM)\b/g
async function englishLeft(main: Locator): Promise<string[]> {
  const text = (await main.innerText()).replace(ALLOWED_LATIN, ' ')
  return text.match(/[A-Za-z]{2,}/g) ?? []
}

async function search(
  page: Page,
  { q, tag, year }: { q?: string; tag?: string; year?: string },
  labels: { q: string; tag: string; year: string; submit: string },
) {
  const main = page.locator('main')
  if (q !== undefined) await main.getByRole('searchbox', { name: labels.q, exact: true }).fill(q)
  if (tag !== undefined) await main.getByRole('combobox', { name: labels.tag, exact: true }).selectOption({ label: tag })
  if (year !== undefined) await main.getByRole('combobox', { name: labels.year, exact: true }).selectOption({ label: year })
  await Promise.all([page.waitForURL(/\/circulars\?/), main.getByRole('button', { name: labels.submit, exact: true }).click()])
}

const EN = { q: 'Search circulars', tag: 'Subject', year: 'Year', submit: 'Search' }
const HI = { q: 'परिपत्र खोजें', tag: 'विषय', year: 'वर्ष', submit: 'खोजें' }

test.describe('/circulars at 360 px', () => {
  test('newest first; search, subject and year filters, pages, empty state; axe clean', async ({ newContext }) => {
    const page = await (await newContext('mobile')).newPage()
    await page.goto(`${base}/circulars`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Circulars & Government Orders')
    await expect(cards(page)).toHaveCount(circulars.length)
    await expect.poll(() => numbers(page)).toEqual(newestFirst.map((c) => c.number))
    await expect(main.getByText(`${circulars.length} circulars found`)).toBeVisible()

    const first = cards(page).first()
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(honorarium.titleEn)
    await expect(first.locator('time')).toHaveText('14-10-2026')
    await expect(first).toContainText(`Issued by: ${honorarium.officeEn}`)
    const pdf = first.getByRole('link', { name: /^PDF \(\d+ KB\) — Download the PDF of / })
    await expect(pdf).toHaveAttribute('href', /^\/cms-api\/documents\/file\/.+\.pdf$/)
    expect((await page.request.get(`${base}${await pdf.getAttribute('href')}`)).headers()['content-type']).toMatch(/application\/pdf/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
    await screenshot(page, 'circulars-mobile')

    await search(page, { q: 'honorarium' }, EN)
    await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(honorarium.titleEn)
    expect(await numbers(page)).not.toContain(transfer.number)

    await search(page, { q: '', tag: 'Leave' }, EN)
    await expect.poll(() => numbers(page)).toEqual([leave.number])
    await expect(main.getByText('1 circular found')).toBeVisible()

    await search(page, { tag: 'All subjects', year: '2025' }, EN)
    await expect.poll(() => numbers(page)).toEqual(newestFirst.filter((c) => c.date.startsWith('2025')).map((c) => c.number))

    // A subject chip on a card filters by that subject.
    await page.goto(`${base}/circulars`)
    await cards(page).first().getByRole('link', { name: 'Honorarium', exact: true }).click()
    await page.waitForURL(/tag=honorarium/)
    await expect.poll(() => numbers(page)).toEqual(newestFirst.filter((c) => c.tags.includes('honorarium')).map((c) => c.number))

    await page.goto(`${base}/circulars?limit=3`)
    const pages = main.getByRole('navigation', { name: 'Pages of results' })
    await expect(pages).toContainText('Page 1 of 3')
    await pages.getByRole('link', { name: /Next/ }).click()
    await expect(pages).toContainText('Page 2 of 3')
    await expect.poll(() => numbers(page)).toEqual(newestFirst.slice(3, 6).map((c) => c.number))

    await search(page, { q: 'zzqx।' }, EN)
    await expect(main.getByText('No circulars match your search.')).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await expectNoAxeViolations(page)
    await main.getByRole('link', { name: 'Clear search' }).click()
    await expect(cards(page)).toHaveCount(circulars.length)
  })
})

test.describe('/hi/circulars at 360 px', () => {
  test('in Hindi: search by a Hindi word, filter by subject and year, no English left; axe clean', async ({ newContext }) => {
    const page = await (await newContext('mobile')).newPage()
    await page.goto(`${base}/hi/circulars`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('परिपत्र एवं शासनादेश')
    await expect(cards(page)).toHaveCount(circulars.length)
    await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(honorarium.titleHi)
    await expect(cards(page).first()).toContainText(`जारीकर्ता: ${honorarium.officeHi}`)
    await expect(
      cards(page)
        .first()
        .getByRole('link', { name: /^PDF फ़ाइल \(\d+ KB\) — .+ की PDF डाउनलोड करें$/ }),
    ).toBeVisible()
    expect(await englishLeft(main)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoAxeViolations(page)
    await screenshot(page, 'circulars-hi-mobile')

    await search(page, { q: 'मानदेय।' }, HI)
    await expect(page).toHaveURL(/\/hi\/circulars\?/)
    expect(await numbers(page)).toContain(honorarium.number)
    expect(await numbers(page)).not.toContain(transfer.number)

    await search(page, { q: '', tag: 'अवकाश' }, HI)
    await expect.poll(() => numbers(page)).toEqual([leave.number])
    await expect(main.getByText('1 परिपत्र मिला')).toBeVisible()

    await search(page, { tag: 'सभी विषय', year: '2025' }, HI)
    await expect.poll(() => numbers(page)).toEqual(newestFirst.filter((c) => c.date.startsWith('2025')).map((c) => c.number))
    expect(await englishLeft(main)).toEqual([])

    await search(page, { q: 'कोईशब्दनहीं', year: 'सभी वर्ष' }, HI)
    await expect(main.getByText('आपकी खोज से कोई परिपत्र मेल नहीं खाता।')).toBeVisible()
    expect(await englishLeft(main)).toEqual([])
    await expectNoAxeViolations(page)
    await screenshot(page, 'circulars-hi-empty-mobile')

    // The wide layout too, for a person to look at (the form in one row, Devanagari drawn, nothing overflowing).
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${base}/hi/circulars`)
    await expect(cards(page)).toHaveCount(circulars.length)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
    await screenshot(page, 'circulars-hi-desktop')
  })
})
