/**
 * `npm test`: unit and integration tests (vitest, real PostgreSQL), the
 * end-to-end server tests (vitest, the production build over HTTP) and the
 * browser tests (@playwright/test in Debian's Chromium, playwright.config.ts),
 * then the totals over all of them. The run fails when a suite failed or
 * executed no test. Without Chromium the browser tests are skipped with a loud
 * warning, unless REQUIRE_E2E=1, which turns a missing browser into a failure
 * (CI sets it).
 *
 * Extra arguments pick files: those under tests/browser/ go to Playwright, any
 * other to vitest (e.g. `npm test -- tests/unit/office/csv.test.ts tests/browser/platform/cms.test.ts`),
 * and only the runners that were given a file run. Arguments starting with `-`
 * go to vitest.
 *
 * Each end-to-end suite runs on its own: its global setup builds and starts the
 * app, and a failure there must not hide the results of the other tests. The live
 * stage (tests/live) starts one more production app with the start script
 * and drives it for a few minutes before asking the error contracts again.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromiumPath, hasChromium } from '../tests/support/chromium'

type Totals = {
  name: string
  passed: number
  failed: number
  skipped: number
  ok: boolean
  failures: string[]
  seconds?: number
}

/** Runs one stage and notes how long it took (the table at the end). */
function timed(stage: () => Totals): Totals {
  const started = Date.now()
  return { ...stage(), seconds: Math.round((Date.now() - started) / 1000) }
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const reportFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-test-')), 'report.json')
const readReport = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined)

function vitest(projects: string[], extra: string[]): Totals {
  const name = projects.join(' + ')
  const report = reportFile()
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extra,
  ]
  const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', ...args], { stdio: 'inherit', env })
  const r = readReport(report)
  if (!r) return { name, passed: 0, failed: 0, skipped: 0, ok: false, failures: [] }
  // A failed global setup (the app did not start) can leave vitest reporting no
  // failures; a run that executed no test, or that vitest calls unsuccessful, fails.
  const ok = run.status === 0 && r.success !== false && r.numTotalTests > 0 && r.numFailedTests === 0
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
  return {
    name,
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped,
    ok,
    failures: vitestFailures(r),
  }
}

function playwright(files: string[]): Totals {
  const name = 'browser'
  const report = reportFile()
  const run = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json', ...files], {
    stdio: 'inherit',
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  })
  const r = readReport(report)
  if (!r) return { name, passed: 0, failed: 0, skipped: 0, ok: false, failures: [] }
  const s = r.stats as {
    expected: number
    unexpected: number
    flaky: number
    skipped: number
  }
  // Global setup errors (the app did not start) are in `errors`, not in the counts.
  const ok = run.status === 0 && (r.errors ?? []).length === 0 && s.expected > 0 && s.unexpected === 0 && s.flaky === 0
  return {
    name,
    passed: s.expected,
    failed: s.unexpected + s.flaky,
    skipped: s.skipped,
    ok,
    failures: playwrightFailures(r),
  }
}

// The names of the failed tests and the first line of each error, repeated at the very end of the
// run: CI shows the tail of a long log, and the counts alone do not say what to look at.
const firstLine = (text: unknown) =>
  String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim()) ?? ''

type VitestReport = {
  testResults?: {
    name: string
    message?: string
    assertionResults?: {
      status: string
      fullName: string
      failureMessages?: string[]
    }[]
  }[]
}
function vitestFailures(r: VitestReport): string[] {
  return (r.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name)
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
    if (tests.length === 0 && file.message) return [`${where}: ${firstLine(file.message)}`]
    return tests.map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
  })
}

type PwSuite = {
  title: string
  file?: string
  specs?: PwSpec[]
  suites?: PwSuite[]
}
type PwSpec = {
  title: string
  ok: boolean
  tests?: { results?: { error?: { message?: string } }[] }[]
}
function playwrightFailures(r: { suites?: PwSuite[]; errors?: { message?: string }[] }): string[] {
  const walk = (suite: PwSuite, trail: string[]): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => `${[...trail, spec.title].join(' › ')}: ${firstLine(spec.tests?.[0]?.results?.at(-1)?.error?.message)}`),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...trail, child.title])),
  ]
  return [
    ...(r.suites ?? []).flatMap((suite) => walk(suite, [suite.title])),
    ...(r.errors ?? []).map((e) => `setup: ${firstLine(e.message)}`),
  ]
}

const args = process.argv.slice(2)
const isBrowserFile = (a: string) => !a.startsWith('-') && path.normalize(a).startsWith(path.normalize('tests/browser'))
const browserFiles = args.filter(isBrowserFile)
const vitestArgs = args.filter((a) => !isBrowserFile(a))
const picked = args.length > 0
const runVitest = !picked || vitestArgs.some((a) => !a.startsWith('-'))
const runBrowser = !picked || browserFiles.length > 0

const requireE2E = process.env.REQUIRE_E2E === '1'
const browser = hasChromium()
if (runBrowser && !browser) {
  const banner = `\n${'!'.repeat(78)}\n  No Chromium at ${chromiumPath()}: the BROWSER TESTS ARE SKIPPED.\n  Install it (apt-get install chromium) or set CHROMIUM_PATH.\n${'!'.repeat(78)}\n`
  console.error(banner)
  if (requireE2E) {
    console.error('REQUIRE_E2E=1: a missing browser fails the run.')
    process.exit(1)
  }
}

const results: Totals[] = []
if (runVitest) {
  if (picked)
    results.push(timed(() => vitest(['unit', 'integration', 'integration-own-modules', 'e2e', 'e2e-own-apps', 'live'], vitestArgs)))
  else
    for (const projects of [['unit', 'integration', 'integration-own-modules'], ['e2e', 'e2e-own-apps'], ['live']])
      results.push(timed(() => vitest(projects, [])))
}
if (runBrowser && browser) results.push(timed(() => playwright(browserFiles)))

const sum = (k: 'passed' | 'failed' | 'skipped') => results.reduce((n, r) => n + r[k], 0)
// With picked files, vitest may find none of its projects' files in some project: only the total must be non-zero.
const ok = picked ? results.every((r) => r.failed === 0 && (r.ok || r.passed > 0)) && sum('passed') > 0 : results.every((r) => r.ok)
console.log('')
for (const r of results) for (const failure of r.failures) console.log(`  FAILED (${r.name}) ${failure}`)
for (const r of results)
  console.log(
    `  ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.seconds} s${r.ok ? '' : '  <- FAILED or ran no test'}`,
  )
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`)
process.exit(ok ? 0 : 1)
