import pg from 'pg'

import { log } from '../log'
import { SINGLE_LOCKS } from '@/platform/db/locks'

/**
 * One job runner across all instances. Payload's runJobs claims jobs by a find
 * then an update, which two instances can interleave; so only the holder of a
 * session-level advisory lock runs jobs. The lock lives on a connection of its
 * own (outside Payload's pool, which would hand it to other work): when the
 * holder process dies its connection closes, PostgreSQL frees the lock, and the
 * next instance to ask takes over. Per process state sits on globalThis, since
 * Next's bundle and the start script each load this module.
 */
export const RUNNER_LOCK_KEY = SINGLE_LOCKS.jobRunner

type Holder = {
  client: pg.Client | null
  held: boolean
  pending: Promise<boolean> | null
}
const holder = ((globalThis as { __jobRunnerLock?: Holder }).__jobRunnerLock ??= { client: null, held: false, pending: null })

/** True when this process holds (or has just taken) the runner lock. */
export function holdRunnerLock(connectionString = process.env.DATABASE_URL): Promise<boolean> {
  if (holder.held) return Promise.resolve(true)
  holder.pending ??= tryTake(connectionString).finally(() => (holder.pending = null))
  return holder.pending
}

async function tryTake(connectionString: string | undefined): Promise<boolean> {
  if (!connectionString) return false
  const client = new pg.Client({
    connectionString,
    application_name: 'job-runner-lock',
  })
  const lost = () => {
    if (holder.client === client && holder.held) log.warn({}, 'job runner lock lost (connection closed)')
    if (holder.client === client) Object.assign(holder, { client: null, held: false })
  }
  client.on('error', lost)
  client.on('end', lost)
  try {
    await client.connect()
    const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [RUNNER_LOCK_KEY])
    if (!rows[0]?.got) {
      await client.end()
      return false
    }
    Object.assign(holder, { client, held: true })
    log.info({ pid: process.pid }, 'this instance is the job runner')
    return true
  } catch (err) {
    log.warn({ error: err instanceof Error ? err.message : String(err) }, 'job runner lock not taken')
    await client.end().catch(() => {})
    return false
  }
}

/** Gives the lock up (graceful stop): another instance takes over at its next tick. */
export async function releaseRunnerLock(): Promise<void> {
  const client = holder.client
  Object.assign(holder, { client: null, held: false })
  await client?.end().catch(() => {})
}
