import { getPayloadClient } from '@/platform/payload/client'
import { requireOffice } from '@/platform/http/office'
import { json, route } from '@/platform/http/route'
import { officeDataRequests } from '@/features/privacy'

export const dynamic = 'force-dynamic'

/** GET /api/admin/data-requests?status=pending|decided (admins only): the members' correction and erasure requests, due first. */
export const GET = route(async (request) => {
  await requireOffice(request, ['admin'])
  return json(await officeDataRequests(await getPayloadClient(), new URL(request.url).searchParams.get('status')))
})
