import fs from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { VIEWPORTS } from './browser'

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
