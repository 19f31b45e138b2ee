'use client'

import Link from 'next/link'

import { useApi } from '@/features/accounts/ui/useApi'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { RECEIPT_TEXT } from '@/features/payments/texts/receipts'
import type { ReceiptRow } from '@/features/payments/presenters/receipts'

import styles from '@/features/membership/ui/membership.module.css'

const readList = (body: unknown): ReceiptRow[] | null => {
  const docs = typeof body === 'object' && body !== null ? (body as { docs?: unknown }).docs : undefined
  return Array.isArray(docs) ? (docs as ReceiptRow[]) : null
}

/** The member's receipts on /payment-status: one link per paid year, to the printable receipt. Nothing when there is none. */
export function ReceiptLinks() {
  const { lang, href } = useLocale()
  const t = RECEIPT_TEXT[lang]
  const { data, error } = useApi('/api/receipts', { read: readList, failed: t.listFailed })
  if (error) {
    return (
      <p className={styles.error} role="alert">
        {error}
      </p>
    )
  }
  if (!data || data.length === 0) return null
  return (
    <section className={styles.history} aria-labelledby="receipts-heading">
      <h2 id="receipts-heading" className={styles.historyHeading}>
        {t.listHeading}
      </h2>
      <table className={styles.historyTable} aria-labelledby="receipts-heading">
        <thead>
          <tr>
            <th scope="col">{t.listYear}</th>
            <th scope="col">{t.listReceipt}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((r) => (
            <tr key={r.receiptNumber}>
              <td>{r.membershipYear}</td>
              <td>
                <Link href={href(`/receipts/${encodeURIComponent(r.receiptNumber)}`)}>{r.receiptNumber}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
