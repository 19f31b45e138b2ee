import { afterAll, beforeEach } from 'vitest'

/**
 * The app's log (one JSON line per event, src/platform/log.ts) is most of a test run's output and says nothing
 * while tests pass. In a test file that calls this, the app's lines are held back and printed only for a test
 * that failed (the lines since the test before it passed), or at the end of a file whose hooks failed.
 * Anything else written to stdout or stderr goes through as before.
 */
const HELD = Symbol.for('upcho.quiet-app-log')
type Held = { lines: string[] }

/** Holds the app's lines of this process from now on (once per process: the files of a worker share it). */
function holdAppLines(): Held {
  const g = globalThis as { [HELD]?: Held }
  if (g[HELD]) return g[HELD]
  const held: Held = { lines: [] }
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'string' || !chunk.startsWith('{"level":')) return write(chunk, ...rest)
      held.lines.push(chunk)
      ;(rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.()
      return true
    }) as typeof stream.write
  }
  g[HELD] = held
  return held
}

export function quietAppLog() {
  const held = holdAppLines()
  held.lines = []
  let failed = false
  const flush = (why: string) => {
    if (held.lines.length > 0) process.stderr.write(`\n--- the app's log ${why} ---\n${held.lines.join('')}--- end of the app's log ---\n`)
    held.lines = []
  }

  beforeEach(({ onTestFailed, onTestFinished }) => {
    onTestFailed(({ task }) => {
      failed = true
      flush(`up to the failed test "${task.name}"`)
    })
    onTestFinished(({ task }) => {
      if (task.result?.state === 'pass') held.lines = []
    })
  })
  afterAll(({}, suite) => {
    if (failed || suite.result?.state === 'fail') flush('of this file after its last passing test')
    held.lines = []
  })
}
