'use client'

import { useCallback, useEffect, useState } from 'react'

import { apiFetch, messageOf, SessionEndedError } from '@/components/account/session'

/** GET /api/membership/current-year-status as the member pages read it (spec §4). */
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
}

/**
 * The status answer may lack the membership id (it is not in spec §4's list);
 * the history has it per year, so a paid or revoked record borrows it from there.
 */
async function withMembershipId(record: MembershipStatusRecord): Promise<MembershipStatusRecord> {
  if (record.membershipId || !record.paymentId) return record
  try {
    const res = await apiFetch('/api/membership/history')
    if (!res.ok) return record
    const data = (await res.json()) as { memberships?: { membershipYear?: unknown; membershipId?: unknown }[] }
    const same = data.memberships?.find((m) => String(m.membershipYear) === String(record.membershipYear))
    return typeof same?.membershipId === 'string' && same.membershipId ? { ...record, membershipId: same.membershipId } : record
  } catch (err) {
    if (err instanceof SessionEndedError) throw err
    return record
  }
}

/**
 * This year's membership record for the signed-in member, with loading and
 * error states; `reload` fetches it again (after a payment).
 */
export function useMembershipStatus(loadError = 'Failed to load payment status') {
  const [record, setRecord] = useState<MembershipStatusRecord | null>(null)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)

  const reload = useCallback(async () => {
    try {
      const res = await apiFetch('/api/membership/current-year-status')
      if (!res.ok) {
        setError((await messageOf(res)) ?? loadError)
        return
      }
      const data = (await res.json()) as MembershipStatusRecord | null
      setRecord(data && typeof data === 'object' ? await withMembershipId(data) : null)
      setError(null)
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setError(loadError)
    } finally {
      setLoading(false)
    }
  }, [loadError])

  useEffect(() => {
    void reload()
  }, [reload])

  return { record, loading, error, reload }
}
