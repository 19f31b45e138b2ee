'use client'

import { useState } from 'react'

import styles from '@/features/office/ui/admin.module.css'
import { DISTRICTS } from '@/platform/config/districts'
import { membershipYear } from '@/features/membership/client'
import { REGISTER_STATUSES } from '@/features/renewals/client'
import { districtName } from '@/platform/i18n/districts'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { REGISTER_TEXT } from '@/features/office/client'

import { SORTS, type Filters } from './register-query'
import ui from './register.module.css'

/** The search box and filters. Submitting puts them in the URL (a new history entry), which loads the list. */
export function RegisterFilters({ filters, onApply }: { filters: Filters; onApply: (next: Filters) => void }) {
  const { lang } = useLocale()
  const t = REGISTER_TEXT[lang]
  const [draft, setDraft] = useState<Filters>(filters)
  const set = (key: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }))
  const current = Number(membershipYear())
  // Next year (to see who is due for renewal), this year (the default, shown as empty), and five before.
  const years = [current + 1, ...Array.from({ length: 5 }, (_, i) => current - 1 - i)].map(String)

  return (
    <form
      className={ui.filters}
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        onApply({ ...draft, page: undefined })
      }}
    >
      <label className={ui.searchField}>
        <span>{t.search}</span>
        <input type="search" name="q" value={draft.q ?? ''} onChange={set('q')} maxLength={200} aria-describedby="register-search-hint" />
        <small id="register-search-hint">{t.searchHint}</small>
      </label>
      <label>
        <span>{t.district}</span>
        <select name="district" value={draft.district ?? ''} onChange={set('district')}>
          <option value="">{t.allDistricts}</option>
          {DISTRICTS.map((d) => (
            <option key={d} value={d}>
              {districtName(d, lang)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.block}</span>
        <input name="block" value={draft.block ?? ''} onChange={set('block')} maxLength={100} />
      </label>
      <label>
        <span>{t.year}</span>
        <select name="year" value={draft.year ?? ''} onChange={set('year')}>
          <option value="">{current}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.status}</span>
        <select name="status" value={draft.status ?? ''} onChange={set('status')}>
          <option value="">{t.allStatuses}</option>
          {REGISTER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t.statuses[s]}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t.sort}</span>
        <select name="sort" value={draft.sort ?? 'name'} onChange={set('sort')}>
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t.sorts[s]}
            </option>
          ))}
        </select>
      </label>
      <div className={ui.filterActions}>
        <button type="submit" className={styles.button}>
          {t.apply}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setDraft({})
            onApply({})
          }}
        >
          {t.clear}
        </button>
      </div>
    </form>
  )
}
