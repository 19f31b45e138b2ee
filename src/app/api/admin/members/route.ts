import { parseInput } from '@/platform/validation/validation'
import { queryOf, RegisterQuery } from '@/features/office/schemas'
import { getPayloadClient } from '@/platform/payload/client'
import { listMembers } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/admin/members?q=&district=&block=&year=&status=&page=&limit=&sort= (admins; coordinators: their districts): one page of the register. */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  const query = parseInput(RegisterQuery, queryOf(new URL(request.url).searchParams))
  return json(await listMembers(await getPayloadClient(), office, query))
})
