import type { Locale } from '@/platform/i18n/locales'
import { Link } from '@/platform/i18n/LocaleProvider'
import { HOME_TEXT } from '@/features/content/texts/home'

import type { NewsItem } from '@/features/content/presenters/news'
import { summary } from '@/features/content/operations/seo'

import { dateParts, formatLongDate } from './dates'
import styles from './NewsPanel.module.css'

/**
 * The six newest news items in a panel of a fixed 615 px (spec §1): the page
 * never shifts while it loads, and a longer list scrolls inside the panel.
 */
export function NewsPanel({ title, news, lang }: { title: string; news: NewsItem[]; lang: Locale }) {
  const t = HOME_TEXT[lang].home
  return (
    <section className={styles.panel} aria-labelledby="news-title" data-testid="news-panel">
      <h2 id="news-title" className={styles.heading}>
        {title}
      </h2>
      {news.length > 0 ? (
        <ul className={styles.list}>
          {news.map((item) => {
            const d = dateParts(item.date, lang)
            return (
              <li key={item.id} className={styles.item}>
                {d ? (
                  <time className={styles.badge} dateTime={item.date} title={formatLongDate(item.date, lang)}>
                    <span className={styles.day}>{d.day}</span>
                    <span className={styles.month}>{d.month}</span>
                    <span className={styles.year}>{d.year}</span>
                  </time>
                ) : null}
                <div className={styles.body}>
                  <Link href={`/media/news/${item.id}`} className={styles.link} prefetch={false}>
                    {item.title}
                  </Link>
                  <p className={styles.excerpt}>{summary(item.content, 140)}</p>
                </div>
              </li>
            )
          })}
        </ul>
      ) : (
        <p className={styles.empty}>{t.noNews}</p>
      )}
      <div className={styles.footer}>
        <Link href="/media/news" className={styles.all}>
          {t.allNews}
        </Link>
      </div>
    </section>
  )
}
