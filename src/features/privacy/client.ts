/** What any browser bundle may import of the privacy feature: texts and rules with no validation library (zod is behind schemas.ts; components: ui/, each by its path). */
export { isOptInPurpose } from './rules/consent'
export { CONSENT_CHOICES_TEXT } from './texts/consent-choices'
export { MY_DATA_EXPORT_TEXT } from './texts/my-data-export'
export { NOTICE_TEXT } from './texts/notice'
export { PRIVACY_REQUESTS_TEXT } from './texts/privacy-requests'
