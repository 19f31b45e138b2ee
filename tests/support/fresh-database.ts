import { inject } from 'vitest'

import { databaseUrlFor, onServer } from './database-server'

/**
 * A new, empty database on the test server, for a test file that needs a site
 * nobody else has touched (the demo seed). Call it before anything imports the
 * app's configuration: it points DATABASE_URL at the new database.
 */
export async function useFreshDatabase(name: string): Promise<string> {
  const base = inject('databaseUrl')
  const db = `${new URL(base).pathname.slice(1)}_${name}`.slice(0, 60)
  await onServer(base, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${db} ENCODING 'UTF8' TEMPLATE template0`)
  })
  process.env.DATABASE_URL = databaseUrlFor(base, db)
  return process.env.DATABASE_URL
}
