import fs from 'node:fs'
import path from 'node:path'

import { expect, type Page } from '@playwright/test'

import { overflowsSideways, SCREENSHOTS, VIEWPORTS } from './browser'

/** Where a screen's screenshots go: a folder per feature and screen under screenshots/ (or `SHOTS_DIR`). */
export const shotsDir = (area: string) => path.join(process.env.SHOTS_DIR || SCREENSHOTS, area)

/** A check for shootAtBothWidths: nothing scrolls sideways (a long Hindi word or label pushing past the screen). */
export async function noSidewaysScroll(page: Page) {
  expect(await overflowsSideways(page)).toBe(false)
}

/**
 * A full-page screenshot at 360 px and at 1280 px (`<dir>/<name>-360.png`,
 * `<name>-1280.png`), so a page is looked at on a phone and on a desk. `check`
 * runs at each width before the picture (no sideways scroll, axe clean …).
 * The viewport is put back as it was, so the test goes on at its own width.
 */
export async function shootAtBothWidths(page: Page, dir: string, name: string, check?: (page: Page) => Promise<void>) {
  fs.mkdirSync(dir, { recursive: true })
  const before = page.viewportSize()
  for (const [label, size] of [
    ['360', VIEWPORTS.mobile],
    ['1280', VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(size)
    await check?.(page)
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true })
  }
  if (before) await page.setViewportSize(before)
}

/** A test file's screenshot helper: `const shots = shotsIn('privacy/requests', noSidewaysScroll)`, then `shots(page, 'name')`. */
export const shotsIn = (area: string, check?: (page: Page) => Promise<void>) => (page: Page, name: string) =>
  shootAtBothWidths(page, shotsDir(area), name, check)
