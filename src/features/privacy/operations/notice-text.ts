import type { Payload, PayloadRequest } from 'payload'

/**
 * The privacy notice as plain text in one language: what a member was shown,
 * kept in notice-versions so a consent can always be matched to its wording.
 */
type NoticeDoc = {
  title?: string | null
  intro?: string | null
  sections?: { heading?: string | null; body?: string | null }[] | null
  grievanceOfficer?: { name?: string | null; email?: string | null; phone?: string | null } | null
}

export function noticeText(doc: NoticeDoc): string {
  const parts = [doc.title, doc.intro, ...(doc.sections ?? []).flatMap((s) => [s.heading, s.body])]
  const officer = doc.grievanceOfficer
  if (officer) parts.push([officer.name, officer.email, officer.phone].filter(Boolean).join(' · '))
  return parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join('\n\n')
}

/**
 * The published notice in English and in Hindi (Hindi without English fallback would be empty where untranslated).
 * One language after the other, and the caller's locale put back: the Local API writes the locale asked for
 * into the `req` it is given, so two reads at once on one `req` (a hook's) would both read whichever came last.
 */
export async function publishedNoticeTexts(payload: Payload, req?: PayloadRequest): Promise<{ en: string; hi: string }> {
  const saved = req ? { locale: req.locale, fallbackLocale: req.fallbackLocale } : null
  const read = (locale: 'en' | 'hi') =>
    payload.findGlobal({ slug: 'privacy-policy', locale, draft: false, overrideAccess: true, depth: 0, ...(req ? { req } : {}) })
  try {
    const en = await read('en')
    const hi = await read('hi')
    return { en: noticeText(en as NoticeDoc), hi: noticeText(hi as NoticeDoc) }
  } finally {
    if (req && saved) Object.assign(req, saved)
  }
}
