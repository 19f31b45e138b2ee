import type { Payload } from 'payload'

import { releaseRunnerLock } from './runner-lock'
import { markCronsRunning } from './run'

/** For scripts/start.ts: `payload` was made with getPayload({ cron: true }); returns the stop function. */
export function startJobCrons(payload: Payload): () => Promise<void> {
  markCronsRunning(true)
  return async () => {
    // Stop the crons first, so none takes the lock again once it is given up.
    await Promise.all(payload.crons.splice(0).map((cron) => cron.stop()))
    await releaseRunnerLock()
  }
}
