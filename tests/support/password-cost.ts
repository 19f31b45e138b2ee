import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

/**
 * The one test setting that lowers the password-hash cost.
 *
 * Payload hashes a password with 600,000 rounds of PBKDF2-SHA256 (about 0.22 s of a core here), and so does the
 * check of an unknown account (src/features/accounts/operations/password-check.ts). The tests create and sign in
 * thousands of accounts, so that cost alone was minutes of every run. Loaded first in a process, this module makes
 * every 600,000-round PBKDF2 call use TEST_PASSWORD_ROUNDS rounds instead (1,000 unless set); any other call is
 * untouched. Hashes made under it are only ever checked under it (the test database or the test app's own).
 *
 * Who loads it: the integration tests' setup file (tests/support/integration-env.ts) and the apps the e2e and
 * browser tests start (tests/support/app-process.ts, `--import`). Nothing under src/ or scripts/ does, and the live
 * stage's app runs without it, as users run it: tests/unit/platform/password-cost.test.ts and the live stage
 * (tests/live/running-site.test.ts) prove the production path keeps the full 600,000 rounds.
 */
export const PRODUCTION_ROUNDS = 600_000
export const testRounds = () => Number(process.env.TEST_PASSWORD_ROUNDS) || 1_000

const patched = Symbol.for('upcho.test-password-cost')
type Pbkdf2 = typeof crypto.pbkdf2 & { [patched]?: true }

if (!(crypto.pbkdf2 as Pbkdf2)[patched]) {
  const original = crypto.pbkdf2
  const quick = ((password, salt, iterations, keylen, digest, callback) =>
    original(password, salt, iterations === PRODUCTION_ROUNDS ? testRounds() : iterations, keylen, digest, callback)) as Pbkdf2
  quick[patched] = true
  crypto.pbkdf2 = quick
  // `import { pbkdf2 } from 'node:crypto'` sees the change too.
  syncBuiltinESMExports()
}
