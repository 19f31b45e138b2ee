import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { statusLabel, MEMBERSHIP_TEXT, VERIFY_TEXT } from '@/features/membership/client'
import { districtName } from '@/platform/i18n/districts'
import { langOf } from '@/platform/http/route-lang'
import { verificationOf, type Verdict } from '@/features/membership'

import styles from './verify.module.css'

/**
 * /verify/{membershipId}: where the certificate's QR code leads (/hi/verify/…
 * from a Hindi certificate). Public and server-rendered, so anyone can check a
 * certificate without signing in. The id alone answers only whether the
 * membership is valid (ids are sequential, so they could be walked); the QR
 * code's token (`?t=`) also shows the holder's name and district — never
 * anything that would help reach the member.
 */
type Props = { params: Promise<{ lang: string; membershipId: string }>; searchParams: Promise<{ t?: string | string[] }> }

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return { title: VERIFY_TEXT[await langOf(params)].title, robots: { index: false, follow: false } }
}

const VERDICT_KEY: Record<Verdict, 'valid' | 'revoked' | 'notValid' | 'erased'> = {
  valid: 'valid',
  revoked: 'revoked',
  'not-valid': 'notValid',
  erased: 'erased',
}

export default async function VerifyPage({ params, searchParams }: Props) {
  const [lang, { membershipId }, { t: token }] = await Promise.all([langOf(params), params, searchParams])
  const t = VERIFY_TEXT[lang]
  const verification = await verificationOf(membershipId, token)
  if (!verification) notFound()
  const { verdict, holder } = verification
  // An erased member's record says only that it is not available — no name, year or status.
  if (verdict === 'erased') {
    return (
      <section className={`container section ${styles.page}`}>
        <h1>{t.title}</h1>
        <div className={`${styles.card} ${styles.invalid}`}>
          <p className={styles.verdict} data-verdict="erased">
            {t.verdicts.erased}
          </p>
          <p className={styles.note}>{t.erasedNote}</p>
        </div>
      </section>
    )
  }
  const rows: [string, string][] = [
    [t.membershipId, verification.membershipId],
    ...(holder
      ? ([
          [t.name, holder.name ?? '—'],
          [t.district, holder.district ? districtName(holder.district, lang) : '—'],
        ] as [string, string][])
      : []),
    [t.year, verification.membershipYear],
    [t.status, MEMBERSHIP_TEXT[lang].statuses[statusLabel(verification.status)]],
  ]
  return (
    <section className={`container section ${styles.page}`}>
      <h1>{t.title}</h1>
      <div className={`${styles.card} ${verdict === 'valid' ? styles.valid : styles.invalid}`}>
        <p className={styles.verdict} data-verdict={verdict === 'valid' ? 'valid' : verification.status}>
          {t.verdicts[VERDICT_KEY[verdict]]}
        </p>
        <dl className={styles.list}>
          {rows.map(([dt, dd]) => (
            <div key={dt}>
              <dt>{dt}</dt>
              <dd>{dd}</dd>
            </div>
          ))}
        </dl>
        {holder ? null : (
          <p className={styles.note} data-holder-hidden="">
            {t.holderHidden}
          </p>
        )}
        <p className={styles.note}>{t.rule}</p>
      </div>
    </section>
  )
}
