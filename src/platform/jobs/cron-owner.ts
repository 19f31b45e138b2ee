import type { Payload } from 'payload'

/**
 * Which Payload instance of this process runs the job queue's crons.
 *
 * Payload's own Next.js integration (createPayloadRequest for every /cms-api
 * request, the /cms admin's initReq, and its login, logout and refresh handlers)
 * calls `getPayload({ cron: true })` on its 'default' instance, so once anyone
 * calls /cms-api or opens /cms, a process
 * has a SECOND set of the same crons beside the start script's 'jobs' instance.
 * Both pass the runner lock (it is per process), so each queue ran twice at
 * once: Payload's claim of a job is a find then an update, both runs took the
 * same job, the first deleted it on completion, and the second's job-log insert
 * failed inside a transaction that Payload 3.90 never rolls back. Every such race
 * leaked one pooled connection "idle in transaction (aborted)" until the pool
 * was empty and every request hung (CI browser runs).
 *
 * So one instance owns the crons: the start script's (scripts/start.ts →
 * startJobCrons), or, in a server started without it, the first whose cron
 * ticks. Any other instance's crons are stopped at their first tick.
 */
type CronHolder = Pick<Payload, 'crons'>
const state = ((globalThis as { __jobCronOwner?: { owner: CronHolder | null } }).__jobCronOwner ??= { owner: null })

/** The start script's jobs instance: it owns the crons from now on, whoever ticked first. */
export function claimCrons(payload: CronHolder): void {
  state.owner = payload
}

/** Forgets the owner (tests). */
export function releaseCrons(): void {
  state.owner = null
}

/**
 * For `jobs.shouldAutoRun`: true for the owner; a cron set of any other
 * instance is stopped here, so it neither runs nor schedules jobs again.
 */
export function ownsCrons(payload: CronHolder): boolean {
  state.owner ??= payload
  if (state.owner === payload) return true
  for (const cron of payload.crons.splice(0)) cron.stop()
  return false
}
