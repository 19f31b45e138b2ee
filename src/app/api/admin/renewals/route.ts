import { RENEWAL_MESSAGES, statsYear } from '@/features/renewals/schemas'
import { membershipYear } from '@/features/membership/client'
import { now } from '@/platform/clock'
import { getPayloadClient } from '@/platform/payload/client'
import { requireOffice } from '@/platform/http/office'
import { HttpError, json, route } from '@/platform/http/route'
import { renewalStats } from '@/features/renewals'

export const dynamic = 'force-dynamic'

/** GET /api/admin/renewals?year= (admins; coordinators see their districts): the reminder figures per step and the settings. */
export const GET = route(async (request) => {
  const office = await requireOffice(request)
  const year = statsYear(new URL(request.url).searchParams.get('year'), membershipYear(now()))
  if (!year) throw new HttpError(400, RENEWAL_MESSAGES.badYear)
  return json(await renewalStats(await getPayloadClient(), office, year))
})
