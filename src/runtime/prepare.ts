import pg from 'pg'
import type { Migration, Payload } from 'payload'

import type { Env } from '../platform/config/env'
import { ensureAdmin } from '@/features/accounts'
import { SINGLE_LOCKS } from '@/platform/db/locks'

/**
 * Everything that must happen before the site serves: apply committed
 * migrations, create the first admin, seed the demo (once per database). Several
 * instances may start at once, so the work runs under a PostgreSQL advisory lock.
 */
export async function prepareDatabase(payload: Payload, env: Env, log: (msg: string) => void) {
  const lockClient = new pg.Client({ connectionString: env.databaseUrl })
  await lockClient.connect()
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [SINGLE_LOCKS.prepare])
    log('applying migrations (under the start-up lock)')
    const { migrations } = await import('../../migrations')
    // The generated index types each migration's own args; Payload's list type is looser.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    await ensureAdmin(payload, env, log)
    if (env.seedDemo) {
      const { seedDemoOnce } = await import('./seed/once')
      await seedDemoOnce(payload, log)
    }
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [SINGLE_LOCKS.prepare]).catch(() => {})
    await lockClient.end()
  }
}
