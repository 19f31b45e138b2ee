import { getPayloadClient } from '@/platform/payload/client'
import { requireOffice } from '@/platform/http/office'
import { json, route } from '@/platform/http/route'
import { accessLogPage } from '@/features/privacy'

export const dynamic = 'force-dynamic'

/** GET /api/admin/access-log?member=&actor=&page= (admins only): who viewed or exported member data, newest first. */
export const GET = route(async (request) => {
  await requireOffice(request, ['admin'])
  return json(await accessLogPage(await getPayloadClient(), new URL(request.url).searchParams))
})
