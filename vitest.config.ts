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

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/database-setup.ts'],
          setupFiles: ['tests/support/integration-env.ts'],
          // One database for the whole run; files run one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/app-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
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
