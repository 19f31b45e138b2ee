import { after } from 'next/server'

import { log } from '../../../platform/log'

/**
 * Work that must not shape the answer (its time would tell whether an account
 * exists): run after the response is sent, through Next's `after()`. Outside a
 * request (tests calling a handler directly, scripts) `after()` throws; the
 * work then starts on the next turn of the event loop, still after the caller
 * has its answer. `afterResponseSettled()` waits for it (tests, shutdown).
 * A failure is logged, never thrown: nobody is waiting for it.
 */

const inFlight = new Set<Promise<void>>()

export function runAfterResponse(what: string, task: () => Promise<void>): void {
  let start!: () => void
  const job: Promise<void> = new Promise<void>((resolve) => (start = resolve))
    .then(task)
    .catch((err: unknown) => log.error({ task: what, error: err instanceof Error ? err.message : String(err) }, 'deferred work failed'))
    .finally(() => inFlight.delete(job))
  inFlight.add(job)
  try {
    after(() => {
      start()
      return job
    })
  } catch {
    setImmediate(start) // not in a request scope
  }
}

/** Resolves when every piece of deferred work started so far has finished. */
export async function afterResponseSettled(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight])
}
