import { RemindersInput } from '@/features/renewals/schemas'
import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { requireUser } from '@/platform/http/guards'
import { json, readJson, route } from '@/platform/http/route'
import { remindersOn, setReminders } from '@/features/renewals'

export const dynamic = 'force-dynamic'

/** GET /api/renewals/reminders (bearer): {reminders: boolean}, whether the caller gets renewal reminders. */
export const GET = route(async (request) => {
  const user = await requireUser(request)
  return json({ reminders: await remindersOn(await getPayloadClient(), user.id) })
})

/** PUT /api/renewals/reminders {reminders} (bearer): the switch on /profile. */
export const PUT = route(async (request) => {
  const user = await requireUser(request)
  const { reminders } = parseInput(RemindersInput, await readJson(request))
  return json(await setReminders(await getPayloadClient(), user.id, reminders))
})
