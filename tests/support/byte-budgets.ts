import type { PublicPage } from './public-pages'

/**
 * Byte budgets of the public pages' first load (tests/browser/content/page-bytes.test.ts): bytes transferred
 * (encoded bodies and headers: brotli, as the start script serves Next's scripts and styles and the cached
 * pages), Next's prefetches of linked pages left out, the same in English and Hindi.
 *
 * Set after the first speed cuts (system fonts, the emblem and pictures at upload sizes, zod and the /api catalogue
 * off the visitor's pages), from the figures of 2026-11-27 plus about 5 per cent for dates, demo text and Hindi's
 * longer words. Before those cuts every page sent 358–480 KB (JS 254–266 KB, fonts 76 KB, a 22 KB PNG icon).
 * Tightened after the second cuts (brotli for the scripts and styles, no prefetch of the language switch, the
 * 52 px tab icon), from the figures of the same day's afternoon plus about 5 per cent.
 */
const KB = 1024

/** the speed goals: the first load of `/` transfers at most 160 KB (158 KB: JS 128.5, HTML 11–12, CSS 10.8, the emblem 4.8). */
export const HOME_TARGET = 160 * KB

export type Budget = { js: number; total: number }

const DEFAULT_BUDGET: Budget = {
  // 126–129 KB: React, Next's router and runtime (~105 KB in brotli), the header and forms' islands.
  js: 136 * KB,
  // 146–159 KB: JS, HTML 7–14 KB, CSS 4–11 KB, the emblem and its tab icon 4.8 KB, no font; `/` and /hi the most.
  total: 167 * KB,
}

// 166–167 KB (JS 142 KB): the form's own code and the Hindi of the /api messages; its zod rules load on first use.
const ACCOUNT_FORM: Budget = { js: 150 * KB, total: 176 * KB }

const PAGE_BUDGETS: Partial<Record<PublicPage, Budget>> = {
  // 254 KB: the default's share plus about 100 KB of gallery thumbnails above the fold.
  '/media/photos': { js: DEFAULT_BUDGET.js, total: 267 * KB },
  '/login': ACCOUNT_FORM,
  '/membership': ACCOUNT_FORM,
}

export const budgetOf = (page: PublicPage): Budget => PAGE_BUDGETS[page] ?? DEFAULT_BUDGET

/**
 * Requests to other hosts a page may make. This machine reaches no other host, so their bytes cannot be
 * counted: the test names them, and fails on any other page or host, so a new one is a decision.
 */
export const OUTSIDE_ALLOWED: Partial<Record<PublicPage, RegExp>> = {
  // The office's map: an OpenStreetMap frame.
  '/contact': /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
  // The videos' thumbnails, from YouTube.
  '/media/videos': /^https:\/\/img\.youtube\.com\/vi\/[\w-]+\/\w+\.jpg$/,
}

/** Lighthouse's mobile screen (its Moto G Power): the phone the bench measures, so `srcset` picks the same images. */
export const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
