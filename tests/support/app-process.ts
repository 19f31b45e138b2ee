import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { freeLoopbackPort } from '../../src/runtime/embedded-db'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type RunningApp = {
  url: string
  dataDir: string
  process: ChildProcess
  output: () => string
  /** Sends SIGTERM and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * How the caller learns the app is up. 'readyz' asks /readyz, as a load balancer would, which makes that
 * route the first to reach Payload. 'listening' only watches the log for the start script's "serving" line,
 * so the first request is the caller's own, as on a site started by hand and opened in a browser: which
 * part of Next's build meets Payload first decides the instance every other part shares.
 */
export type StartOptions = {
  ready?: 'readyz' | 'listening'
  timeoutMs?: number
  /**
   * 'test' (the default) loads the test run's low password-hash cost into the app (./password-cost.ts);
   * 'production' starts it exactly as `npm start` does (the live stage).
   */
  passwordCost?: 'test' | 'production'
}

/** The module that lowers the password-hash cost for a test app (./password-cost.ts). */
export const PASSWORD_COST_MODULE = path.join(root, 'tests/support/password-cost.ts')

/** Starts the production site with `npm start`'s script, as a separate process, and waits until it is ready. */
export async function startApp(
  env: Record<string, string> = {},
  { ready = 'readyz', timeoutMs = 600_000, passwordCost = 'test' }: StartOptions = {},
): Promise<RunningApp> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-app-'))
  const port = await freeLoopbackPort()
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const testCost = passwordCost === 'test' ? ['--import', PASSWORD_COST_MODULE] : []
  const child = spawn(process.execPath, ['--import', 'tsx', ...testCost, 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PAYLOAD_SECRET: '',
      ...env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: env.SITE_URL ?? url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // APP_LOG_DIR (optional): each app's whole output also goes to a file there, to read after a hang.
  const logFile = process.env.APP_LOG_DIR ? path.join(process.env.APP_LOG_DIR, `app-${port}.log`) : null
  const keep = (c: Buffer) => {
    output += c
    if (logFile) fs.appendFileSync(logFile, c)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  // 'close' comes once the output pipes are drained too: an early exit is reported with everything it printed.
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()))

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) {
      await Promise.race([closed, new Promise((r) => setTimeout(r, 2_000))])
      throw new Error(`the app exited with ${child.exitCode} (signal ${child.signalCode}) before it was ready:\n${output}`)
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the app was not ready within ${timeoutMs} ms:\n${output}`)
    }
    if (ready === 'listening') {
      if (/"msg":"serving http/.test(output)) break
    } else {
      try {
        const res = await fetch(`${url}/readyz`)
        if (res.ok) break
      } catch {
        // not listening yet
      }
    }
    await new Promise((r) => setTimeout(r, 500))
  }

  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal)
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
      const code = await exited
      clearTimeout(timer)
      return code
    },
  }
}
