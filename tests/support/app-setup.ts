import fs from 'node:fs'
import type { TestProject } from 'vitest/node'

import { startApp, type RunningApp } from './app-process'

/**
 * One production instance of the site for the end-to-end tests: embedded
 * PostgreSQL in a temporary DATA_DIR, demo content, a known admin login.
 * The first start in a fresh clone also builds the site.
 */
export const E2E_ADMIN = { email: 'e2e-admin@example.org', password: 'E2e-admin-password-1' }
let app: RunningApp | undefined

export async function setup(project: TestProject) {
  app = await startApp({ ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, SEED_DEMO: 'true' })
  project.provide('baseUrl', app.url)
  project.provide('appDataDir', app.dataDir)
  return async () => {
    const code = await app?.stop()
    if (code !== 0) console.error(`the e2e app exited with ${code}:\n${app?.output().slice(-4000)}`)
    if (app) fs.rmSync(app.dataDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    appDataDir: string
  }
}
