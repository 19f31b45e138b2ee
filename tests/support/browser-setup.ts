import { startE2EApp } from './app-setup'

/**
 * Playwright's global setup: the same production app and mail catcher as the
 * vitest e2e project (tests/support/app-setup.ts). Workers inherit the runner's
 * environment, so the addresses reach the tests (and tests/support/browser-fixtures.ts)
 * as E2E_* variables. The returned function is the global teardown.
 */
export default async function globalSetup() {
  const app = await startE2EApp()
  process.env.E2E_BASE_URL = app.baseUrl
  process.env.E2E_MAIL_DIR = app.mailDir
  process.env.E2E_APP_DATA_DIR = app.appDataDir
  return app.stop
}
