'use client'

import { useState } from 'react'

import { apiFetch, messageOf, SessionEndedError, useSession } from '@/features/accounts/ui/session'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { messageText } from '@/platform/i18n/messages'
import { MEMBERSHIP_TEXT } from '@/features/membership/client'

import styles from '@/features/membership/ui/membership.module.css'
import { useCheckoutScript, type RazorpayResponse } from './useCheckoutScript'

type Order = { id: string; amount: number; currency?: string; keyId?: string; name?: string; description?: string }
type Prefill = { name?: string; email?: string; contact?: string }

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
  const { lang, href } = useLocale()
  const t = MEMBERSHIP_TEXT[lang].pay
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
      if (!res.ok) return setError((await messageOf(res)) ?? t.verifyFailed)
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
    if (!ready || !window.Razorpay) return setError(t.stillLoading)
    setBusy(true)
    setError(null)
    let order: Order
    try {
      const res = await apiFetch('/api/auth/create-order', { method: 'POST', json: {} })
      if (!res.ok) {
        setBusy(false)
        return setError((await messageOf(res)) ?? t.orderFailed)
      }
      order = (await res.json()) as Order
      if (!order?.id) throw new Error('no order id')
    } catch (err) {
      setBusy(false)
      if (!(err instanceof SessionEndedError)) setError(t.orderFailed)
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
        description: t.description,
        prefill: who,
        theme: { color: '#b91c1c' },
        handler: (response: RazorpayResponse) => void verify(response),
        modal: { ondismiss: () => setBusy(false) },
      })
      checkout.on('payment.failed', (r) => {
        setBusy(false)
        // The gateway's own reason (a message token is shown in the page's language); plain English words on a Hindi page give its 'failed'.
        const reason = r?.error?.description
        const shown = reason ? messageText(reason, lang) : null
        setError(shown && (lang === 'en' || shown !== reason) ? shown : t.failed)
      })
      checkout.open()
    } catch (err) {
      setBusy(false)
      if (!(err instanceof SessionEndedError)) setError(t.initFailed)
    }
  }

  if (confirming) {
    return (
      <div className={styles.pay}>
        <p className={styles.note} role="status">
          {t.confirming}
        </p>
      </div>
    )
  }
  const scriptError = script === 'failed' ? t.scriptFailed : script === 'uninitialised' ? t.scriptUninitialised : null
  const shown = error ?? scriptError
  return (
    <div className={styles.pay}>
      {shown ? (
        <p className={styles.error} role="alert">
          {shown}
        </p>
      ) : null}
      <button type="button" className={styles.payButton} onClick={() => void pay()} disabled={!ready || busy} aria-busy={busy}>
        {script === 'loading' ? t.loadingGateway : busy ? t.processing : t.payNow}
      </button>
      {!ready ? (
        // A full page load, not a client navigation: the retry reloads the checkout script from scratch.
        <a className={styles.retry} href={href('/certificate')}>
          {t.retry}
        </a>
      ) : null}
    </div>
  )
}
