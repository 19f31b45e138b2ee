import type { Payload, PayloadRequest } from 'payload'

import { NOTICE_PLACEHOLDER } from '../rules/notice'
import { now } from '../../../platform/clock'
import { drizzleOf, rows, sql } from '../../../platform/db/sql'
import { publishedNoticeTexts } from './notice-text'
import { executorOf } from '@/platform/db/transaction'

/**
 * Appends a notice version when the published privacy notice reads
 * differently from the latest version (or none exists yet). Returns the new
 * version number, or null when nothing changed.
 *
 * The one exception to "append": a version holding no text at all (the
 * migration's version 1 of a site whose policy was still empty) that no
 * consent names was never shown to anyone, so the first real notice takes its
 * number instead of following it — a fresh site's first notice is version 1.
 */
export async function appendNoticeVersionIfChanged(payload: Payload, req?: PayloadRequest): Promise<number | null> {
  const raw = await publishedNoticeTexts(payload, req)
  // A required field cannot be empty: an unpublished language is kept as '-'.
  const texts = { en: raw.en || NOTICE_PLACEHOLDER, hi: raw.hi || NOTICE_PLACEHOLDER }
  const inTx = req ? { req } : {}
  const latest = await payload.find({ collection: 'notice-versions', sort: '-version', limit: 1, overrideAccess: true, depth: 0, ...inTx })
  const last = latest.docs[0]
  if (last && last.textEn === texts.en && last.textHi === texts.hi) return null
  const publishedAt = now().toISOString()
  if (last && (await unseenPlaceholder(payload, req, last))) {
    await payload.update({
      collection: 'notice-versions',
      id: last.id,
      overrideAccess: true,
      data: { publishedAt, textEn: texts.en, textHi: texts.hi },
      ...inTx,
    })
    return last.version
  }
  const version = (last?.version ?? 0) + 1
  await payload.create({
    collection: 'notice-versions',
    overrideAccess: true,
    data: { version, publishedAt, textEn: texts.en, textHi: texts.hi },
    ...inTx,
  })
  return version
}

type Version = { version: number; textEn: string; textHi: string }

async function unseenPlaceholder(payload: Payload, req: PayloadRequest | undefined, last: Version): Promise<boolean> {
  if (last.textEn !== NOTICE_PLACEHOLDER || last.textHi !== NOTICE_PLACEHOLDER) return false
  // In the caller's transaction when there is one: a second pool connection must not wait on it.
  const db = req ? await executorOf(req) : drizzleOf(payload)
  const [named] = await rows(db, sql`SELECT 1 FROM consents WHERE notice_version = ${last.version} LIMIT 1`)
  return !named
}
