/** Small readers for the admin pages' API bodies (the text shown when no token is stored is ADMIN_TEXT.noToken, spec §8). */

/** Text fields of an API object: strings kept, anything else null. */
export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An admin list (spec §7): a body that is not an array counts as an empty list. */
export const asList = <T>(body: unknown): T[] => (Array.isArray(body) ? (body as T[]) : [])
