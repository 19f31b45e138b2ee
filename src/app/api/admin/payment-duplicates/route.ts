import { getPayloadClient } from '@/platform/payload/client'
import { drizzleOf } from '@/platform/db/sql'
import { requireUser } from '@/platform/http/guards'
import { json, route } from '@/platform/http/route'
import { listDuplicates } from '@/features/payments'

export const dynamic = 'force-dynamic'

/** GET /api/admin/payment-duplicates (admins, read-only): double charges recorded for refund, and their refund state. */
export const GET = route(async (request) => {
  await requireUser(request, ['admin'])
  return json({ docs: await listDuplicates(drizzleOf(await getPayloadClient())) })
})
