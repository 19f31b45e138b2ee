import type { Payload } from 'payload'

import {
  presentEvent,
  presentGrievance,
  presentMembership,
  presentPayment,
  presentProfile,
  type MemberFile,
} from '../../presenters/register'
import { factorEnabled } from '@/features/accounts'
import { memberInScope, type OfficeScope } from '../../../../platform/http/office'
import { withCaseScope } from '@/features/grievances'
import { logFileVisit } from '@/features/privacy'

/**
 * GET /api/admin/members/{id}: the member file — profile, memberships by year,
 * payments, grievances and the audit trail (newest first, with the actor's name).
 * 404 for no such member, 403 for a member of another district (memberInScope).
 * The grievances are those the caller may see (scope.ts): a coordinator never
 * sees the member's sensitive cases, nor those filed in another district.
 */
export async function memberFile(payload: Payload, office: OfficeScope, rawId: string | undefined): Promise<MemberFile> {
  const member = await memberInScope(payload, office, rawId)
  // Who in the office opened whose file, on the access log (once a visit).
  await logFileVisit(payload, office.user.id, member.id)
  const of = { equals: member.id }
  const common = { pagination: false, overrideAccess: true } as const
  const [memberships, payments, grievances, events, secondFactor] = await Promise.all([
    payload.find({ collection: 'memberships', where: { user: of }, sort: '-membershipYear', depth: 0, ...common }),
    payload.find({ collection: 'payments', where: { user: of }, sort: ['-createdAt', '-id'], depth: 0, ...common }),
    payload.find({
      collection: 'grievances',
      where: withCaseScope(office, { user: of }),
      sort: ['-createdAt', '-id'],
      depth: 0,
      ...common,
    }),
    payload.find({
      collection: 'member-events',
      where: { member: of },
      sort: ['-createdAt', '-id'],
      depth: 1,
      populate: { users: { name: true } },
      ...common,
    }),
    factorEnabled(payload, member.id),
  ])
  return {
    profile: presentProfile(member, secondFactor),
    memberships: memberships.docs.map(presentMembership),
    payments: payments.docs.map(presentPayment),
    grievances: grievances.docs.map(presentGrievance),
    events: events.docs.map(presentEvent),
  }
}
