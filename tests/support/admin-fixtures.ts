import type { Payload } from 'payload'

import { call } from './auth'
import { createUser } from './payload'
import { withParams } from './route-params'
import { freshOtp } from './two-factor'

/** Shared by the admin-*.test.ts files (dashboard, members, export, grievances, contact messages). */

export type Handler = (request: Request) => Promise<Response>
export type Role = 'admin' | 'editor' | 'coordinator' | 'member'

/** A new user of `role`, signed in through the login route like the site does (admins and coordinators with their code). */
export async function signIn(payload: Payload, role: Role, extra: Record<string, unknown> = {}) {
  const user = await createUser(payload, role, extra)
  const otp = extra.secondFactor !== false && (role === 'admin' || role === 'coordinator') ? await freshOtp(payload, user.id) : undefined
  const res = await call((await import('../../src/app/api/auth/login/route')).POST, '/api/auth/login', {
    body: { email: user.email, password: 'Secret-pass-123', otp },
  })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`)
  const { token } = (await res.json()) as { token: string }
  return { user, token }
}

export async function adminRoutes() {
  return {
    dashboard: (await import('../../src/app/api/admin/dashboard/route')).GET,
    users: (await import('../../src/app/api/auth/users/route')).GET,
    exportUsers: (await import('../../src/app/api/admin/users/export/route')).GET,
    grievances: (await import('../../src/app/api/admin/grievances/route')).GET,
    grievanceStatus: withParams('/api/admin/grievances/[id]/status', await import('../../src/app/api/admin/grievances/[id]/status/route'))
      .PATCH,
    contacts: (await import('../../src/app/api/admin/contact-submissions/route')).GET,
    contactStatus: withParams(
      '/api/admin/contact-submissions/[id]/status',
      await import('../../src/app/api/admin/contact-submissions/[id]/status/route'),
    ).PATCH,
  }
}

export const get = (handler: Handler, url: string, token?: string) => call(handler, url, { method: 'GET', token })

export function addGrievance(payload: Payload, userId: number, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'grievances',
    data: {
      user: userId,
      subject: 'Honorarium not received',
      description: 'My honorarium for October has not been credited.',
      status: 'pending',
      ...extra,
    },
    overrideAccess: true,
  })
}

export function addContact(payload: Payload, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'contact-submissions',
    data: { name: 'Ramesh Verma', email: 'ramesh@example.org', message: 'When is the next district meeting?', status: 'pending', ...extra },
    overrideAccess: true,
  })
}
