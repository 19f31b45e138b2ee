import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

/**
 * Four projects: unit (pure modules), integration (Payload's Local API on a real
 * PostgreSQL), e2e (the production build over HTTP), live (one long-lived production
 * app through a realistic mix: tests/live). The browser tests run on
 * @playwright/test (playwright.config.ts, tests/browser). `npm test`
 * (scripts/test.ts) runs them all.
 */
const alias = {
  '@payload-config': path.resolve(__dirname, 'payload.config.ts'),
  '@': path.resolve(__dirname, 'src'),
}

const testFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file}`)
const integrationFiles = testFiles('tests/integration')
// A file that points the app at a database of its own (useFreshDatabase), sets or deletes a variable of the
// environment the app reads once (itself or through paymentsTestApp), ends the app's database pool, or replaces
// a module (vi.mock) needs the app's modules loaded afresh for it alone.
const needsOwnModules = (file: string) =>
  /useFreshDatabase\(|paymentsTestApp\(|pool\.end\(|vi\.(do)?[mM]ock\(|process\.env(\.[A-Z_]+|\[[^\]]+\]) =|delete process\.env/.test(
    fs.readFileSync(file, 'utf8'),
  )
const ownModuleFiles = integrationFiles.filter(needsOwnModules)

// End-to-end files that start production apps of their own (two instances, crashes, stops) run one after another
// beside the files that share the one app of the global setup, which also run one after another.
const ownAppFiles = testFiles('tests/e2e').filter((file) => /startApp\(|startTwoInstances\(/.test(fs.readFileSync(file, 'utf8')))

// Integration workers run files in parallel, each on its own copy of the migrated database (tests/support/worker-database.ts).
// They wait on PostgreSQL as much as they compute, so a worker more than the cores keeps both busy.
// Unit tests run in the same workers (vitest runs projects together only when their maxWorkers agree).
const INTEGRATION_WORKERS = 3
const integration = {
  globalSetup: ['tests/support/database-setup.ts'],
  setupFiles: ['tests/support/integration-env.ts'],
  maxWorkers: INTEGRATION_WORKERS,
  testTimeout: 30_000,
  hookTimeout: 120_000,
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', maxWorkers: INTEGRATION_WORKERS },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ownModuleFiles,
          ...integration,
          // The files of a worker share one load of the app (one Payload, one pool) instead of loading it per file;
          // tests/support/integration-env.ts puts back clocks, spies and stubs after each file.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { name: 'integration-own-modules', include: ownModuleFiles, ...integration },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ownAppFiles,
          globalSetup: ['tests/support/app-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        resolve: { alias },
        test: { name: 'e2e-own-apps', include: ownAppFiles, fileParallelism: false, testTimeout: 60_000, hookTimeout: 300_000 },
      },
      {
        resolve: { alias },
        test: {
          // One long-lived production app through a realistic mix, then the error contracts again.
          name: 'live',
          include: ['tests/live/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
})
