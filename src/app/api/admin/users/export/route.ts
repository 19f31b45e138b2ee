import { requestIdOf } from '@/platform/log'
import { getPayloadClient } from '@/platform/payload/client'
import { exportFileName } from '@/features/office/client'
import { startMemberExport } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/admin/users/export (admins; coordinators: their districts'): every member as a streamed CSV download, on record in user-exports. */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  const { stream } = await startMemberExport(await getPayloadClient(), office, { requestId: requestIdOf(request) })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      // Personal data of every member: no cache, proxy or browser may keep a copy.
      'Cache-Control': 'no-store',
    },
  })
})
