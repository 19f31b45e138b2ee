import type { Payload } from 'payload'

import { requestIdOf } from '@/lib/log'
import { getPayloadClient } from '@/lib/payload'
import { requireUser } from '../auth'
import { HttpError } from '../http'

/** Who is making a change to news, photos or videos, for the writes and the log. */
export type AdminContext = { payload: Payload; userId: number; requestId?: string }

/** The admin behind the request, or the 401/403 answer to send instead. */
export async function adminContext(request: Request): Promise<AdminContext | Response> {
  const user = await requireUser(request, ['admin'])
  if (user instanceof Response) return user
  return { payload: await getPayloadClient(), userId: user.id, requestId: requestIdOf(request) }
}

/** The {id} of /api/admin/<kind>/{id}: read from the URL so handlers stay (request) => Response. */
export function idFromPath(request: Request, notFound: string): number {
  const last = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop() ?? ''
  if (!/^\d{1,9}$/.test(last)) throw new HttpError(404, notFound)
  return Number(last)
}
