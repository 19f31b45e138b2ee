/** What any browser bundle may import of the office feature: texts and rules with no validation library (zod is behind schemas.ts; components: ui/, each by its path). */
export { exportFileName, registerFileName } from './rules/csv'
export { ADMIN_TEXT } from './texts/admin'
export { DISTRICTS_TEXT, OFFICE_NAV_TEXT } from './texts/admin-districts'
export { IMPORT_TEXT } from './texts/admin-import'
export { REGISTER_TEXT } from './texts/register'
