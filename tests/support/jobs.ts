import type { Payload } from 'payload'

import { kicksSettled, runExclusive } from '../../src/platform/jobs/run'
import { deliverDue, dueMailCount } from '../../src/platform/mail/outbox'
import { drizzleOf, rows, sql } from '../../src/platform/db/sql'
import { afterResponseSettled } from '../../src/features/accounts/operations/after-response'
import { testPayload } from './payload'

/**
 * Runs the job queue and the mail outbox to completion in this test process,
 * as the runner would (tests start no crons): every job due now in `queues`
 * and every mail due now. What waits on a backoff stays waiting, and so does
 * what another sender holds (a job marked processing, a leased mail row).
 */
export async function settleJobs(payload?: Payload, { queues = ['default'], timeoutMs = 20_000 } = {}): Promise<void> {
  const p = payload ?? (await testPayload())
  const deadline = Date.now() + timeoutMs
  for (;;) {
    await afterResponseSettled()
    await kicksSettled()
    for (const queue of queues) await runExclusive(() => p.jobs.run({ queue, limit: 50, overrideAccess: true, silent: true }))
    await deliverDue(p)
    const [jobs] = await rows(
      drizzleOf(p),
      sql`SELECT count(*)::int AS n FROM payload_jobs WHERE completed_at IS NULL AND has_error IS NOT TRUE AND processing IS NOT TRUE
        AND queue IN (${sql.join(
          queues.map((q) => sql`${q}`),
          sql`, `,
        )}) AND (wait_until IS NULL OR wait_until <= now())`,
    )
    if (!Number(jobs.n) && !(await dueMailCount(p))) return
    if (Date.now() > deadline) throw new Error('jobs or mail still due after settleJobs')
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** Plays the runner for one scheduled task: queues it and runs its queue every `everyMs`; returns the stop function. */
export function jobLoop(payload: Payload, task: 'reconcilePayments' | 'deliverMail', queue: string, everyMs: number): () => Promise<void> {
  let stopped = false
  const loop = (async () => {
    while (!stopped) {
      await payload.jobs.queue({ task, queue, input: {} })
      await payload.jobs.run({ queue, overrideAccess: true, silent: true })
      await new Promise((r) => setTimeout(r, everyMs))
    }
  })()
  return async () => {
    stopped = true
    await loop
  }
}
