'use client'

import { useSession } from '@/features/accounts/ui/session'

export type { MembershipStatusRecord } from '@/features/accounts/ui/session'

/**
 * This year's membership record as the member pages read it: the session's
 * membership state (spec §4), so the page, the header badge and a payment's
 * refresh always agree. Loading until the first answer or error arrives.
 */
export function useMembershipStatus() {
  const { ready, membership } = useSession()
  const error = membership.errors.status
  const record = membership.status
  return { record, loading: !ready || (!record && !error), error, reload: membership.refreshStatus }
}
