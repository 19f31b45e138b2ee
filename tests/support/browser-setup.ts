import type { FullConfig } from '@playwright/test'

import { startE2EApp, type E2EApp } from './app-setup'
import { E2E_APPS, type BrowserApp } from './browser-app'

/**
 * Playwright's global setup: one production app (with its mail catcher, as the vitest e2e project's,
 * tests/support/app-setup.ts) for each worker. The first start builds the site when the build is missing
 * or stale; the others then start side by side. Workers inherit the runner's environment, so the apps
 * reach them as E2E_APPS (tests/support/browser-app.ts). The returned function is the global teardown.
 */
export default async function globalSetup(config: FullConfig) {
  const workers = Math.max(config.workers, 1)
  const apps: E2EApp[] = [await startE2EApp()]
  try {
    apps.push(...(await Promise.all(Array.from({ length: workers - 1 }, () => startE2EApp()))))
  } catch (err) {
    await Promise.all(apps.map((app) => app.stop()))
    throw err
  }
  const shared: BrowserApp[] = apps.map(({ baseUrl, mailDir, appDataDir }) => ({ baseUrl, mailDir, appDataDir }))
  process.env[E2E_APPS] = JSON.stringify(shared)
  return async () => {
    await Promise.all(apps.map((app) => app.stop()))
  }
}
