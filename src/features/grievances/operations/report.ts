import type { Payload } from 'payload'

import { monthPeriod, PeriodError, requestedPeriod, type ReportPeriod } from '../rules/report'
import type { Locale } from '../../../platform/i18n/locales'
import { now } from '../../../platform/clock'
import { presentGrievanceStats, presentPublicStats, type GrievanceStats } from '../presenters/stats'
import type { OfficeScope } from '@/platform/http/office'
import { sql } from '../../../platform/db/sql'
import { getGrievanceSettings } from '../settings/read'
import { HttpError } from '../../../platform/http/route'
import { caseScopeSql } from './scope'
import { grievanceFigures } from './stats'

/** The period a request asks for, or a 400 carrying the period's own message. */
export function periodOrBadRequest(read: () => ReportPeriod): ReportPeriod {
  try {
    return read()
  } catch (err) {
    if (err instanceof PeriodError) throw new HttpError(400, err.said)
    throw err
  }
}

/** The office's figures for ?from=&to= (default: the last calendar month), over the caller's cases only. */
export async function officeStats(payload: Payload, office: OfficeScope, query: URLSearchParams, lang: Locale): Promise<GrievanceStats> {
  const period = periodOrBadRequest(() => requestedPeriod(query.get('from'), query.get('to'), now()))
  return presentGrievanceStats(period, await grievanceFigures(payload, period, lang, caseScopeSql(office)))
}

/**
 * The public page's figures for a month 'YYYY-MM', or null while office staff
 * have not switched the report on (grievance-settings.publishReport): every case,
 * small districts merged into 'Other', and so are the sensitive cases (stats.ts).
 */
export async function publicReport(payload: Payload, month: string, lang: Locale): Promise<GrievanceStats | null> {
  if (!(await getGrievanceSettings(payload)).publishReport) return null
  const period = monthPeriod(month)
  return presentPublicStats(
    presentGrievanceStats(period, await grievanceFigures(payload, period, lang, sql`true`, { sensitiveByDistrict: false })),
  )
}
