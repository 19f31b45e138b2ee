/** What any browser bundle may import of the payments feature: texts and rules with no validation library (zod is behind schemas.ts; components: ui/, each by its path). */
export { RECEIPT_TEXT } from './texts/receipts'
