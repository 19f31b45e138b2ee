import { getEnv } from '@/platform/config/env'
import { currentYearStatus, membershipHistory, membershipYear } from '@/features/membership/rules/membership'
import { getPayloadClient } from '@/platform/payload/client'

/** A member's own membership records, as spec §4's status and history answers show them. */

/** The member's record for this calendar year (one at most: user and year are unique together). */
export async function thisYearsMembership(userId: number, year = membershipYear()) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { and: [{ user: { equals: userId } }, { membershipYear: { equals: year } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0]
}

/** GET /api/membership/current-year-status: the member's record for this calendar year. */
export async function currentYearStatusOf(userId: number) {
  const year = membershipYear()
  return currentYearStatus(await thisYearsMembership(userId, year), year, getEnv().membershipFeePaise)
}

/** GET /api/membership/history: every record of the member, newest year first. */
export async function membershipHistoryOf(userId: number) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { user: { equals: userId } },
    sort: '-membershipYear',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return { memberships: membershipHistory(docs) }
}
