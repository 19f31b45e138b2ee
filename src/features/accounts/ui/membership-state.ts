'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { isCurrentYearPaid } from '@/features/membership/client'
import { apiFetch, messageOf, SessionEndedError } from './api'

/**
 * The membership state of spec §4: after sign-in, this year's status and the
 * history are fetched for every user, the stats for admins only (cleared and
 * never requested for anyone else). Each part can be refreshed alone or all
 * together; `loading` is true while any fetch runs. The header badge and the
 * member pages read it from here, so a payment refreshes them all at once.
 */

/** GET /api/membership/current-year-status, stored whole. Dates may be text or {seconds}. */
export type MembershipStatusRecord = {
  id?: number | string
  status?: string
  amount?: number
  startDate?: unknown
  endDate?: unknown
  paymentId?: string | null
  membershipYear?: string | number
  membershipId?: string | null
  revokedAt?: unknown
  revokedReason?: string | null
  paymentDate?: unknown
  paymentMethod?: string
}

export type MembershipHistoryEntry = { membershipYear: string | number; status: string; [key: string]: unknown }

type Part = 'status' | 'history' | 'stats'

export const MEMBERSHIP_FETCH_ERRORS: Record<Part, string> = {
  status: 'Failed to fetch membership status',
  history: 'Failed to fetch membership history',
  stats: 'Failed to fetch membership stats',
}

const PATHS: Record<Part, string> = {
  status: '/api/membership/current-year-status',
  history: '/api/membership/history',
  stats: '/api/membership/stats',
}

export type MembershipState = {
  status: MembershipStatusRecord | null
  history: MembershipHistoryEntry[] | null
  /** Admins only; the shape is documented in src/features/payments/operations/stats.ts. */
  stats: Record<string, unknown> | null
  loading: boolean
  errors: Record<Part, string | null>
  /** Whether this calendar year is paid (spec §4), for the badge. */
  active: boolean
  refreshStatus: () => Promise<void>
  refreshHistory: () => Promise<void>
  refreshStats: () => Promise<void>
  refreshAll: () => Promise<void>
}

const NO_ERRORS: Record<Part, string | null> = { status: null, history: null, stats: null }

/** Reads a part's answer into the shape kept, or null when the body is not usable. */
function pick(part: Part, body: unknown): unknown {
  if (!body || typeof body !== 'object') return null
  if (part === 'history') {
    const list = (body as { memberships?: unknown }).memberships
    return Array.isArray(list) ? list : []
  }
  return body
}

export function useMembershipState(token: string | null, isAdmin: boolean): MembershipState {
  const [data, setData] = useState<{
    status: MembershipStatusRecord | null
    history: MembershipHistoryEntry[] | null
    stats: Record<string, unknown> | null
  }>({
    status: null,
    history: null,
    stats: null,
  })
  const [errors, setErrors] = useState(NO_ERRORS)
  const [inFlight, setInFlight] = useState(0)
  // Answers for an earlier session (signed out, or another account) are dropped.
  const generation = useRef(0)

  const fetchPart = useCallback(async (part: Part) => {
    const mine = generation.current
    setInFlight((n) => n + 1)
    let value: unknown = null
    let error: string | null = null
    try {
      const res = await apiFetch(PATHS[part])
      if (res.ok) value = pick(part, await res.json().catch(() => null))
      else error = (await messageOf(res)) ?? MEMBERSHIP_FETCH_ERRORS[part]
    } catch (err) {
      if (err instanceof SessionEndedError) return
      error = MEMBERSHIP_FETCH_ERRORS[part]
    } finally {
      setInFlight((n) => n - 1)
    }
    if (mine !== generation.current) return
    // A failed refresh keeps what was last known and says why.
    if (!error) setData((d) => ({ ...d, [part]: value }))
    setErrors((e) => ({ ...e, [part]: error }))
  }, [])

  const refreshStatus = useCallback(() => fetchPart('status'), [fetchPart])
  const refreshHistory = useCallback(() => fetchPart('history'), [fetchPart])
  const refreshStats = useCallback(async () => {
    if (isAdmin) await fetchPart('stats')
  }, [fetchPart, isAdmin])
  const refreshAll = useCallback(async () => {
    await Promise.all([refreshStatus(), refreshHistory(), refreshStats()])
  }, [refreshStatus, refreshHistory, refreshStats])

  useEffect(() => {
    generation.current += 1
    setData({ status: null, history: null, stats: null })
    setErrors(NO_ERRORS)
    if (token) void refreshAll()
  }, [token, refreshAll])

  return useMemo(
    () => ({
      ...data,
      loading: inFlight > 0,
      errors,
      active: isCurrentYearPaid(data.status),
      refreshStatus,
      refreshHistory,
      refreshStats,
      refreshAll,
    }),
    [data, inFlight, errors, refreshStatus, refreshHistory, refreshStats, refreshAll],
  )
}
