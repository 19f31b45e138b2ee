'use client'

import { useCallback, useEffect, useState } from 'react'

import { useSession } from '@/features/accounts/ui/session'

/**
 * "We are confirming your payment" (MEMBERSHIP_TEXT.pay.confirming): after checkout said paid but the verify
 * call did not get an answer (network, a server that died), the payment is
 * settled by the webhook or reconciliation (every 5 minutes, for orders older
 * than 5 minutes). Until then this browser shows the note instead of 'Pay Now'
 * and refreshes the membership; it ends when the membership is paid, or after
 * CONFIRMING_FOR_MS, when 'Pay Now' comes back (safe: create-order first asks
 * the gateway about this open order and credits it instead of charging again).
 */
export const CONFIRMING_FOR_MS = 15 * 60_000
const POLL_MS = 5_000
const KEY = 'upcho:confirming-payment'

type Marker = { orderId: string; at: number }

function read(): Marker | null {
  try {
    const m = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Marker | null
    return m && typeof m.at === 'number' && Date.now() - m.at < CONFIRMING_FOR_MS ? m : null
  } catch {
    return null
  }
}

/** `confirming` while a marker is fresh and the year is not paid; `start(orderId)` after a verify without an answer. */
export function useConfirming(paid: boolean) {
  const { membership } = useSession()
  const [marker, setMarker] = useState<Marker | null>(null)
  useEffect(() => setMarker(read()), [])
  useEffect(() => {
    if (paid && marker) {
      window.localStorage.removeItem(KEY)
      setMarker(null)
    }
  }, [paid, marker])
  useEffect(() => {
    if (!marker || paid) return
    const timer = setInterval(() => {
      if (!read()) setMarker(null)
      else void membership.refreshAll()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [marker, paid, membership])
  const start = useCallback((orderId: string) => {
    const m = { orderId, at: Date.now() }
    window.localStorage.setItem(KEY, JSON.stringify(m))
    setMarker(m)
  }, [])
  return { confirming: Boolean(marker) && !paid, start }
}
