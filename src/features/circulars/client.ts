/** What any browser bundle may import of the circulars feature: texts and rules with no validation library (zod is behind schemas.ts; components: ui/, each by its path). */
export { CIRCULARS_TEXT } from './texts/circulars'
