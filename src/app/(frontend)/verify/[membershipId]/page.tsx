import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isValidNow, statusLabel } from '@/domain/membership-display'
import { getPayloadClient } from '@/lib/payload'

import styles from './verify.module.css'

/**
 * /verify/{membershipId}: where the certificate's QR code leads. Public and
 * server-rendered, so anyone can check a certificate without signing in; it
 * shows only the name, district, year and status — nothing that would help
 * reach the member (no e-mail, phone, EHRMS code).
 */
export const metadata: Metadata = { title: 'Verify Membership', robots: { index: false, follow: false } }

type Props = { params: Promise<{ membershipId: string }> }

async function findMembership(membershipId: string) {
  // Ids are short text; anything longer cannot be one and need not reach the database.
  if (!membershipId || membershipId.length > 64) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { membershipId: { equals: membershipId } },
    depth: 1,
    limit: 1,
    overrideAccess: true,
    select: { membershipId: true, membershipYear: true, status: true, revokedAt: true, user: true },
    populate: { users: { name: true, district: true } },
  })
  return docs[0] ?? null
}

/** A malformed escape is no id: treated as not found rather than a server error. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}

export default async function VerifyPage({ params }: Props) {
  const { membershipId } = await params
  const membership = await findMembership(safeDecode(membershipId))
  if (!membership) notFound()
  const user = typeof membership.user === 'object' && membership.user ? membership.user : null
  const valid = isValidNow(membership)
  const label = membership.revokedAt ? 'revoked' : statusLabel(membership.status)
  const verdict = valid ? 'Valid membership' : label === 'revoked' ? 'This membership has been revoked' : 'Not valid now'
  return (
    <section className={`container section ${styles.page}`}>
      <h1>Verify Membership</h1>
      <div className={`${styles.card} ${valid ? styles.valid : styles.invalid}`}>
        <p className={styles.verdict} data-verdict={valid ? 'valid' : label}>
          {verdict}
        </p>
        <dl className={styles.list}>
          <div>
            <dt>Membership ID</dt>
            <dd>{membership.membershipId}</dd>
          </div>
          <div>
            <dt>Name</dt>
            <dd>{user?.name ?? '—'}</dd>
          </div>
          <div>
            <dt>District</dt>
            <dd>{user?.district ?? '—'}</dd>
          </div>
          <div>
            <dt>Membership Year</dt>
            <dd>{membership.membershipYear}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{label}</dd>
          </div>
        </dl>
        <p className={styles.note}>A membership is valid while it is paid for its year and has not been revoked.</p>
      </div>
    </section>
  )
}
