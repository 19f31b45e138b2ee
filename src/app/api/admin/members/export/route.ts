import { registerFileName } from '@/features/office/client'
import { queryOf, RegisterQuery } from '@/features/office/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requestIdOf } from '@/platform/log'
import { getPayloadClient } from '@/platform/payload/client'
import { startRegisterExport } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/admin/members/export?…the register's filters (admins; coordinators: their districts): the filtered list as a streamed CSV, on record in user-exports. */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  const query = parseInput(RegisterQuery, queryOf(new URL(request.url).searchParams))
  const { stream } = await startRegisterExport(await getPayloadClient(), office, query, { requestId: requestIdOf(request) })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${registerFileName()}"`,
      // Personal data: no cache, proxy or browser may keep a copy.
      'Cache-Control': 'no-store',
    },
  })
})
