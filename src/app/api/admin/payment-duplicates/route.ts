import { getPayloadClient } from '@/lib/payload'
import { drizzleOf } from '@/server/db'
import { requireUser } from '@/server/auth'
import { json, route } from '@/server/http'
import { listDuplicates } from '@/server/payments/duplicates'

export const dynamic = 'force-dynamic'

/** GET /api/admin/payment-duplicates (admins, read-only): double charges recorded for refund, and their refund state. */
export const GET = route(async (request) => {
  await requireUser(request, ['admin'])
  return json({ docs: await listDuplicates(drizzleOf(await getPayloadClient())) })
})
