'use client'

import { useCallback, useEffect, useState } from 'react'

import { apiFetch, messageOf, SessionEndedError, storedToken } from '@/components/account/session'

export type AdminData<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T }

/**
 * One GET of an admin call (spec §7) with the bearer token: loading, then the
 * data or the error text that replaces the page's content (spec §8): the
 * server's message, else `fallback`. 'No authentication token found' when no
 * token is stored. `read` turns the body into the page's shape, or null when
 * the body is not what the page expects.
 */
export function useAdminData<T>(path: string, fallback: string, read: (body: unknown) => T | null) {
  const [result, setResult] = useState<AdminData<T>>({ state: 'loading' })

  useEffect(() => {
    let live = true
    const settle = (next: AdminData<T>) => {
      if (live) setResult(next)
    }
    void (async () => {
      if (!storedToken()) return settle({ state: 'error', message: 'No authentication token found' })
      try {
        const res = await apiFetch(path)
        if (!res.ok) return settle({ state: 'error', message: (await messageOf(res)) ?? fallback })
        const data = read(await res.json().catch(() => null))
        settle(data === null ? { state: 'error', message: fallback } : { state: 'ready', data })
      } catch (err) {
        // After a 401 the page is already on its way to /login: nothing to show.
        if (!(err instanceof SessionEndedError)) settle({ state: 'error', message: fallback })
      }
    })()
    return () => {
      live = false
    }
    // `read` and `fallback` are fixed per page; the path alone decides a new fetch.
  }, [path])

  /** Changes the loaded data in place (a status changed on the server). */
  const update = useCallback((change: (data: T) => T) => {
    setResult((current) => (current.state === 'ready' ? { state: 'ready', data: change(current.data) } : current))
  }, [])

  return { result, update }
}

/** Text fields of an API object: strings kept, anything else null. */
export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
