'use client'

import { useEffect, useRef } from 'react'

/**
 * Calls `close` when the page's path changes, never when the component first mounts. An effect on
 * `[pathname]` alone also runs right after hydration: a tap made while a slow phone hydrates the page
 * (the menu opened) was undone a moment later by that first run, and the menu stayed shut.
 */
export function useOnNavigation(pathname: string, close: () => void) {
  const shownFor = useRef(pathname)
  const latest = useRef(close)
  latest.current = close
  useEffect(() => {
    if (shownFor.current === pathname) return
    shownFor.current = pathname
    latest.current()
  }, [pathname])
}
