import { ACCOUNT_RESPONSES, GrievanceInput } from '@/domain/account'
import { parseInput } from '@/domain/validation'
import { requestIdOf } from '@/lib/log'
import { requireUser } from '@/server/auth'
import { submitGrievance } from '@/server/grievances'
import { json, readJson, route } from '@/server/http'

/** POST /api/common/grievance (bearer) {subject, description} → 201: stored for the caller, pending. */
export const POST = route(async (request) => {
  const user = await requireUser(request)
  await submitGrievance(user, parseInput(GrievanceInput, await readJson(request)), requestIdOf(request))
  return json({ message: ACCOUNT_RESPONSES.grievanceStored }, 201)
})
