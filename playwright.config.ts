import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium'

/**
 * The browser tests (tests/browser) in Debian's Chromium against the production
 * build. Each worker drives a production app of its own, started by the global
 * setup (its own database, demo members, rate limits and mail), so the files run
 * side by side without meeting; the tests of one file run in order in one worker.
 * BROWSER_WORKERS sets how many (2 unless set: the machines have two cores).
 * `npm test` (scripts/test.ts) runs them after vitest's projects.
 */
export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.test.ts',
  globalSetup: './tests/support/browser-setup.ts',
  workers: Number(process.env.BROWSER_WORKERS) || 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  // Generous: the machines are shared, and a loaded one must slow a test down, not fail it.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Failure artefacts (none by default) stay out of the work tree.
  outputDir: path.join(os.tmpdir(), 'upcho-playwright'),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'off',
  },
})
