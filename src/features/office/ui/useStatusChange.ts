'use client'

import { useState } from 'react'

import { apiFetch, SessionEndedError } from '@/features/accounts/ui/session'
import type { WorkflowStatus } from '@/features/office/rules/workflow'

/**
 * PATCH `{status}` to one item's status call (spec §7); `onChanged` runs only
 * after the server accepted it, so the list changes locally only then (spec §4).
 * On failure `error` holds `failure` (spec §8).
 */
export function useStatusChange(path: string, failure: string, onChanged: (status: WorkflowStatus) => void) {
  const [saving, setSaving] = useState<WorkflowStatus | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<WorkflowStatus | null>(null)

  /** True when the server accepted the change. */
  async function change(status: WorkflowStatus): Promise<boolean> {
    if (saving) return false
    setSaving(status)
    setError(null)
    setDone(null)
    try {
      const res = await apiFetch(path, { method: 'PATCH', json: { status } })
      if (!res.ok) throw new Error(`status ${res.status}`)
      onChanged(status)
      setDone(status)
      return true
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setError(failure)
      return false
    } finally {
      setSaving(null)
    }
  }

  return { change, saving, error, done }
}
