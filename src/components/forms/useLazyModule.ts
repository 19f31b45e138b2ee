'use client'

import { useCallback, useRef } from 'react'

/**
 * A module a form needs only once the visitor uses it (its rules: zod and the Hindi of the /api messages,
 * ~100 KB of JavaScript), loaded on the first focus in the form or at the latest on sending, once.
 * `load()` starts it (again, after a failure); `loaded.current` is the module once it has arrived.
 */
export function useLazyModule<M>(importModule: () => Promise<M>) {
  const pending = useRef<Promise<M> | null>(null)
  const loaded = useRef<M | null>(null)
  const load = useCallback(() => {
    pending.current ??= importModule().then(
      (module) => (loaded.current = module),
      (err: unknown) => {
        // Offline for a moment: the next focus or send tries again.
        pending.current = null
        throw err
      },
    )
    return pending.current
    // The import is the same for the form's whole life.
  }, [])
  return { load, loaded }
}
