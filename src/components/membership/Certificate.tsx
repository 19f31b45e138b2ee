'use client'

import QRCode from 'qrcode'
import { forwardRef, useEffect, useState } from 'react'

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
export const Certificate = forwardRef<HTMLDivElement, { data: CertificateData }>(function Certificate({ data }, ref) {
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
    ['Ayushman Arogya Mandir', data.ayushman],
    ['Block', data.block],
    ['District', data.district],
    ['Valid from', data.start],
    ['Valid until', data.end],
  ]
  return (
    <div ref={ref} className={styles.sheet} data-certificate="">
      <p className={styles.association}>{data.association}</p>
      <p className={styles.title}>Certificate of Membership</p>
      <p className={styles.year}>Membership Year {data.year}</p>
      <p className={styles.certify}>This is to certify that</p>
      <p className={styles.name}>{data.name}</p>
      <p className={styles.body}>is a registered member of the association for the year {data.year}.</p>
      <dl className={styles.details}>
        {rows.map(([dt, dd]) => (
          <div key={dt}>
            <dt>{dt}</dt>
            <dd>{dd || '—'}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.number}>
        Membership No. <strong data-certificate-number="">{data.number}</strong>
      </p>
      {qr && data.verifyUrl ? (
        <figure className={styles.qr}>
          {/* A plain img: the source is a data: URL, which next/image would not optimise anyway. */}
          <img src={qr} width={120} height={120} alt={`QR code: verify this membership at ${data.verifyUrl}`} data-verify-url={data.verifyUrl} />
          <figcaption>Scan to verify</figcaption>
        </figure>
      ) : null}
    </div>
  )
})
