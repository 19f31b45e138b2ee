import type { GlobalAfterChangeHook } from 'payload'

import { appendNoticeVersionIfChanged } from '@/server/privacy/notice-versions'

/**
 * Privacy-policy global: each PUBLISHED change makes a new notice version
 * (issue 16). Draft and autosave saves do not; a publish that changes no text
 * does not either.
 */
export const appendNoticeVersion: GlobalAfterChangeHook = async ({ doc, req }) => {
  if ((doc as { _status?: string })._status === 'draft') return doc
  await appendNoticeVersionIfChanged(req.payload, req)
  return doc
}
