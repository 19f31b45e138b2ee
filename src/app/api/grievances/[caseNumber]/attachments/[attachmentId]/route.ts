import { currentUser } from '@/platform/http/guards'
import { attachmentFile, attachmentResponse } from '@/features/grievances'
import { route } from '@/platform/http/route'

type Params = { caseNumber: string; attachmentId: string }

/**
 * GET /api/grievances/{caseNumber}/attachments/{attachmentId} (bearer) → the file,
 * as a download: to the member who filed the case, admins, and the coordinator of
 * its district unless it is sensitive. Anyone else, signed in or not: 404.
 */
export const GET = route<Params>(async (request, { params }) => {
  const { caseNumber, attachmentId } = await params
  return attachmentResponse(await attachmentFile(await currentUser(request), caseNumber, attachmentId))
})
