/**
 * What any browser bundle may import of the accounts feature: its texts, limits and messages, with no validation
 * library (a page like /login must not load zod before its form is used). The zod schemas are behind schemas.ts.
 */
export { ACCOUNT_MESSAGES, LIMITS, PASSWORD_MIN_REGISTER, REGISTRATION_FIELDS, type RegistrationField } from './rules/account-messages'
export { ehrmsKey, sameEhrms } from './rules/ehrms'
export { DEFAULT_AYUSHMAN, DESIGNATION, GENDERS } from './rules/profile'
export { ACCOUNT_TEXT } from './texts/account'
export { TWO_FACTOR_TEXT } from './texts/two-factor'
