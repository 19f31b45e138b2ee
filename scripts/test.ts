/**
 * `npm test`: unit, integration (real PostgreSQL) and end-to-end tests (the
 * production build over HTTP and in Debian's Chromium). Without Chromium the
 * browser tests are skipped with a loud warning, unless REQUIRE_E2E=1, which
 * turns a missing browser into a failure (CI sets it).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromiumPath, hasChromium } from '../tests/support/browser'

const requireE2E = process.env.REQUIRE_E2E === '1'
const browser = hasChromium()
if (!browser) {
  const banner = `\n${'!'.repeat(78)}\n  No Chromium at ${chromiumPath()}: the BROWSER TESTS ARE SKIPPED.\n  Install it (apt-get install chromium) or set CHROMIUM_PATH.\n${'!'.repeat(78)}\n`
  console.error(banner)
  if (requireE2E) {
    console.error('REQUIRE_E2E=1: a missing browser fails the run.')
    process.exit(1)
  }
}

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-test-')), 'report.json')
const run = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', E2E_BROWSER: browser ? '1' : '0' } },
)

// A failed global setup (say, the app did not start) can leave vitest reporting
// no failures; a run that executed no test, or that vitest calls unsuccessful, fails.
let ok = run.status === 0
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'))
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
  console.log(`\n${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`)
  ok &&= r.success !== false && r.numTotalTests > 0 && r.numFailedTests === 0
} else {
  ok = false
}
process.exit(ok ? 0 : 1)
