import type { Payload } from 'payload'

import { getEnv } from '@/platform/config/env'
import { isValidNow, statusLabel } from '@/features/membership/rules/membership-display'
import { isMembershipId } from '@/features/payments/schemas'
import { verifyToken, verifyTokenMatches } from '@/features/membership/rules/verify-token'
import { getPayloadClient } from '@/platform/payload/client'
import type { User } from '@/payload-types'

import { drizzleOf, rows, sql } from '../../../platform/db/sql'
import { thisYearsMembership } from './membership'

/**
 * The public verification of a certificate (/verify/{membershipId}) and the link
 * its QR code carries. Anyone learns whether a membership id is valid; only the
 * holder of the certificate's token (`?t=`) also learns whose it is.
 */

/** 'erased': the holder's personal data was erased, so the record is no longer shown. */
export type Verdict = 'valid' | 'revoked' | 'not-valid' | 'erased'

export type Verification = {
  membershipId: string
  membershipYear: string
  /** statusLabel of the record, or 'revoked' once it has a revocation date. */
  status: string
  verdict: Verdict
  /** Only with the certificate's token; null otherwise. */
  holder: { name: string | null; district: string | null } | null
}

const secret = () => getEnv().payloadSecret ?? ''

/** The token of `membershipId`, or null when the server has no secret to sign with (then no link carries one). */
export function tokenOf(membershipId: string): string | null {
  return secret() ? verifyToken(secret(), membershipId) : null
}

/** SITE_URL/verify/{id}?t={token}: the link of a certificate printed from now on. */
export function verifyUrlOf(membershipId: string): string {
  const token = tokenOf(membershipId)
  const url = `${getEnv().siteUrl}/verify/${encodeURIComponent(membershipId)}`
  return token ? `${url}?t=${token}` : url
}

/** Whether the holder was erased — that one flag only, never the member's row. */
async function holderErased(payload: Payload, membershipId: string): Promise<boolean> {
  const found = await rows(
    drizzleOf(payload),
    sql`SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id
    WHERE m.membership_id = ${membershipId} AND u.erased_at IS NOT NULL LIMIT 1`,
  )
  return found.length > 0
}

/**
 * What /verify/{id} shows; null (a 404) for an id of the wrong shape — refused
 * before any query — or one no membership carries. The holder's name and
 * district are not even read without a matching token.
 */
export async function verificationOf(membershipId: unknown, token: unknown): Promise<Verification | null> {
  if (!isMembershipId(membershipId)) return null
  const withHolder = verifyTokenMatches(secret(), membershipId, token)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { membershipId: { equals: membershipId } },
    depth: withHolder ? 1 : 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { membershipId: true, membershipYear: true, status: true, revokedAt: true, ...(withHolder ? { user: true } : {}) },
    ...(withHolder ? { populate: { users: { name: true, district: true } } } : {}),
  })
  // The select above is conditional, so its type does not know `user` is there with the token.
  const record = docs[0] as ((typeof docs)[number] & { user?: number | User | null }) | undefined
  if (!record) return null
  if (await holderErased(payload, membershipId))
    return { membershipId, membershipYear: record.membershipYear, status: 'erased', verdict: 'erased', holder: null }
  const status = record.revokedAt ? 'revoked' : statusLabel(record.status)
  const verdict: Verdict = isValidNow(record) ? 'valid' : status === 'revoked' ? 'revoked' : 'not-valid'
  const user = withHolder && typeof record.user === 'object' && record.user ? record.user : null
  return {
    membershipId,
    membershipYear: record.membershipYear,
    status,
    verdict,
    holder: withHolder ? { name: user?.name ?? null, district: user?.district ?? null } : null,
  }
}

/**
 * GET /api/membership/verify-link: the link for the QR code of the caller's
 * certificate — this year's membership, once paid — or null without one.
 */
export async function verifyLinkOf(userId: number): Promise<{ verifyUrl: string | null }> {
  const record = await thisYearsMembership(userId)
  return { verifyUrl: record?.status === 'paid' && record.membershipId ? verifyUrlOf(record.membershipId) : null }
}
