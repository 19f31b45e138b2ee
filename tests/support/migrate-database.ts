/**
 * Applies the committed migrations to DATABASE_URL and exits: the integration run's template database
 * (tests/support/database-setup.ts). Run with `node --import tsx`.
 */
import type { Migration } from 'payload'
import { getPayload } from 'payload'

import config from '../../payload.config'
import { migrations } from '../../migrations'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
await payload.db.destroy?.()
process.exit(0)
