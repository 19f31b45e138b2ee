import { draftMode } from 'next/headers'

import { isStaffRequest, previewTarget } from '@/platform/http/preview'

export const dynamic = 'force-dynamic'

const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * GET /preview?path=/media/news/5&locale=hi: the CMS's live preview frame
 * (src/platform/http/preview.ts). Staff only; ?exit=1 leaves draft mode.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams
  const target = previewTarget(query.get('path'), query.get('locale'))
  if (!target) return answer(400, 'Bad request: path must be a page of this site, such as /media/news/5.')
  const mode = await draftMode()
  if (query.get('exit') === '1') {
    mode.disable()
  } else {
    if (!(await isStaffRequest(request.headers))) return answer(403, 'Only editors and admins signed in to the CMS can preview drafts.')
    mode.enable()
  }
  return new Response(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } })
}
