import type { GlobalAfterChangeHook } from 'payload'

import { appendNoticeVersionIfChanged } from '../operations/notice-versions'

/**
 * Privacy-policy global: each PUBLISHED change makes a new notice version
 *. Draft and autosave saves do not; a publish that changes no text
 * does not either. A writer that publishes English and Hindi in two steps (the
 * demo seed) passes `context.deferNoticeVersion` and makes the version itself
 * once both are in, so the two languages are one version.
 */
export const DEFER_NOTICE_VERSION = { deferNoticeVersion: true } as const

export const appendNoticeVersion: GlobalAfterChangeHook = async ({ doc, req, context }) => {
  if ((doc as { _status?: string })._status === 'draft') return doc
  if (context?.deferNoticeVersion) return doc
  await appendNoticeVersionIfChanged(req.payload, req)
  return doc
}
