'use client'

import { useState } from 'react'

import { apiFetch, messageOf, SessionEndedError, useSession } from '@/components/account/session'

import styles from './membership.module.css'
import { SCRIPT_FAILED, SCRIPT_UNINITIALISED, useCheckoutScript, type RazorpayResponse } from './useCheckoutScript'
import { CONFIRMING_TEXT } from './useConfirming'

type Order = { id: string; amount: number; currency?: string; keyId?: string; name?: string; description?: string }
type Prefill = { name?: string; email?: string; contact?: string }

const STILL_LOADING = 'Payment gateway is still loading. Please wait a moment and try again.'
const ORDER_FAILED = 'Failed to create order'
const VERIFY_FAILED = 'Payment verification failed'
const INIT_FAILED = 'Failed to initialize payment. Please refresh the page and try again.'

async function prefill(): Promise<Prefill> {
  // Prefill is a convenience: without the profile, checkout still opens.
  const res = await apiFetch('/api/auth/profile').catch((err: unknown) => {
    if (err instanceof SessionEndedError) throw err
    return null
  })
  if (!res?.ok) return {}
  const p = (await res.json().catch(() => ({}))) as { name?: string; email?: string; phone?: string | null }
  return { name: p.name ?? undefined, email: p.email ?? undefined, contact: p.phone ?? undefined }
}

/**
 * 'Pay Now' (spec §2 '/certificate', §8): disabled until the checkout script
 * is ready; creates the order on the server (the amount is the server's),
 * opens checkout, and on success verifies the payment and refreshes the
 * membership at once and again 2 s later, when a webhook may have landed.
 */
export function PayNow({
  checkoutSrc,
  association,
  confirming,
  startConfirming,
}: {
  checkoutSrc: string
  association: string
  /** From the page's useConfirming, so the status chip above says the same. */
  confirming: boolean
  startConfirming: (orderId: string) => void
}) {
  const script = useCheckoutScript(checkoutSrc)
  const { membership } = useSession()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const ready = script === 'ready'

  const settled = async () => {
    await membership.refreshAll()
    setTimeout(() => void membership.refreshAll(), 2000)
  }

  const verify = async (response: RazorpayResponse) => {
    try {
      const res = await apiFetch('/api/auth/verify-payment', { method: 'POST', json: response })
      // A server error says nothing about the payment itself: checkout took it, so the webhook or reconciliation settles it.
      if (res.status >= 500) {
        setError(null)
        startConfirming(response.razorpay_order_id)
        return void settled()
      }
      if (!res.ok) return setError((await messageOf(res)) ?? VERIFY_FAILED)
      setError(null)
      await settled()
    } catch (err) {
      if (err instanceof SessionEndedError) return
      // No answer at all (network, the server died mid-call): the same as above.
      setError(null)
      startConfirming(response.razorpay_order_id)
    } finally {
      setBusy(false)
    }
  }

  const pay = async () => {
    if (!ready || !window.Razorpay) return setError(STILL_LOADING)
    setBusy(true)
    setError(null)
    let order: Order
    try {
      const res = await apiFetch('/api/auth/create-order', { method: 'POST', json: {} })
      if (!res.ok) {
        setBusy(false)
        return setError((await messageOf(res)) ?? ORDER_FAILED)
      }
      order = (await res.json()) as Order
      if (!order?.id) throw new Error('no order id')
    } catch (err) {
      setBusy(false)
      if (!(err instanceof SessionEndedError)) setError(ORDER_FAILED)
      return
    }
    try {
      const who = await prefill()
      const checkout = new window.Razorpay({
        key: order.keyId,
        order_id: order.id,
        amount: order.amount,
        currency: 'INR',
        name: order.name || association,
        description: 'Membership Payment',
        prefill: who,
        theme: { color: '#b91c1c' },
        handler: (response: RazorpayResponse) => void verify(response),
        modal: { ondismiss: () => setBusy(false) },
      })
      checkout.on('payment.failed', (r) => {
        setBusy(false)
        setError(r?.error?.description || 'Payment failed')
      })
      checkout.open()
    } catch (err) {
      setBusy(false)
      if (!(err instanceof SessionEndedError)) setError(INIT_FAILED)
    }
  }

  if (confirming) {
    return (
      <div className={styles.pay}>
        <p className={styles.note} role="status">
          {CONFIRMING_TEXT}
        </p>
      </div>
    )
  }
  const scriptError = script === 'failed' ? SCRIPT_FAILED : script === 'uninitialised' ? SCRIPT_UNINITIALISED : null
  const shown = error ?? scriptError
  return (
    <div className={styles.pay}>
      {shown ? (
        <p className={styles.error} role="alert">
          {shown}
        </p>
      ) : null}
      <button type="button" className={styles.payButton} onClick={() => void pay()} disabled={!ready || busy} aria-busy={busy}>
        {script === 'loading' ? 'Loading Payment Gateway...' : busy ? 'Processing...' : 'Pay Now'}
      </button>
      {!ready ? (
        <a className={styles.retry} href="/certificate">
          Click here to retry if it takes too long
        </a>
      ) : null}
    </div>
  )
}
