/** What any browser bundle may import of the grievances feature: texts and rules with no validation library (zod is behind schemas.ts; components: ui/, each by its path). */
export { DEFAULT_GRIEVANCE_TIMES } from './rules/grievances'
export { indiaDay, shownMonth } from './rules/report'
export { GRIEVANCE_DEADLINES_TEXT } from './texts/deadlines'
export { DESK_TEXT } from './texts/desk'
export { GRIEVANCE_TEXT } from './texts/filing'
export { GRIEVANCES_MEMBER_TEXT } from './texts/member'
export { GRIEVANCE_REPORT_TEXT } from './texts/report'
