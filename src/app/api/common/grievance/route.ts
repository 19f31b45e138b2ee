import { ACCOUNT_RESPONSES } from '@/features/accounts/schemas'
import { requestIdOf } from '@/platform/log'
import { requireUser } from '@/platform/http/guards'
import { readFiling, fileCase } from '@/features/grievances'
import { json, route } from '@/platform/http/route'

/**
 * POST /api/common/grievance (bearer) → 201 {message, caseNumber}: a new case for
 * the caller, pending. JSON {subject, description, category?} (the spec's call),
 * or multipart/form-data with the same fields and up to 3 files `attachments`.
 * `category` is a category's key (e.g. 'honorarium'); none means 'other'.
 */
export const POST = route(async (request) => {
  const user = await requireUser(request)
  const { caseNumber } = await fileCase(user, await readFiling(request), requestIdOf(request))
  return json({ message: ACCOUNT_RESPONSES.grievanceStored, caseNumber }, 201)
})
