import { StatusChangeInput } from '@/domain/workflow'
import { parseInput } from '@/domain/validation'
import { changeStatus, STATUS_BODY, WORKFLOW_MESSAGES } from '@/server/admin/workflow'
import { requireUser } from '@/server/auth'
import { idParam, json, readJson, route } from '@/server/http'
import { contextOf } from '@/server/media/context'

export const dynamic = 'force-dynamic'

/** PATCH /api/admin/grievances/{id}/status {status} (admins): the updated grievance. */
export const PATCH = route<{ id: string }>(async (request, { params }) => {
  const admin = await requireUser(request, ['admin'])
  const id = idParam((await params).id, WORKFLOW_MESSAGES.grievanceNotFound)
  const { status } = parseInput(StatusChangeInput, await readJson(request, STATUS_BODY))
  return json(await changeStatus(await contextOf(admin, request), 'grievances', id, status))
})
