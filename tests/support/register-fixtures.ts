import type { Payload } from 'payload'

import { membershipYear } from '../../src/features/membership/rules/membership'
import { call } from './auth'
import { createUser, unique } from './payload'
import { withParams } from './route-params'
import { get, signIn, type Role } from './admin-fixtures'

/** Shared by admin-register*.test.ts and admin-member-file*.test.ts: the register's routes, people and memberships. */

export async function registerRoutes() {
  return {
    list: (await import('../../src/app/api/admin/members/route')).GET,
    exportList: (await import('../../src/app/api/admin/members/export/route')).GET,
    file: withParams('/api/admin/members/[id]', await import('../../src/app/api/admin/members/[id]/route')).GET,
    revoke: withParams('/api/admin/members/[id]/revoke', await import('../../src/app/api/admin/members/[id]/revoke/route')).POST,
    reinstate: withParams('/api/admin/members/[id]/reinstate', await import('../../src/app/api/admin/members/[id]/reinstate/route')).POST,
    role: withParams('/api/admin/members/[id]/role', await import('../../src/app/api/admin/members/[id]/role/route')).PATCH,
  }
}

/** A token for each role the tests try: anonymous (none), member, editor, coordinators of Agra and of Varanasi, admin. */
export async function tokensByRole(payload: Payload) {
  const as = async (role: Role, extra: Record<string, unknown> = {}) => (await signIn(payload, role, extra)).token
  return {
    anonymous: undefined,
    member: await as('member'),
    editor: await as('editor'),
    coordinatorAgra: await as('coordinator', { districts: ['Agra'] }),
    coordinatorVaranasi: await as('coordinator', { districts: ['Varanasi'] }),
    admin: await as('admin'),
  }
}
export type Tokens = Awaited<ReturnType<typeof tokensByRole>>

export const thisYear = membershipYear()
export const lastYear = String(Number(thisYear) - 1)

let serial = 0
/** A membership of `user` for `year` (paid ones get a membership id). */
export function addMembership(
  payload: Payload,
  user: number,
  year: string,
  status: 'paid' | 'pending' | 'unpaid' | 'revoked',
  extra: Record<string, unknown> = {},
) {
  serial += 1
  const membershipId =
    status === 'paid' || status === 'revoked'
      ? `UPCHO-${year}-${String(((Date.now() % 1_000_000) * 1000 + serial) % 1_000_000_000).padStart(9, '0')}`
      : undefined
  return payload.create({
    collection: 'memberships',
    data: {
      user,
      membershipYear: year,
      status,
      amount: 10000,
      membershipId,
      startDate: `${year}-01-10T06:30:00.000Z`,
      endDate: `${year}-12-31T06:30:00.000Z`,
      ...extra,
    },
    overrideAccess: true,
  })
}

export { call, createUser, get, unique }
