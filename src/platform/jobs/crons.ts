import type { Payload } from 'payload'

import { claimCrons } from './cron-owner'
import { releaseRunnerLock } from './runner-lock'
import { markCronsRunning } from './run'

/** For scripts/start.ts: `payload` was made with getPayload({ cron: true }); returns the stop function. */
export function startJobCrons(payload: Payload): () => Promise<void> {
  markCronsRunning(true)
  claimCrons(payload)
  return async () => {
    // Stop the crons first, so none takes the lock again once it is given up. The instance stays the owner,
    // so no other instance's crons (src/platform/jobs/cron-owner.ts) take over while the process stops.
    await Promise.all(payload.crons.splice(0).map((cron) => cron.stop()))
    await releaseRunnerLock()
  }
}
