import list from './up-districts.json'

/** The 75 districts of Uttar Pradesh, Agra through Varanasi. */
export const DISTRICTS: readonly string[] = list
