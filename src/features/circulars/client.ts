/** What a browser bundle may import of the circulars feature: its texts and rules (components: ui/, each by its path). */
export { CircularQuery, lenientQuery, queryOf } from './rules/circulars'
export { CIRCULARS_TEXT } from './texts/circulars'
