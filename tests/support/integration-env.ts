import { inject } from 'vitest'

// Runs before each integration test file imports the app: point it at the test database.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.DATA_DIR = inject('dataDir')
process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789'
process.env.SEED_DEMO = 'false'
process.env.SITE_URL = 'http://localhost:3999'
