/**
 * The user's words as a PostgreSQL tsquery of prefixes: "मानदेय ।  Honor"
 * becomes `मानदेय:* & honor:*`. Only letters, combining marks (the Devanagari
 * vowel signs and virama) and digits are kept, so nothing of tsquery's own
 * syntax (& | ! ( ) : * ' <->) can reach to_tsquery; the danda (।, ॥) and every
 * other punctuation mark separate words. The text is NFC-normalised, as the
 * stored fields are (src/features/circulars/collections/circulars.ts), so a nukta typed as two
 * code points still finds the word. The result is still sent as a bound
 * parameter, never spliced into SQL.
 */

export const MAX_WORDS = 8
export const MAX_WORD_LENGTH = 40

const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/gu
// Zero-width (non-)joiners shape a conjunct without making a new word; the indexed text drops them too.
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g

/** The distinct words of `text`, lower-cased, at most MAX_WORDS of at most MAX_WORD_LENGTH characters each. */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return []
  const words = text.normalize('NFC').toLowerCase().replace(ZERO_WIDTH, '').replace(NOT_WORD, ' ').split(' ')
  const seen = new Set<string>()
  for (const raw of words) {
    // Cut by code points (Array.from), never inside a surrogate pair.
    const word = Array.from(raw).slice(0, MAX_WORD_LENGTH).join('')
    if (word) seen.add(word)
    if (seen.size === MAX_WORDS) break
  }
  return [...seen]
}

/** `w1:* & w2:*` for to_tsquery('simple', …), or null when no word is left (no text filter then). */
export function prefixQuery(text: string | null | undefined): string | null {
  const words = searchWords(text)
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null
}
