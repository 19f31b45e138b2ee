import type { Payload } from 'payload'

import { log } from '../log'
import { deliverDue } from '../mail/outbox'
import { holdRunnerLock } from './runner-lock'

const crons = ((globalThis as { __jobCrons?: { running: boolean; queue: Promise<unknown> } }).__jobCrons ??= {
  running: false,
  queue: Promise.resolve(),
})

/** One kick at a time in this process: two job runs at once would race Payload's claim of the same job. */
export function runExclusive<T>(work: () => Promise<T>): Promise<T> {
  const run = crons.queue.then(work, work)
  crons.queue = run.catch(() => {})
  return run
}

/** Set by the start script once this process runs the job crons (src/platform/jobs/crons.ts). */
export const markCronsRunning = (running: boolean) => void (crons.running = running)

/**
 * The after-commit kick: work just queued starts now rather than at the next
 * cron tick. Mail delivery may run anywhere (each outbox row is leased to one
 * sender). Queued jobs are run by the kick only in a process without the job
 * crons (a server started without scripts/start.ts) that is, or can become,
 * the runner: where the crons run, their every-second tick takes the job, and
 * a kick beside it would only race Payload's non-atomic claim.
 */
export async function kickJobs(payload: Payload, { queue }: { queue?: string } = {}): Promise<void> {
  try {
    // One kick at a time in this process: mail leaves in the order it was queued here.
    await runExclusive(async () => {
      if (queue && !crons.running && (await holdRunnerLock()))
        await payload.jobs.run({ queue, limit: 20, overrideAccess: true, silent: true })
      await deliverDue(payload)
    })
  } catch (err) {
    // The cron tries again; nobody waits on the kick.
    log.warn({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) }, 'job kick failed')
  }
}

// On globalThis, like the lock: one set per process, whichever copy of this module started the kick.
const inFlight = ((globalThis as { __jobKicks?: Set<Promise<void>> }).__jobKicks ??= new Set<Promise<void>>())

/** Kicks on the next turn of the event loop, without holding up the caller's answer. */
export function kickSoon(payload: Payload, options: { queue?: string } = {}): void {
  const kick: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => kickJobs(payload, options))
    .finally(() => inFlight.delete(kick))
  inFlight.add(kick)
}

/** Resolves when every kick started so far in this process has finished (tests). */
export async function kicksSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight])
  await crons.queue
}
