import { cached } from '../../../platform/cache/cached'
import { TAGS } from '../../../platform/cache/revalidate'
import type { Locale } from '../../../platform/i18n/locales'
import { getPayloadClient } from '../../../platform/payload/client'
import { publicReport } from './report'

/**
 * The report's public page's figures for a month (null while the report is
 * not published). Tagged with the settings global, so switching publishReport in the
 * CMS shows at once; new cases reach the figures within the fallback hour.
 */
export const getPublicGrievanceReport = cached(
  async (month: string, lang: Locale) => publicReport(await getPayloadClient(), month, lang),
  ['grievance-report'],
  [TAGS.global('grievance-settings')],
)
