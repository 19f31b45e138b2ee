/**
 * One area of the interface in both languages. `bilingual(en, hi)` types the
 * Hindi after the English: a key missing from Hindi, or one Hindi has and
 * English has not, fails the type check; tests/unit/platform/i18n-catalogue.test.ts
 * checks the values (none empty, same {placeholders}, Hindi not left English).
 * Placeholders are {name}, filled with `fill`.
 */
export type Texts = { readonly [key: string]: string | Texts }
export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

export function bilingual<T extends Texts>(en: T, hi: Shape<T>): { en: Shape<T>; hi: Shape<T> } {
  return { en: en as Shape<T>, hi }
}

/** A text with its {placeholders} filled; an unknown placeholder stays as it is. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m))
