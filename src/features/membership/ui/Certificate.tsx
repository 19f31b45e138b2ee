'use client'

import QRCode from 'qrcode'
import { forwardRef, useEffect, useState } from 'react'

import type { Locale } from '@/platform/i18n/locales'
import { CERTIFICATE_TEXT } from '@/features/membership/texts/certificate'

import styles from './certificate.module.css'

export type CertificateData = {
  association: string
  /** The membership id, or the transaction id when there is none (spec §9). */
  number: string
  name: string
  ayushman: string
  block: string
  district: string
  start: string
  end: string
  year: string
  /** SITE_URL/verify/{membershipId}?t={token}, signed by the server; no QR code without it. */
  verifyUrl: string | null
}

/**
 * The 1123×794 certificate (spec §9) over /Cert/cert.jpg. Every colour here is
 * hex or rgb: html2canvas 1.4 cannot parse oklch(). The QR code is drawn in the
 * browser as a data: URL (the CSP allows data: images; no third-party service).
 */
export const Certificate = forwardRef<HTMLDivElement, { data: CertificateData; lang?: Locale }>(function Certificate(
  { data, lang = 'en' },
  ref,
) {
  const t = CERTIFICATE_TEXT[lang]
  const fill = (text: string) => text.replace('{year}', data.year).replace('{url}', data.verifyUrl ?? '')
  const [qr, setQr] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    if (!data.verifyUrl) return setQr(null)
    QRCode.toDataURL(data.verifyUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M', color: { dark: '#1f2937', light: '#ffffff' } })
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null))
    return () => {
      live = false
    }
  }, [data.verifyUrl])

  const rows: [string, string][] = [
    [t.ayushman, data.ayushman],
    [t.block, data.block],
    [t.district, data.district],
    [t.validFrom, data.start],
    [t.validUntil, data.end],
  ]
  return (
    <div ref={ref} className={styles.sheet} data-certificate="" lang={lang}>
      <p className={styles.association}>{data.association}</p>
      <p className={styles.title}>{t.title}</p>
      <p className={styles.year}>{fill(t.year)}</p>
      <p className={styles.certify}>{t.certify}</p>
      <p className={styles.name}>{data.name}</p>
      <p className={styles.body}>{fill(t.body)}</p>
      <dl className={styles.details}>
        {rows.map(([dt, dd]) => (
          <div key={dt}>
            <dt>{dt}</dt>
            <dd>{dd || '—'}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.number}>
        {t.number} <strong data-certificate-number="">{data.number}</strong>
      </p>
      {qr && data.verifyUrl ? (
        <figure className={styles.qr}>
          {/* A plain img: the source is a data: URL, which next/image would not optimise anyway. */}
          <img src={qr} width={120} height={120} alt={fill(t.qrAlt)} data-verify-url={data.verifyUrl} />
          <figcaption>{t.scan}</figcaption>
        </figure>
      ) : null}
    </div>
  )
})
