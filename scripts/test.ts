/**
 * `npm test`: unit, integration (real PostgreSQL) and end-to-end tests (the
 * production build over HTTP and in Debian's Chromium). Without Chromium the
 * browser tests are skipped with a loud warning, unless REQUIRE_E2E=1, which
 * turns a missing browser into a failure (CI sets it). Extra arguments go to
 * vitest (e.g. a file name).
 *
 * The end-to-end project runs on its own: its global setup builds and starts the
 * app, and a failure there must not hide the results of the other tests.
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

type Totals = { passed: number; failed: number; skipped: number; ok: boolean }

function vitest(projects: string[]): Totals {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-test-')), 'report.json')
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]
  const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', ...args], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', E2E_BROWSER: browser ? '1' : '0' },
  })
  if (!fs.existsSync(report)) return { passed: 0, failed: 0, skipped: 0, ok: false }
  const r = JSON.parse(fs.readFileSync(report, 'utf8'))
  // A failed global setup (the app did not start) can leave vitest reporting no
  // failures; a run that executed no test, or that vitest calls unsuccessful, fails.
  const ok = run.status === 0 && r.success !== false && r.numTotalTests > 0 && r.numFailedTests === 0
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0), ok }
}

const onlyFiles = process.argv.length > 2
const results = onlyFiles ? [vitest(['unit', 'integration', 'e2e'])] : [vitest(['unit', 'integration']), vitest(['e2e'])]
const sum = (k: 'passed' | 'failed' | 'skipped') => results.reduce((n, r) => n + r[k], 0)
const ok = onlyFiles ? results[0].passed > 0 && results[0].failed === 0 : results.every((r) => r.ok)
console.log(`\n${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`)
process.exit(ok ? 0 : 1)
