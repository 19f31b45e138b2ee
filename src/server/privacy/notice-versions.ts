import type { Payload, PayloadRequest } from 'payload'

import { now } from '../../lib/clock'
import { publishedNoticeTexts } from './notice-text'

/**
 * Appends a notice version when the published privacy notice reads
 * differently from the latest version (or none exists yet). Returns the new
 * version number, or null when nothing changed.
 */
export async function appendNoticeVersionIfChanged(payload: Payload, req?: PayloadRequest): Promise<number | null> {
  const raw = await publishedNoticeTexts(payload, req)
  // A required field cannot be empty: an unpublished language is kept as '-'.
  const texts = { en: raw.en || '-', hi: raw.hi || '-' }
  const latest = await payload.find({ collection: 'notice-versions', sort: '-version', limit: 1, overrideAccess: true, depth: 0, ...(req ? { req } : {}) })
  const last = latest.docs[0]
  if (last && last.textEn === texts.en && last.textHi === texts.hi) return null
  const version = (last?.version ?? 0) + 1
  await payload.create({
    collection: 'notice-versions',
    overrideAccess: true,
    data: { version, publishedAt: now().toISOString(), textEn: texts.en, textHi: texts.hi },
    ...(req ? { req } : {}),
  })
  return version
}
