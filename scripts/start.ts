/**
 * `npm start`: the whole site on one command. Starts an embedded PostgreSQL when
 * DATABASE_URL is unset, builds when the build is missing or stale, applies
 * migrations, creates the first admin, seeds the demo, then serves Next.js
 * (public site, member area, admin pages, and Payload's CMS at /cms).
 * `npm run dev` does the same with Next's development server.
 *
 * It owns the signals: on SIGTERM/SIGINT it stops taking connections, lets
 * requests in flight finish, closes the database pools, then stops PostgreSQL.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ConfigError, parseEnv } from '../src/platform/config/env'
import { log } from '../src/platform/log'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/runtime/embedded-db'
import { trackConnections, type GracefulClose } from '../src/runtime/graceful-close'

// Next.js sets this when its server loads; Payload hooks may touch next/cache earlier,
// while the start script seeds, so provide it from the start.
;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dev = process.argv.includes('--dev')
const mutableEnv = process.env as Record<string, string | undefined>
mutableEnv.NODE_ENV ??= dev ? 'development' : 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
const info = (msg: string) => log.info(msg)

function fail(message: string): never {
  console.error(`\n${message}\n`)
  process.exit(1)
}

let env: ReturnType<typeof parseEnv>
try {
  env = parseEnv(process.env)
} catch (err) {
  if (err instanceof ConfigError) fail(err.message)
  throw err
}

function payloadSecret(): string {
  if (env.payloadSecret) return env.payloadSecret
  if (!env.embeddedDatabase) fail('Invalid configuration:\n  - PAYLOAD_SECRET: is required when DATABASE_URL is set')
  // The embedded demo keeps one generated secret so sessions survive restarts.
  const file = path.join(env.dataDir, 'payload-secret')
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('hex') + '\n', { mode: 0o600 })
  return fs.readFileSync(file, 'utf8').trim()
}

/** The newest modification time under the given paths (files or folders). */
function newestMtime(paths: string[]): number {
  let newest = 0
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return
    const stat = fs.statSync(p)
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) visit(path.join(p, entry))
    else newest = Math.max(newest, stat.mtimeMs)
  }
  paths.forEach((p) => visit(path.join(root, p)))
  return newest
}

function buildIfNeeded() {
  const buildId = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')
  const sources = ['src', 'public', 'payload.config.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json']
  if (fs.existsSync(buildId) && fs.statSync(buildId).mtimeMs >= newestMtime(sources)) return
  info('building the site (next build); this takes a minute the first time')
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  })
  if (result.status !== 0) fail('The build failed; see the output above.')
}

let db: EmbeddedDatabase | undefined

async function assertPortFree(port: number, host: string) {
  await new Promise<void>((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => fail(`Port ${port} is already in use (is the site already running?). Set PORT to use another.`))
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

async function main() {
  await assertPortFree(env.port, env.host)
  fs.mkdirSync(env.dataDir, { recursive: true })
  if (env.embeddedDatabase) {
    db = await startEmbeddedDatabase(env.dataDir, info)
    process.env.DATABASE_URL = db.url
  }
  process.env.PAYLOAD_SECRET = payloadSecret()
  process.env.DATA_DIR = env.dataDir
  // The database URL and secret are now known; whether the database is ours is not changed by that.
  const runtimeEnv = { ...parseEnv(process.env), embeddedDatabase: env.embeddedDatabase }

  let shuttingDown: Promise<void> | undefined
  let server: http.Server | undefined
  let connections: GracefulClose | undefined
  let stopJobs: (() => Promise<void>) | undefined
  const shutdown = (signal: string) => {
    shuttingDown ??= (async () => {
      info(`${signal} received: finishing requests in flight, then stopping`)
      await stopJobs?.()
      const started = Date.now()
      await connections?.close({ graceMs: 1_000, forceMs: 10_000 })
      const requestsMs = Date.now() - started
      // The page cache's LISTEN connection and the limits' pool go before the database does.
      const [{ stopPageCache }, { closeLimitsPool }] = await Promise.all([
        import('../src/runtime/next-cache-handler'),
        import('../src/platform/db/limits-pool'),
      ])
      await Promise.all([stopPageCache().catch(() => {}), closeLimitsPool().catch(() => {})])
      await closeAllPayloads()
      const poolsMs = Date.now() - started - requestsMs
      await db?.stop()
      log.info({ requestsMs, poolsMs, databaseMs: Date.now() - started - requestsMs - poolsMs }, 'stopped')
      process.exit(0)
    })()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  if (!dev) buildIfNeeded()

  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { prepareDatabase } = await import('../src/runtime/prepare')
  // Each start-up phase says so: a start that stalls shows where.
  info('connecting to the database')
  const payload = await getPayload({ config, key: 'start-script' })
  await prepareDatabase(payload, runtimeEnv, info)
  await closePayload(payload)
  ;(globalThis as { _payload?: Map<string, unknown> })._payload?.delete('start-script')
  if (shuttingDown) return

  const { default: next } = await import('next')
  const app = next({ dev, dir: root, hostname: env.host, port: env.port })
  await app.prepare()
  const handle = app.getRequestHandler()
  const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
  const pages = dev ? undefined : await responseCache(runtimeEnv.siteUrl.startsWith('https://'), distDir)
  const staticBrotli = dev ? undefined : (await import('../src/runtime/static-brotli')).createStaticBrotli(distDir)
  // eslint-disable-next-line prefer-const -- declared above: a signal may arrive before the server exists
  server = http.createServer((req, res) => {
    if (shuttingDown) res.setHeader('Connection', 'close')
    logRequest(req, res)
    // The address that really connected goes last in X-Forwarded-For, as a proxy would put it
    // (src/platform/http/client-address.ts reads the chain from the right; Next only fills the header when absent).
    const sent = req.headers['x-forwarded-for']
    req.headers['x-forwarded-for'] = [sent, req.socket.remoteAddress ?? 'unknown'].filter(Boolean).join(', ')
    if (staticBrotli?.(req, res)) return
    if (pages) pages.handle(req, res, () => void handle(req, res))
    else void handle(req, res)
  })
  server.keepAliveTimeout = 65_000
  connections = trackConnections(server)
  await new Promise<void>((resolve, reject) => {
    server!.once('error', reject)
    server!.listen(env.port, env.host, () => resolve())
  })
  info(`serving ${runtimeEnv.siteUrl} (listening on ${env.host}:${env.port})`)
  // The job queue's crons (mail, reconciliation, forgot-password): every instance starts them, the holder of a
  // database lock runs the jobs (src/jobs). Stopping gives the lock up for another instance.
  const { startJobCrons } = await import('../src/platform/jobs/crons')
  stopJobs = startJobCrons(await getPayload({ config, key: 'jobs', cron: true }))
}

/**
 * Anonymous public pages from memory (src/runtime/response-cache), dropped whenever any instance expires a
 * cache tag; the development server renders every request, so an edit shows at once.
 */
async function responseCache(https: boolean, distDir: string) {
  const [{ createResponseCache }, { stylesheetReader }, { onPageCacheExpiry, pageCacheListening }] = await Promise.all([
    import('../src/runtime/response-cache'),
    import('../src/runtime/response-cache/inline-styles'),
    import('../src/runtime/next-cache-handler'),
  ])
  return createResponseCache({ https, listening: pageCacheListening, onExpiry: onPageCacheExpiry, stylesheets: stylesheetReader(distDir) })
}

/** One structured access-log line per request; the path only, since a query may carry a reset token. */
function logRequest(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = (req.url ?? '/').split('?')[0]
  if (path.startsWith('/_next/static/')) return
  const started = process.hrtime.bigint()
  res.on('finish', () => {
    log.info(
      {
        requestId: res.getHeader('x-request-id'),
        method: req.method,
        path,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
      },
      'request',
    )
  })
}

/** Close the pool of every Payload instance in this process (Next's and ours). */
type ClosablePayload = { db?: { destroy?: () => Promise<void>; pool?: { end?: () => Promise<void> } } }

// Payload's db.destroy() forgets the schema but leaves the pg pool open; end it too. pool.end()
// waits for every checked-out client; none is left once requests are done (the adapter's own
// leaked one is gone: src/platform/db/postgres-adapter.ts), and two seconds stay the ceiling.
async function closePayload(payload: ClosablePayload | undefined) {
  await payload?.db?.destroy?.().catch(() => {})
  const ended = payload?.db?.pool?.end?.().catch(() => {})
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000).unref())])
}

async function closeAllPayloads() {
  const cache = (globalThis as { _payload?: Map<string, { payload?: ClosablePayload }> })._payload
  for (const entry of cache?.values() ?? []) await closePayload(entry.payload)
}

// `--build-only`: the build check alone (npm test runs it once before the stages that start several apps at once).
if (process.argv.includes('--build-only')) buildIfNeeded()
else
  main().catch(async (err) => {
    log.error({ error: err instanceof Error ? err.stack : String(err) }, 'start failed')
    await closeAllPayloads()
    await db?.stop().catch(() => {})
    process.exit(1)
  })
