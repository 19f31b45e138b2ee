import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/runtime/embedded-db'
import { startApp, type RunningApp } from './app-process'
import { E2E_ADMIN, E2E_WEBHOOK_SECRET } from './app-setup'
import { startMailCatcher, type MailCatcher } from './mail-catcher'

/**
 * Two instances of the production build behind no balancer, sharing what a
 * real deployment shares: one PostgreSQL (started here, as a managed one would
 * be), one storage folder (DATA_DIR holds only uploads when DATABASE_URL is
 * set), one secret and one mail server. Anything else an instance keeps to
 * itself is what the multi-instance tests look for.
 */
export type TwoInstances = {
  a: RunningApp
  b: RunningApp
  databaseUrl: string
  mail: MailCatcher
  /** Starts a fresh process for 'a' or 'b' (after a crash or stop) on the same database and storage. */
  restart: (which: 'a' | 'b') => Promise<RunningApp>
  stop: () => Promise<void>
}

export async function startTwoInstances(extraEnv: Record<string, string> = {}): Promise<TwoInstances> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-two-'))
  const database: EmbeddedDatabase = await startEmbeddedDatabase(path.join(root, 'db'))
  const mail = await startMailCatcher(fs.mkdtempSync(path.join(root, 'mail-')))
  const storage = path.join(root, 'storage')
  fs.mkdirSync(storage)
  const env = {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: 'two-instances-test-secret-0123456789',
    DATA_DIR: storage,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
    SEED_DEMO: 'true',
    SMTP_URL: mail.url,
    RAZORPAY_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    ...extraEnv,
  }
  // One after the other: the first applies the migrations and the seed, the second finds them done.
  const apps: { a?: RunningApp; b?: RunningApp } = {}
  apps.a = await startApp(env)
  apps.b = await startApp(env)
  return {
    get a() {
      return apps.a!
    },
    get b() {
      return apps.b!
    },
    databaseUrl: database.url,
    mail,
    restart: async (which) => {
      await apps[which]?.stop('SIGKILL')
      apps[which] = await startApp(env)
      return apps[which]!
    },
    stop: async () => {
      await Promise.all([apps.a?.stop(), apps.b?.stop()])
      await mail.close()
      await database.stop()
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}
