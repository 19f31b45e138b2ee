import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/runtime/embedded-db'

/**
 * A real PostgreSQL for the integration tests: TEST_DATABASE_URL when given,
 * otherwise an embedded one in a temporary directory. Each run gets a fresh,
 * empty database; the first test file's Payload applies the migrations.
 */
let db: EmbeddedDatabase | undefined
let tmp: string | undefined

export async function setup(project: TestProject) {
  let baseUrl = process.env.TEST_DATABASE_URL
  if (!baseUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-int-'))
    db = await startEmbeddedDatabase(tmp)
    baseUrl = db.url
  }
  const name = `upcho_test_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  project.provide('databaseUrl', url.toString())
  project.provide('dataDir', fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-int-data-')))
  return async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl })
    await cleanup.connect()
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
    await cleanup.end()
    await db?.stop()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    dataDir: string
  }
}
