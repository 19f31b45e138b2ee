import { CIRCULAR_LIMITS, type CircularSearch } from '@/features/circulars/rules/circulars'
import type { Locale } from '@/platform/i18n/locales'
import { CIRCULARS_TEXT } from '@/features/circulars/texts/circulars'
import { localePath } from '@/platform/i18n/paths'

import styles from './circulars.module.css'
import { circularsHref } from './links'

export type FilterChoices = { tags: { slug: string; name: string }[]; years: number[] }

/**
 * The library's search: a plain GET form, so it works before (and without) any
 * script and every result page has an address to share on WhatsApp.
 */
export function SearchForm({ lang, search, choices }: { lang: Locale; search: CircularSearch; choices: FilterChoices }) {
  const t = CIRCULARS_TEXT[lang]
  const filtered = Boolean(search.q?.trim() || search.tag || search.year)
  return (
    <form className={styles.form} method="get" action={localePath(lang, '/circulars')} role="search">
      <div className={`${styles.field} ${styles.query}`}>
        <label htmlFor="circulars-q">{t.searchLabel}</label>
        <input
          id="circulars-q"
          className={styles.input}
          type="search"
          name="q"
          defaultValue={search.q ?? ''}
          maxLength={CIRCULAR_LIMITS.query}
          enterKeyHint="search"
          aria-describedby="circulars-q-hint"
        />
        <p id="circulars-q-hint" className={styles.hint}>
          {t.searchHint}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor="circulars-tag">{t.tagLabel}</label>
        <select id="circulars-tag" className={styles.input} name="tag" defaultValue={search.tag ?? ''}>
          <option value="">{t.allTags}</option>
          {choices.tags.map((tag) => (
            <option key={tag.slug} value={tag.slug}>
              {tag.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="circulars-year">{t.yearLabel}</label>
        <select id="circulars-year" className={styles.input} name="year" defaultValue={search.year ? String(search.year) : ''}>
          <option value="">{t.allYears}</option>
          {choices.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className="button">
          {t.submit}
        </button>
        {filtered ? (
          <a className={styles.clear} href={circularsHref(lang, {})}>
            {t.clear}
          </a>
        ) : null}
      </div>
    </form>
  )
}
