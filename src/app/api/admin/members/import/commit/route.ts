import { ImportCommitInput } from '@/features/office/schemas'
import { parseInput } from '@/platform/validation/validation'
import { getPayloadClient } from '@/platform/payload/client'
import { commitImport } from '@/features/office'
import { requireOffice } from '@/platform/http/office'
import { json, readJson, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** POST /api/admin/members/import/commit {id} (admins): applies that dry run; 202 while the job runs, then poll GET …/import/{id}. */
export const POST = route(async (request) => {
  const office = await requireOffice(request, ['admin'])
  const { id } = parseInput(ImportCommitInput, await readJson(request))
  const progress = await commitImport(await getPayloadClient(), office, id)
  return json(progress, progress.status === 'committed' ? 200 : 202)
})
