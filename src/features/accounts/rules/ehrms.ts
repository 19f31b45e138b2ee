/**
 * EHRMS codes are one code whatever their letter case: 'ab123' and
 * 'AB123' name the same employee, so registration, the office's import and the
 * CMS refuse the second (409 'An account with this EHRMS code already exists').
 * The code is stored as typed; comparisons go through this key, and the
 * database holds it unique as lower(ehrms) (migration ehrms_any_case).
 * Only ASCII letters fold, as PostgreSQL's lower() does under the embedded
 * cluster's C locale, so both sides agree on every code.
 */
export const ehrmsKey = (code: string): string => code.trim().replace(/[A-Z]+/g, (letters) => letters.toLowerCase())

export const sameEhrms = (a: string, b: string): boolean => ehrmsKey(a) === ehrmsKey(b)
