/**
 * The time as the renewal cycle reads it. One small door, so tests can walk a
 * membership year (31 December, 1 January, 15 January, …) without patching
 * Date for the whole process: the app calls `now()`, a test calls
 * `setClockForTests(date)` and `setClockForTests(null)` after. The reminder
 * job also takes `now` from its input, which wins over both.
 */
const clock = ((globalThis as { __renewalClock?: { fixed: Date | null } }).__renewalClock ??= { fixed: null })

export const now = (): Date => (clock.fixed ? new Date(clock.fixed) : new Date())

/** Tests only: fixes `now()` at `at` (null: back to the real time). */
export function setClockForTests(at: Date | string | null): void {
  clock.fixed = at === null ? null : new Date(at)
}
