import { cached } from '../../../platform/cache/cached'
import { TAGS } from '../../../platform/cache/revalidate'
import type { Locale } from '../../../platform/i18n/locales'
import { getPayloadClient } from '../../../platform/payload/client'
import { noticeVersionList, noticeVersionText } from './notice-read'

/**
 * The privacy notice's versions (newest first) and one version's text. A version is
 * made in the privacy-policy global's own publish (src/features/privacy/hooks/notice-version.ts), so the global's tag
 * expires with it.
 */
export const getNoticeVersions = cached(
  async () => noticeVersionList(await getPayloadClient()),
  ['notice-versions'],
  [TAGS.global('privacy-policy')],
)

export const getNoticeVersion = cached(
  async (n: number, lang: Locale) => noticeVersionText(await getPayloadClient(), n, lang),
  ['notice-version'],
  [TAGS.global('privacy-policy')],
)
