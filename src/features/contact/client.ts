/** What any browser bundle may import of the contact feature: texts and rules with no validation library (zod is behind schemas.ts; components: ui/, each by its path). */
export { CONTACT_TEXT } from './texts/contact'
