/** The circulars feature's server door: what the rest of the app uses of it (client.ts and ui/ for browser code). */
export { circularYears, searchCirculars } from './operations/search'
export { type CircularCard, presentCircularCard, presentCircularList } from './presenters/circulars'
export { seedCirculars } from './seed'
export { getCircularFilters } from './operations/filters'
