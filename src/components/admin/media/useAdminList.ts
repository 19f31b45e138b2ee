'use client'

import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react'

import { apiFetch, SessionEndedError } from '@/components/account/session'

/**
 * One admin list (news, photos or videos): loaded on mount, reloadable. A failed
 * load shows `failMessage` (spec §8 'Admin messages') and empties the list.
 */
export function useAdminList<T>(path: string, failMessage: string): {
  items: T[]
  setItems: Dispatch<SetStateAction<T[]>>
  loading: boolean
  error: string | null
  reload: () => Promise<void>
} {
  const [items, setItems] = useState<T[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)

  const reload = useCallback(async () => {
    setLoading(true)
    try {
      const res = await apiFetch(path, { cache: 'no-store' })
      if (!res.ok) throw new Error(String(res.status))
      const data: unknown = await res.json()
      // Spec §7: a body that is not an array counts as an empty list.
      setItems(Array.isArray(data) ? (data as T[]) : [])
      setError(null)
    } catch (err) {
      if (err instanceof SessionEndedError) return
      setItems([])
      setError(failMessage)
    } finally {
      setLoading(false)
    }
  }, [path, failMessage])

  useEffect(() => {
    void reload()
  }, [reload])

  return { items, setItems, loading, error, reload }
}
