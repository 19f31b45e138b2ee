import { StatusChangeInput } from '@/features/office/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requireOffice } from '@/platform/http/office'
import { changeStatus, STATUS_BODY, WORKFLOW_MESSAGES } from '@/features/office'
import { idParam, json, readJson, route } from '@/platform/http/route'
import { contextOf } from '@/features/content'

export const dynamic = 'force-dynamic'

/** PATCH /api/admin/grievances/{id}/status {status} (admins; coordinators: 403 for another district's case): the updated grievance. */
export const PATCH = route<{ id: string }>(async (request, { params }) => {
  const office = await requireOffice(request)
  const id = idParam((await params).id, WORKFLOW_MESSAGES.grievanceNotFound)
  const { status } = parseInput(StatusChangeInput, await readJson(request, STATUS_BODY))
  return json(await changeStatus(await contextOf(office.user, request), 'grievances', id, status, office))
})
