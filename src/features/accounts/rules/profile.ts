/** Fixed values of the member profile (spec §3, §9). */
export const DESIGNATION = 'Community Health Officer'
export const GENDERS = ['Male', 'Female', 'Other'] as const
export type Gender = (typeof GENDERS)[number]
export const DEFAULT_AYUSHMAN = 'Ayushman Arogya Mandir'
