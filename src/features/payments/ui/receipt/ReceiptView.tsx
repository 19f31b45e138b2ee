'use client'

import Link from 'next/link'
import { useRef, useState } from 'react'

import '@/features/payments/ui/receipt/receipt-print.css'
import { useApi } from '@/features/accounts/ui/useApi'
import ui from '@/features/membership/ui/membership.module.css'
import { Receipt } from '@/features/payments/ui/receipt/Receipt'
import styles from '@/features/payments/ui/receipt/receipt.module.css'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { RECEIPT_TEXT } from '@/features/payments/client'
import type { ReceiptRow } from '@/features/payments'

const readReceipt = (body: unknown): ReceiptRow | null =>
  typeof body === 'object' && body !== null && typeof (body as ReceiptRow).receiptNumber === 'string' ? (body as ReceiptRow) : null

/** The receipt with Print (the browser's dialog; print CSS keeps only the sheet) and a PNG download. */
export function ReceiptView({ number, association }: { number: string; association: string }) {
  const { lang, href } = useLocale()
  const t = RECEIPT_TEXT[lang]
  const { data, error, loading } = useApi(`/api/receipts/${encodeURIComponent(number)}`, { read: readReceipt, failed: t.failed })
  const sheet = useRef<HTMLDivElement>(null)
  const [busy, setBusy] = useState(false)
  const [downloadError, setDownloadError] = useState<string | null>(null)

  const download = async () => {
    if (!sheet.current || !data) return
    setBusy(true)
    setDownloadError(null)
    try {
      // Loaded on demand: html2canvas is large and only this button needs it.
      const { default: html2canvas } = await import('html2canvas')
      const canvas = await html2canvas(sheet.current, { scale: 2, backgroundColor: '#ffffff', logging: false })
      const link = document.createElement('a')
      link.download = `receipt-${data.receiptNumber}${lang === 'hi' ? '-hi' : ''}.png`
      link.href = canvas.toDataURL('image/png')
      document.body.appendChild(link)
      link.click()
      link.remove()
    } catch {
      setDownloadError(t.downloadFailed)
    } finally {
      setBusy(false)
    }
  }

  if (loading) {
    return (
      <p className={ui.state} role="status">
        {t.loading}
      </p>
    )
  }
  if (error || !data) {
    return (
      <>
        <p className={ui.error} role="alert">
          {error ?? t.failed}
        </p>
        <Link className={styles.back} href={href('/payment-status')}>
          {t.back}
        </Link>
      </>
    )
  }
  return (
    <>
      <Receipt ref={sheet} receipt={data} association={association} lang={lang} />
      {downloadError ? (
        <p className={ui.error} role="alert">
          {downloadError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => window.print()}>
          {t.print}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          onClick={() => void download()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? t.preparing : t.download}
        </button>
      </div>
      <Link className={styles.back} href={href('/payment-status')}>
        {t.back}
      </Link>
    </>
  )
}
