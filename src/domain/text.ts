/** Rules for text that visitors type, shared by every form and handler. */

// Spec §5: text, @, text, dot, text. Lengths are capped before this runs on any input.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const PHONE_PATTERN = /^\d{10}$/

// PostgreSQL text cannot hold NUL, and other control characters only hide text from the office.
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/** Trimmed text without control characters; anything that is not a string stays as it is. */
export const cleanText = (raw: unknown): unknown => (typeof raw === 'string' ? raw.replace(CONTROL_CHARS, '').trim() : raw)

/** Spec §5: '<Field> is required' with the first letter capitalised ('Name is required'). */
export const requiredMessage = (field: string) => `${field[0].toUpperCase()}${field.slice(1)} is required`

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
