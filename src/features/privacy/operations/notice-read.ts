import type { Payload } from 'payload'

import type { Locale } from '../../../platform/i18n/locales'

/**
 * The published notice versions as the public pages show them:
 * every version's number and date, and one version's text in a language.
 */
export type NoticeVersionSummary = { version: number; publishedAt: string }
export type NoticeVersionText = NoticeVersionSummary & { text: string; replacedAt: string | null; current: boolean }

/** Every version, newest first. */
export async function noticeVersionList(payload: Payload): Promise<NoticeVersionSummary[]> {
  const { docs } = await payload.find({
    collection: 'notice-versions',
    sort: '-version',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { version: true, publishedAt: true },
  })
  return docs.map((d) => ({ version: d.version, publishedAt: d.publishedAt }))
}

/** Version `n` in `lang` (its Hindi or English snapshot), with the date the next one replaced it; null when unknown. */
export async function noticeVersionText(payload: Payload, n: number, lang: Locale): Promise<NoticeVersionText | null> {
  if (!Number.isSafeInteger(n) || n < 1) return null
  const { docs } = await payload.find({
    collection: 'notice-versions',
    where: { version: { greater_than_equal: n } },
    sort: 'version',
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  const [doc, next] = docs
  if (!doc || doc.version !== n) return null
  return {
    version: n,
    publishedAt: doc.publishedAt,
    text: lang === 'hi' ? doc.textHi : doc.textEn,
    replacedAt: next?.publishedAt ?? null,
    current: !next,
  }
}
