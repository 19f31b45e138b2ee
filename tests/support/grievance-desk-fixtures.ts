import type { Payload } from 'payload'

import { createUser } from './payload'
import { withParams } from './route-params'
import { call } from './auth'
import { addGrievance, signIn, type Handler } from './admin-fixtures'

/**
 * The desk's tests: a member in HOME (and one in AWAY), the HOME and
 * AWAY coordinators, an admin, an editor; their tokens; the desk's handlers.
 */

export const HOME = 'Banda'
export const AWAY = 'Chitrakoot'

export async function deskRoutes() {
  return {
    list: (await import('../../src/app/api/admin/grievances/route')).GET,
    one: withParams('/api/admin/grievances/[id]', await import('../../src/app/api/admin/grievances/[id]/route')).GET,
    replies: withParams('/api/admin/grievances/[id]/replies', await import('../../src/app/api/admin/grievances/[id]/replies/route')).POST,
    assign: withParams('/api/admin/grievances/[id]/assign', await import('../../src/app/api/admin/grievances/[id]/assign/route')).PATCH,
    status: withParams('/api/admin/grievances/[id]/status', await import('../../src/app/api/admin/grievances/[id]/status/route')).PATCH,
  }
}

export async function deskPeople(payload: Payload) {
  const admin = await signIn(payload, 'admin', { name: 'Anita Admin' })
  const coordinator = await signIn(payload, 'coordinator', {
    name: 'Kamal Coordinator',
    district: HOME,
    districts: [HOME],
    preferredLanguage: 'hi',
  })
  const otherCoordinator = await signIn(payload, 'coordinator', { name: 'Other Coordinator', district: AWAY, districts: [AWAY] })
  const member = await signIn(payload, 'member', { district: HOME })
  const editor = await signIn(payload, 'editor')
  return { admin, coordinator, otherCoordinator, member, editor }
}

export type People = Awaited<ReturnType<typeof deskPeople>>
export type Caller = 'anonymous' | 'member' | 'editor' | 'coordinator' | 'otherCoordinator' | 'admin'

export const tokenOf = (people: People, caller: Caller) => (caller === 'anonymous' ? undefined : people[caller].token)

export async function categoryId(payload: Payload, key: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'grievance-categories',
    where: { key: { equals: key } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0].id
}

/** A case of a new member of `district` (filing in `lang`); `sensitive` files it under harassment. */
export async function fileCase(
  payload: Payload,
  { district = HOME, lang = 'en', sensitive = false }: { district?: string; lang?: 'en' | 'hi'; sensitive?: boolean } = {},
) {
  const member = await createUser(payload, 'member', { district, preferredLanguage: lang })
  const category = await categoryId(payload, sensitive ? 'harassment' : 'honorarium')
  const grievance = await addGrievance(payload, member.id, { category })
  return { member, grievance }
}

export const send = (handler: Handler, method: string, url: string, token?: string, body?: unknown) =>
  call(handler, url, { method, token, body })
