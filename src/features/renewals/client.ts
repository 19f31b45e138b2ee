/** What a browser bundle may import of the renewals feature: its texts and rules (components: ui/, each by its path). */
export { REGISTER_STATUSES, type RegisterStatus } from './rules/renewal'
export { RemindersInput, RENEWAL_MESSAGES, statsYear } from './rules/renewal-input'
export { RENEWAL_TEXT } from './texts/renewals'
