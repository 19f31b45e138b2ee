/**
 * Dates as the site writes them everywhere, DD-MM-YYYY (the certificate's
 * format, spec §9), against the 'YYYY-MM-DD' the APIs take. A browser's own
 * date input follows the browser's language (MM/DD/YYYY in an English one), so
 * the forms use a text field (src/platform/ui/forms/DateInput.tsx) and these
 * two functions. No zod here: this runs in the forms' first scripts.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/
// Day, month, year with -, /, . or a space between (05-03-2026, 5/3/2026), or the eight digits alone (a phone's number pad has no dash).
const TYPED = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$|^(\d{2})(\d{2})(\d{4})$/

/** 'YYYY-MM-DD' of a real calendar day (no 31 February), or null. */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

/** The form's value as the field shows it: a real 'YYYY-MM-DD' day as DD-MM-YYYY, anything else (text being typed) as it is. */
export function dayText(value: string): string {
  const m = ISO.exec(value)
  return m && calendarDay(Number(m[1]), Number(m[2]), Number(m[3])) ? `${m[3]}-${m[2]}-${m[1]}` : value
}

/**
 * The form's value of what the field shows: the 'YYYY-MM-DD' day of a real date
 * typed DD-MM-YYYY (or 'YYYY-MM-DD', unambiguous), '' for an empty field, and
 * anything else as typed, so the shared rules answer 'Please enter a valid date'.
 */
export function dayFromText(text: string): string {
  const typed = text.trim()
  if (typed === '') return ''
  const iso = ISO.exec(typed)
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) ?? text
  const m = TYPED.exec(typed)
  if (!m) return text
  const [day, month, year] = m[1] ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]]
  return calendarDay(Number(year), Number(month), Number(day)) ?? text
}
