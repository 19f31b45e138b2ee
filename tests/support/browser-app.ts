/**
 * The production app this Playwright worker drives. The global setup (browser-setup.ts) starts one app per
 * worker, each on its own embedded database with its own demo content and mail catcher, so workers run in
 * parallel without meeting each other's members, rate limits or content; it passes their addresses down as
 * E2E_APPS (JSON), and each worker takes the one at its TEST_PARALLEL_INDEX (0 … workers-1, set by Playwright
 * before the worker loads a test file).
 */
export type BrowserApp = { baseUrl: string; mailDir: string; appDataDir: string }

export const E2E_APPS = 'E2E_APPS'

export function workerApp(): BrowserApp {
  const apps = JSON.parse(process.env[E2E_APPS] ?? '[]') as BrowserApp[]
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
  return apps[index % Math.max(apps.length, 1)] ?? { baseUrl: '', mailDir: '', appDataDir: '' }
}
