'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { apiFetch, messageOf, SessionEndedError, storedToken } from './api'

export type ReadOptions<T> = {
  /** The body in the page's shape, or null when it is not what the page expects (then `failed`). */
  read: (body: unknown) => T | null
  /** The text of spec §8 for a call that failed. */
  failed: string
  /** The text when the server cannot be reached or its body is not JSON (default `failed`). */
  unreachable?: string
  /** Show the server's {message} when it refuses (default true); false: always `failed`. */
  serverMessage?: boolean
  /** When set: without a stored token no request is made and this is the error. */
  noToken?: string
}

/** One GET's outcome; `ended` after a 401 on a signed-in call: the page is already on its way to /login. */
export type ReadOutcome<T> = { ok: true; data: T } | { ok: false; error: string } | { ok: false; ended: true }

/** One GET of an /api call with the bearer token (apiFetch), turned into data or the error text the page shows. */
export async function readApi<T>(path: string, options: ReadOptions<T>): Promise<ReadOutcome<T>> {
  const { read, failed, unreachable = failed, serverMessage = true, noToken } = options
  if (noToken !== undefined && !storedToken()) return { ok: false, error: noToken }
  let res: Response
  let body: unknown
  try {
    // Admin data changes under the page: never an answer from the HTTP cache.
    res = await apiFetch(path, { cache: 'no-store' })
    if (!res.ok) return { ok: false, error: (serverMessage ? await messageOf(res) : null) ?? failed }
    body = await res.json()
  } catch (err) {
    if (err instanceof SessionEndedError) return { ok: false, ended: true }
    return { ok: false, error: unreachable }
  }
  const data = read(body)
  return data === null ? { ok: false, error: failed } : { ok: true, data }
}

type State<T> = { data: T | null; error: string | null; loading: boolean }

/**
 * Data from one GET for a client component: loaded when `path` is set (null:
 * nothing to load yet), again on `reload()`. While a reload runs the last data
 * and error stay; a failure empties the data and sets the error; answers to an
 * older request are dropped. `setData` changes the loaded data in place (a row
 * saved or deleted on the server). The options are read once: they are fixed per call site.
 */
export function useApi<T>(path: string | null, options: ReadOptions<T>) {
  const [fixed] = useState(options)
  const [state, setState] = useState<State<T>>({ data: null, error: null, loading: path !== null })
  const latest = useRef(0)

  const load = useCallback(
    async (from: string) => {
      const mine = ++latest.current
      setState((s) => (s.loading ? s : { ...s, loading: true }))
      const outcome = await readApi(from, fixed)
      // A newer request, or the component is gone; after a 401 nothing changes: the page is leaving.
      if (mine !== latest.current || 'ended' in outcome) return
      setState(outcome.ok ? { data: outcome.data, error: null, loading: false } : { data: null, error: outcome.error, loading: false })
    },
    [fixed],
  )

  useEffect(() => {
    if (path !== null) void load(path)
    else setState((s) => (s.loading ? { ...s, loading: false } : s))
    return () => {
      latest.current += 1
    }
  }, [path, load])

  const reload = useCallback(async () => {
    if (path !== null) await load(path)
  }, [path, load])

  const setData = useCallback((change: T | ((data: T) => T)) => {
    setState((s) => (s.data === null ? s : { ...s, data: typeof change === 'function' ? (change as (data: T) => T)(s.data) : change }))
  }, [])

  return { ...state, reload, setData }
}
