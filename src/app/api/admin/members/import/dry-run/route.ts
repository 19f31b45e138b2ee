import { getPayloadClient } from '@/platform/payload/client'
import { presentDryRun, dryRunImport, readRollUpload } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** POST /api/admin/members/import/dry-run (admins; multipart `file`): what importing the roll would do, stored as an import to commit. */
export const POST = route(async (request) => {
  const office = await requireOffice(request, ['admin'])
  const upload = await readRollUpload(request)
  return json(presentDryRun(await dryRunImport(await getPayloadClient(), office, upload)), 201)
})
