import { IMPORT_MESSAGES } from '@/features/office/schemas'
import { getPayloadClient } from '@/platform/payload/client'
import { importStatus } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { idParam, json, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/admin/members/import/{id} (admins): the import's status, counts and commit progress {processed, total}. */
export const GET = route<{ id: string }>(async (request, { params }) => {
  await requireOffice(request, ['admin'])
  const id = idParam((await params).id, IMPORT_MESSAGES.batchNotFound)
  return json(await importStatus(await getPayloadClient(), id))
})
