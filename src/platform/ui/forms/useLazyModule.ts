'use client'

import { useCallback, useRef, type FormEvent } from 'react'

/**
 * A module a form needs only once the visitor uses it (its rules: zod, ~90 KB of JavaScript), loaded on the
 * first focus in the form or at the latest on sending, once.
 * `load()` starts it (again, after a failure); `loaded.current` is the module once it has arrived;
 * `submitAfterLoad(submit, offline)` is a form's onSubmit that waits for it, or calls `offline` when it cannot load.
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the import is the same for the form's whole life
  }, [])
  const submitAfterLoad = (submit: () => Promise<void>, offline: () => void) => async (e: FormEvent) => {
    e.preventDefault()
    try {
      await load()
    } catch {
      offline()
      return
    }
    await submit()
  }
  return { load, loaded, submitAfterLoad }
}
