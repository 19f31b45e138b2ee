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
 * Each end-to-end suite runs in a vitest process of its own: its global setup builds
 * and starts the app, and a failure there must not hide the results of the other
 * tests. The live stage (tests/live) starts one more production app with the start
 * script and drives it for a few minutes before asking the error contracts again.
 * At the end: the failures, the counts and time of each part, and each stage's time
 * (STAGES below says which parts run side by side).
 */
import { spawn } from 'node:child_process'
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

/** Runs one part of the run and notes how long it took (the table at the end). */
async function timed(part: () => Promise<Totals>): Promise<Totals> {
  const started = Date.now()
  return { ...(await part()), seconds: Math.round((Date.now() - started) / 1000) }
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const reportFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-test-')), 'report.json')
const readReport = (file: string) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined)

/**
 * Runs a test runner as a child process and resolves with its exit code. Its output goes to the console, or,
 * for a part that runs beside another (`log`), to a file that is printed whole once the part ends, so the
 * two never interleave line by line.
 */
function runChild(args: string[], extraEnv: Record<string, string> = {}, log?: string): Promise<number | null> {
  const out = log ? fs.openSync(log, 'w') : 'inherit'
  const child = spawn(process.execPath, args, { stdio: ['ignore', out, out], env: { ...env, ...extraEnv } })
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (log) {
        fs.closeSync(out as number)
        process.stdout.write(`\n${'='.repeat(30)} ${path.basename(log, '.log')} (ran beside the others) ${'='.repeat(30)}\n`)
        process.stdout.write(fs.readFileSync(log))
      }
      resolve(code)
    })
  })
}

async function vitest(projects: string[], extra: string[], log?: string): Promise<Totals> {
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
  const status = await runChild(['node_modules/vitest/vitest.mjs', ...args], {}, log)
  const r = readReport(report)
  if (!r) return { name, passed: 0, failed: 0, skipped: 0, ok: false, failures: [] }
  // A failed global setup (the app did not start) can leave vitest reporting no
  // failures; a run that executed no test, or that vitest calls unsuccessful, fails.
  const ok = status === 0 && r.success !== false && r.numTotalTests > 0 && r.numFailedTests === 0
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

async function playwright(files: string[]): Promise<Totals> {
  const name = 'browser'
  const report = reportFile()
  const status = await runChild(['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json', ...files], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
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
  const ok = status === 0 && (r.errors ?? []).length === 0 && s.expected > 0 && s.unexpected === 0 && s.flaky === 0
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
const stageTimes: { name: string; seconds: number }[] = []
const runStarted = Date.now()

/**
 * The stages run one after another; the parts of a stage run side by side, the first on the console and the
 * others into a log printed when they end. Beside each other go parts that mostly wait (on an app, a clock or
 * a mix's pace), so the two cores stay busy: the end-to-end files on the shared app, those that start apps of
 * their own, and the live stage's long-lived app.
 */
const STAGES: { name: string; parts: string[][]; build?: true }[] = [
  { name: 'unit + integration', parts: [['unit', 'integration', 'integration-own-modules']] },
  // The parts start apps side by side: the site is built (when missing or stale) once, before them.
  { name: 'e2e + live', parts: [['e2e'], ['e2e-own-apps'], ['live']], build: true },
]

/** The start script's build check alone (`next build` when the build is missing or stale), timed as a stage. */
async function buildOnce(): Promise<boolean> {
  const started = Date.now()
  const status = await runChild(['--import', 'tsx', 'scripts/start.ts', '--build-only'])
  stageTimes.push({ name: 'build', seconds: Math.round((Date.now() - started) / 1000) })
  return status === 0
}
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-test-logs-'))

async function stage(name: string, parts: (() => Promise<Totals>)[]) {
  const started = Date.now()
  results.push(...(await Promise.all(parts.map((part) => timed(part)))))
  stageTimes.push({ name, seconds: Math.round((Date.now() - started) / 1000) })
}
if (runVitest) {
  if (picked)
    await stage('vitest', [() => vitest(['unit', 'integration', 'integration-own-modules', 'e2e', 'e2e-own-apps', 'live'], vitestArgs)])
  else
    for (const { name, parts, build } of STAGES) {
      if (build && !(await buildOnce())) {
        console.error('The build failed: the stages that need the production app were not run.')
        process.exit(1)
      }
      await stage(
        name,
        parts.map((projects, i) => () => vitest(projects, [], i === 0 ? undefined : path.join(logDir, `${projects.join('+')}.log`))),
      )
    }
}
if (runBrowser && browser) await stage('browser', [() => playwright(browserFiles)])

const sum = (k: 'passed' | 'failed' | 'skipped') => results.reduce((n, r) => n + r[k], 0)
// With picked files, vitest may find none of its projects' files in some project: only the total must be non-zero.
const ok = picked ? results.every((r) => r.failed === 0 && (r.ok || r.passed > 0)) && sum('passed') > 0 : results.every((r) => r.ok)
console.log('')
for (const r of results) for (const failure of r.failures) console.log(`  FAILED (${r.name}) ${failure}`)
for (const r of results)
  console.log(
    `  ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.seconds} s${r.ok ? '' : '  <- FAILED or ran no test'}`,
  )
console.log('')
console.log('  stage                 seconds')
for (const t of stageTimes) console.log(`  ${t.name.padEnd(22)}${String(t.seconds).padStart(7)}`)
console.log(`  ${'whole run'.padEnd(22)}${String(Math.round((Date.now() - runStarted) / 1000)).padStart(7)}`)
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`)
process.exit(ok ? 0 : 1)
