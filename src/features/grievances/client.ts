/** What a browser bundle may import of the grievances feature: its texts and rules (components: ui/, each by its path). */
export { RatingInput, ReopenInput } from './rules/follow'
export { DEFAULT_GRIEVANCE_TIMES } from './rules/grievances'
export { indiaDay, shownMonth } from './rules/report'
export { GRIEVANCE_DEADLINES_TEXT } from './texts/deadlines'
export { DESK_TEXT } from './texts/desk'
export { GRIEVANCE_TEXT } from './texts/filing'
export { GRIEVANCES_MEMBER_TEXT } from './texts/member'
export { GRIEVANCE_REPORT_TEXT } from './texts/report'
