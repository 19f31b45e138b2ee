import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { base } from './account'
import { expectNoAxeViolations, overflowsSideways, SCREENSHOTS } from './browser'
import { shootAtBothWidths } from './screenshots'

/**
 * Checks that a Hindi page has no English left: what the code
 * writes must all be Hindi. Shared by the Hindi browser tests.
 *
 * Allowed in Latin letters: the codes and names CHOs use as they are, what the
 * member typed (e-mail addresses), membership, payment and receipt ids, anything marked
 * lang="en" (the name of the other language in a language choice), and — only
 * where a test passes them — the CMS's own texts: the office localizes the
 * content separately, and until then the demo content is English.
 */
// File formats and sizes (the grievance form's attachments) and case numbers are written in Latin in Hindi too.
export const ALLOWED_LATIN =
  /\b(EHRMS|CHO|PDF|OTP|QR|CMS|JPEG|PNG|WebP|MB)\b|[\w.+-]+@[\w.-]+|\bUPCHO-\d{4}-\d+\b|\bRCPT-\d{4}-\d+\b|\bGRV-\d{4}-\d+\b|\b(pay|order)_\w+/g

const LATIN_WORD = /[A-Za-z]{2,}/g

/** The visible text of `root`'s text nodes (screen-reader-only text included), outside lang="en" parts. */
async function textNodes(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const out: string[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !node.textContent?.trim()) continue
      if (parent.closest('[lang="en"], script, style, noscript, template')) continue
      if (!parent.checkVisibility({ visibilityProperty: true })) continue
      out.push(node.textContent)
    }
    return out
  })
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The CMS's texts as the site has them now (globals, news, photos, videos),
 * line by line: the parts of a Hindi page that are content, not code.
 */
export async function cmsTexts(request: APIRequestContext): Promise<string[]> {
  const globals = ['site-settings', 'home-page', 'about-page', 'mission-vision', 'privacy-policy', 'leaders', 'contact-details']
  const bodies = await Promise.all([
    // Both languages: the Hindi side where the office wrote one, the English where not (fallback).
    ...(['en', 'hi'] as const).flatMap((locale) => [
      ...globals.map((slug) => request.get(`${base}/cms-api/globals/${slug}?depth=1&locale=${locale}`)),
      request.get(`${base}/api/news?locale=${locale}`),
      request.get(`${base}/api/photos?locale=${locale}`),
      request.get(`${base}/api/videos?locale=${locale}`),
    ]),
  ])
  const strings: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  for (const res of bodies) if (res.ok()) walk(await res.json())
  const lines = strings.flatMap((s) => [normal(s), ...s.split(/\r?\n/).map(normal)])
  // Longest first, so a line is removed before a shorter piece of it; very short values (codes, 'x') never.
  return [...new Set(lines)].filter((s) => s.length >= 4).sort((a, b) => b.length - a.length)
}

/**
 * What else may stay in Latin letters on a screen: `data`, texts people typed or the office stored
 * (members' names, grievance subjects, news titles), shown as written; `allow`, single words that
 * rightly stay (e.g. 'JPEG', 'Razorpay').
 */
export type EnglishLeftOptions = { data?: string[]; allow?: string[] }

/**
 * The English words left in `root` on a Hindi page, after what is allowed and after the CMS's or
 * people's texts (`cmsTexts`, or `data`) when given. Each text is removed whole, longest first, so a
 * word of the interface is never excused by appearing inside one of them.
 */
export async function englishLeft(root: Locator, texts: string[] | EnglishLeftOptions = []): Promise<string[]> {
  const { data = [], allow = [] } = Array.isArray(texts) ? { data: texts } : texts
  const cms = [...new Set(data)].filter((d) => d.trim()).sort((a, b) => b.length - a.length)
  const allowed = new Set(allow)
  const words: string[] = []
  for (const raw of await textNodes(root)) {
    let text = normal(raw)
    // A cut excerpt of a CMS text (the news previews end in '…' or mid-sentence).
    const cut = text.replace(/…$/, '').trim()
    if (cut.length >= 20 && cms.some((s) => s.includes(cut))) continue
    for (const s of cms) if (text.includes(s)) text = text.split(s).join(' ')
    words.push(...(text.replace(ALLOWED_LATIN, ' ').match(LATIN_WORD) ?? []))
  }
  return words.filter((word) => !allowed.has(word))
}

/**
 * The Hindi texts of `root` drawn in a font stack without the site's
 * Devanagari font: a control that does not inherit the page's font (a
 * <button> without `font: inherit`) falls back to the system's, which on a
 * machine without Devanagari draws empty boxes.
 */
export async function textsWithoutHindiFont(root: Locator): Promise<string[]> {
  return root.evaluate((el) => {
    const hindiFont = getComputedStyle(document.documentElement).fontFamily.split(',')[0].trim()
    const out: string[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !/[\u0900-\u097F]/.test(node.textContent ?? '')) continue
      if (!getComputedStyle(parent).fontFamily.includes(hindiFont)) out.push(node.textContent!.trim())
    }
    return out
  })
}

/** Screenshots of the page at 360 and 1280 px (a person looks at them: Devanagari drawn, nothing overflowing). */
export const shotsAtBothWidths = (page: Page, name: string) => shootAtBothWidths(page, SCREENSHOTS, `hindi-${name}`)

export { overflowsSideways } from './browser'

/**
 * A Hindi screen as a reader gets it: no English left in <main> outside the CMS's texts, every Hindi text
 * in the Devanagari font, nothing scrolling sideways, axe clean; screenshots at 360 and 1280 px.
 */
export async function expectAllHindi(page: Page, cms: string[], shot: string) {
  expect(await englishLeft(page.locator('main'), cms)).toEqual([])
  expect(await textsWithoutHindiFont(page.locator('body'))).toEqual([])
  expect(await overflowsSideways(page)).toBe(false)
  await expectNoAxeViolations(page)
  await shotsAtBothWidths(page, shot)
}
