import { forwardRef } from 'react'

import { amountInWords } from '@/features/payments/rules/amount-words'
import { displayDate } from '@/features/membership/client'
import type { Locale } from '@/platform/i18n/locales'
import { formatPaise } from '@/platform/i18n/money'
import { PAYMENT_METHOD_TEXT, RECEIPT_TEXT } from '@/features/payments/texts/receipts'
import type { ReceiptRow } from '@/features/payments/presenters/receipts'

import styles from './receipt.module.css'

const methodName = (method: string, lang: Locale) => (PAYMENT_METHOD_TEXT[lang] as Record<string, string>)[method] ?? method

/** One receipt, in the page's language: what the member prints, downloads or shows the auditor. */
export const Receipt = forwardRef<HTMLDivElement, { receipt: ReceiptRow; association: string; lang: Locale }>(function Receipt(
  { receipt, association, lang },
  ref,
) {
  const t = RECEIPT_TEXT[lang]
  const rows: [string, string, string?][] = [
    [t.member, receipt.memberName || '—'],
    [t.membershipId, receipt.membershipId ?? '—'],
    [t.year, receipt.membershipYear],
    [t.amount, formatPaise(receipt.amount, lang) ?? '—', styles.amount],
    [t.inWords, amountInWords(receipt.amount, lang) ?? '—'],
    [t.method, methodName(receipt.method, lang)],
  ]
  if (receipt.reference) rows.push([t.reference, receipt.reference])
  return (
    <div ref={ref} className={styles.sheet} data-receipt="" lang={lang}>
      <p className={styles.association}>{association}</p>
      <p className={styles.title}>{t.heading}</p>
      <p className={styles.top}>
        <span>
          {t.number}: <strong data-receipt-number="">{receipt.receiptNumber}</strong>
        </span>
        <span>
          {t.date}: <strong>{displayDate(receipt.date) ?? '—'}</strong>
        </span>
      </p>
      <dl className={styles.rows}>
        {rows.map(([dt, dd, cls]) => (
          <div key={dt} className={styles.row}>
            <dt>{dt}</dt>
            <dd className={cls}>{dd}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t.note}</p>
    </div>
  )
})
