import fs from 'node:fs'
import type { TestProject } from 'vitest/node'

import { startApp, type RunningApp } from './app-process'
import { startMailCatcher } from './mail-catcher'

/**
 * One production instance of the site for the end-to-end tests: embedded
 * PostgreSQL in a temporary DATA_DIR, demo content, a known admin login, and
 * a real local SMTP server whose messages land as .eml files in `mailDir`, so
 * tests read what the site really sent. The first start in a fresh clone also
 * builds the site.
 */
export const E2E_ADMIN = {
  email: 'e2e-admin@example.org',
  password: 'E2e-admin-password-1',
  totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
}
/** The admin's e-mail and password only: the login body without the second factor. */
export const E2E_ADMIN_LOGIN = { email: E2E_ADMIN.email, password: E2E_ADMIN.password }
/** Set, so the webhook reads and checks its bodies (without a secret it answers 503 before reading). */
export const E2E_WEBHOOK_SECRET = 'e2e-webhook-secret'

/** Loopback, where the test runner sends from. */
export const E2E_TRUSTED_PROXIES = '127.0.0.1/8,::1'

export type E2EApp = { baseUrl: string; appDataDir: string; mailDir: string; stop: () => Promise<void> }

/** The environment of a test app: the known admin, demo content, mail to `smtpUrl`, loopback as the load balancer. */
export const e2eAppEnv = (smtpUrl: string): Record<string, string> => ({
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // The admin signs in with a code of this authenticator secret (tests/support/admin-code.ts).
  ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
  SEED_DEMO: 'true',
  SMTP_URL: smtpUrl,
  RAZORPAY_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
  // The tests stand in for a load balancer on loopback: each test's X-Forwarded-For address is its client's,
  // so per-address limits never leak between tests (two-instances.ts leaves it unset, as a fresh install has it).
  TRUSTED_PROXIES: E2E_TRUSTED_PROXIES,
})

/** Starts the mail catcher and the app; shared by vitest's e2e project and Playwright's global setup. */
export async function startE2EApp(): Promise<E2EApp> {
  const mail = await startMailCatcher()
  const mailDir = mail.dir
  let app: RunningApp
  try {
    app = await startApp(e2eAppEnv(mail.url))
  } catch (err) {
    await mail.close()
    throw err
  }
  return {
    baseUrl: app.url,
    appDataDir: app.dataDir,
    mailDir,
    stop: async () => {
      const code = await app.stop()
      if (code !== 0) console.error(`the e2e app exited with ${code}:\n${app.output().slice(-4000)}`)
      fs.rmSync(app.dataDir, { recursive: true, force: true })
      await mail.close()
      fs.rmSync(mailDir, { recursive: true, force: true })
    },
  }
}

/** vitest's global setup for the e2e project. */
export async function setup(project: TestProject) {
  const app = await startE2EApp()
  project.provide('baseUrl', app.baseUrl)
  project.provide('appDataDir', app.appDataDir)
  project.provide('mailDir', app.mailDir)
  return app.stop
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    appDataDir: string
    mailDir: string
  }
}
