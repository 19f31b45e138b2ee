import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { verificationOf, type Verdict } from '@/server/verify-membership'

import styles from './verify.module.css'

/**
 * /verify/{membershipId}: where the certificate's QR code leads. Public and
 * server-rendered, so anyone can check a certificate without signing in. The id
 * alone answers only whether the membership is valid (ids are sequential, so
 * they could be walked); the QR code's token (`?t=`) also shows the holder's
 * name and district — never anything that would help reach the member.
 */
export const metadata: Metadata = { title: 'Verify Membership', robots: { index: false, follow: false } }

type Props = { params: Promise<{ membershipId: string }>; searchParams: Promise<{ t?: string | string[] }> }

const VERDICTS: Record<Verdict, string> = {
  valid: 'Valid membership',
  revoked: 'This membership has been revoked',
  'not-valid': 'Not valid now',
}

export default async function VerifyPage({ params, searchParams }: Props) {
  const [{ membershipId }, { t }] = await Promise.all([params, searchParams])
  const verification = await verificationOf(membershipId, t)
  if (!verification) notFound()
  const { verdict, holder } = verification
  const rows: [string, string][] = [
    ['Membership ID', verification.membershipId],
    ...(holder ? ([['Name', holder.name ?? '—'], ['District', holder.district ?? '—']] as [string, string][]) : []),
    ['Membership Year', verification.membershipYear],
    ['Status', verification.status],
  ]
  return (
    <section className={`container section ${styles.page}`}>
      <h1>Verify Membership</h1>
      <div className={`${styles.card} ${verdict === 'valid' ? styles.valid : styles.invalid}`}>
        <p className={styles.verdict} data-verdict={verdict === 'valid' ? 'valid' : verification.status}>
          {VERDICTS[verdict]}
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
            The holder&apos;s name is shown only when the QR code on the certificate is scanned.
          </p>
        )}
        <p className={styles.note}>A membership is valid while it is paid for its year and has not been revoked.</p>
      </div>
    </section>
  )
}
