/** What any browser bundle may import of the membership feature: texts and rules with no validation library (zod is behind schemas.ts; components: ui/, each by its path). */
export { indiaDay, MEMBERSHIP_TIME_ZONE, type MembershipStatus, membershipYear } from './rules/membership'
export { displayDate, isCurrentYearPaid, statusLabel } from './rules/membership-display'
export { MEMBERSHIP_TEXT, SESSION_TEXT } from './texts/membership'
export { VERIFY_TEXT } from './texts/verify'
