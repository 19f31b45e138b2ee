import type { PublicPage } from './public-pages'

/**
 * Byte budgets of the public pages' first load (tests/browser/page-bytes.test.ts), in bytes transferred
 * (encoded bodies and headers), English and Hindi alike. PROVISIONAL: set from main's figures of
 * 2026-11-27 (before issue 17's cuts) plus a small margin, as upper bounds that stop a page from growing;
 * the lead tightens them after the merge, towards the target for `/` (HOME_TARGET).
 */
const KB = 1024

/** Issue 17's goal: the first load of `/` transfers at most 160 KB. */
export const HOME_TARGET = 160 * KB

export type Budget = { js: number; total: number }

/** Every public page not named below. */
const DEFAULT_BUDGET: Budget = { js: 999 * KB, total: 999 * KB }

/** Pages that need (or already get) a budget of their own. */
const PAGE_BUDGETS: Partial<Record<PublicPage, Budget>> = {}

export const budgetOf = (page: PublicPage): Budget => PAGE_BUDGETS[page] ?? DEFAULT_BUDGET

/** Lighthouse's mobile screen (its Moto G Power): the same phone the bench measures, so image sizes chosen by srcset match. */
export const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
