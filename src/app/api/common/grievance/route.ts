import { ACCOUNT_RESPONSES, validateGrievance } from '@/domain/account'
import { requestIdOf } from '@/lib/log'
import { requireUser } from '@/server/auth'
import { submitGrievance } from '@/server/grievances'
import { json, readJson, route, valid } from '@/server/http'

/** POST /api/common/grievance (bearer) {subject, description} → 201: stored for the caller, pending. */
export const POST = route(async (request) => {
  const user = await requireUser(request)
  await submitGrievance(user, valid(validateGrievance(await readJson(request))), requestIdOf(request))
  return json({ message: ACCOUNT_RESPONSES.grievanceStored }, 201)
})
