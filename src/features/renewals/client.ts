/** What any browser bundle may import of the renewals feature: texts and rules with no validation library (zod is behind schemas.ts; components: ui/, each by its path). */
export { REGISTER_STATUSES, type RegisterStatus } from './rules/renewal'
export { RENEWAL_TEXT } from './texts/renewals'
