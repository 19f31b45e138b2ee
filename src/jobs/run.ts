import type { Payload } from 'payload'

import { log } from '../lib/log'
import { deliverDue } from '../mail/outbox'
import { holdRunnerLock } from './runner-lock'

/**
 * The after-commit kick: work just queued starts now rather than at the next
 * cron tick. Mail delivery may run anywhere (each outbox row is leased to one
 * sender); queued jobs run here only if this process is, or can become, the
 * runner — otherwise the runner's every-second cron takes them.
 */
export async function kickJobs(payload: Payload, { queue }: { queue?: string } = {}): Promise<void> {
  try {
    if (queue && (await holdRunnerLock())) await payload.jobs.run({ queue, limit: 20, overrideAccess: true, silent: true })
    await deliverDue(payload)
  } catch (err) {
    // The cron tries again; nobody waits on the kick.
    log.warn({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) }, 'job kick failed')
  }
}

const inFlight = new Set<Promise<void>>()

/** Kicks on the next turn of the event loop, without holding up the caller's answer. */
export function kickSoon(payload: Payload, options: { queue?: string } = {}): void {
  const kick: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => kickJobs(payload, options))
    .finally(() => inFlight.delete(kick))
  inFlight.add(kick)
}

/** Resolves when every kick started so far has finished (tests). */
export async function kicksSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight])
}
