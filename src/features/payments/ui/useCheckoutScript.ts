'use client'

import { useEffect, useState } from 'react'

/** The part of Razorpay's checkout API the pages use (the sandbox script has the same). */
export type RazorpayResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
export type RazorpayFailure = { error?: { code?: string; description?: string } }
export type RazorpayInstance = { open: () => void; on: (event: 'payment.failed', fn: (r: RazorpayFailure) => void) => void }
export type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor
  }
}

export type ScriptState = 'loading' | 'ready' | 'failed' | 'uninitialised'

/**
 * Loads the checkout script with a <script src> made here, not inline: the
 * page's CSP ('strict-dynamic' with a nonce) trusts scripts that Next's own
 * code adds, and the source is either checkout.razorpay.com or the app's own
 * /sandbox/checkout.js. 'uninitialised' when the script loaded but
 * window.Razorpay is still missing a second later (spec §8).
 */
export function useCheckoutScript(src: string | null): ScriptState {
  const [state, setState] = useState<ScriptState>('loading')

  useEffect(() => {
    if (!src) return
    if (window.Razorpay) {
      setState('ready')
      return
    }
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    // A tag left by an earlier visit that never defined Razorpay is tried afresh.
    document.querySelector(`script[data-checkout="${CSS.escape(src)}"]`)?.remove()
    const script = document.createElement('script')
    const onLoad = () => {
      if (!live) return
      if (window.Razorpay) return setState('ready')
      timer = setTimeout(() => live && setState(window.Razorpay ? 'ready' : 'uninitialised'), 1000)
    }
    const onError = () => live && setState('failed')
    script.addEventListener('load', onLoad)
    script.addEventListener('error', onError)
    script.src = src
    script.async = true
    script.dataset.checkout = src
    document.head.appendChild(script)
    return () => {
      live = false
      if (timer) clearTimeout(timer)
      script.removeEventListener('load', onLoad)
      script.removeEventListener('error', onError)
    }
  }, [src])

  return state
}
