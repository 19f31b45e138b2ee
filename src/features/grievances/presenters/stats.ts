import { PUBLIC_MIN_DISTRICT_CASES, type ReportPeriod } from '../rules/report'
import type { DistrictCount, GrievanceFigures } from '../operations/stats'

/** GET /api/admin/grievances/stats: the period (India's days, inclusive) and its figures. */
export type GrievanceStats = { from: string; to: string } & GrievanceFigures

export const presentGrievanceStats = (period: ReportPeriod, figures: GrievanceFigures): GrievanceStats => ({
  from: period.from,
  to: period.to,
  ...figures,
})

/** The district the public page merges small districts into (the page shows it as 'Other' / 'अन्य'). */
export const OTHER_DISTRICT = 'Other'

/**
 * The anonymous public version: the same figures, but no district with fewer
 * than 5 cases in the period stands alone (they are summed into 'Other', shown
 * last), so no single member's case can be picked out; cases counted under no
 * district (the sensitive ones: stats.ts) go there too. Nothing else in the
 * figures names a member or a case.
 */
export function presentPublicStats(stats: GrievanceStats): GrievanceStats {
  const shown: DistrictCount[] = stats.byDistrict.filter((d) => d.district !== null && d.count >= PUBLIC_MIN_DISTRICT_CASES)
  const other = stats.byDistrict.filter((d) => !shown.includes(d)).reduce((n, d) => n + d.count, 0)
  return { ...stats, byDistrict: other ? [...shown, { district: OTHER_DISTRICT, count: other }] : shown }
}
