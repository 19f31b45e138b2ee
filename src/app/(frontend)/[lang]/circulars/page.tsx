import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'

import { CircularCard } from '@/features/circulars/ui/CircularCard'
import styles from '@/features/circulars/ui/circulars.module.css'
import { Pagination } from '@/features/circulars/ui/Pagination'
import { SearchForm, type FilterChoices } from '@/features/circulars/ui/SearchForm'
import { CIRCULARS_TEXT } from '@/features/circulars/client'
import { lenientQuery } from '@/features/circulars/schemas'
import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/define'
import { langOf } from '@/platform/http/route-lang'
import { log } from '@/platform/log'
import { getPayloadClient } from '@/platform/payload/client'
import { getCircularFilters, searchCirculars } from '@/features/circulars'
import { pageMetadata } from '@/features/content'
import { presentCircularCard, type CircularCard as Card } from '@/features/circulars'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /circulars and /hi/circulars: the library of circulars and government orders. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = CIRCULARS_TEXT[await langOf(params)]
  return pageMetadata({ title: t.title, description: t.description, path: '/circulars' })
}

const toParams = (raw: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(
    Object.entries(raw).flatMap(([key, value]) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => [key, v])),
  )

async function load(lang: Locale, search: ReturnType<typeof lenientQuery>) {
  const [found, filters] = await Promise.all([getPayloadClient().then((payload) => searchCirculars(payload, search)), getCircularFilters()])
  const choices: FilterChoices = {
    tags: filters.tags
      .map((tag) => ({ slug: tag.slug, name: lang === 'hi' && tag.nameHi ? tag.nameHi : tag.nameEn }))
      .sort((a, b) => a.name.localeCompare(b.name, lang)),
    years: filters.years,
  }
  return { items: found.docs.map((doc) => presentCircularCard(doc, lang)), total: found.total, totalPages: found.totalPages, choices }
}

export default async function CircularsPage({ params, searchParams }: Props) {
  const lang = await langOf(params)
  const t = CIRCULARS_TEXT[lang]
  // A bad value in a shared link is left out rather than failing the page (the API answers it with 400).
  const search = lenientQuery(toParams(await searchParams))
  let result: { items: Card[]; total: number; totalPages: number; choices: FilterChoices } | null = null
  try {
    result = await load(lang, search)
  } catch (err) {
    unstable_rethrow(err)
    log.error({ error: String(err) }, 'circulars list failed')
  }
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>{t.title}</h1>
      <p className={styles.lead}>{t.lead}</p>
      <SearchForm lang={lang} search={search} choices={result?.choices ?? { tags: [], years: [] }} />
      {!result ? (
        <p className={styles.error} role="alert">
          {t.failed}
        </p>
      ) : result.items.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <strong>{t.empty}</strong>
          </p>
          <p>{t.emptyHint}</p>
        </div>
      ) : (
        <>
          <p className={styles.count}>{result.total === 1 ? t.foundOne : fill(t.found, { total: result.total })}</p>
          <ul className={styles.list}>
            {result.items.map((item) => (
              <li key={item.id}>
                <CircularCard lang={lang} item={item} />
              </li>
            ))}
          </ul>
          <Pagination lang={lang} search={search} totalPages={result.totalPages} />
        </>
      )}
    </div>
  )
}
