'use client'

import { useState } from 'react'

import { apiFetch, messageOf, SessionEndedError } from './api'

/**
 * One request of a form (a reply, a rating, an assignment …) with its busy and
 * error states: `send` answers the response body, or null after putting the
 * server's message (else `failed`) in `error`. An ended session is not an error
 * here: apiFetch has already sent the member to the login page.
 */
export function useSend(failed: string) {
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function send<T>(path: string, init: { method: 'POST' | 'PATCH'; json: unknown }): Promise<T | null> {
    setSending(true)
    setError(null)
    try {
      const res = await apiFetch(path, init)
      if (res.ok) return (await res.json()) as T
      setError((await messageOf(res)) ?? failed)
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setError(failed)
    } finally {
      setSending(false)
    }
    return null
  }

  return { send, sending, error, setError }
}
