import Link from 'next/link'

import { displayDate } from '@/features/membership/client'
import type { Locale } from '@/platform/i18n/locales'
import { fill } from '@/platform/i18n/define'
import { NOTICE_TEXT } from '@/features/privacy/texts/notice'
import { localePath } from '@/platform/i18n/paths'
import type { NoticeVersionSummary } from '@/features/privacy/operations/notice-read'

import styles from './notice.module.css'

/** 'Version N · in force since DD-MM-YYYY' under the privacy notice's title (nothing before a version exists). */
export function NoticeVersionLine({ current, lang }: { current: NoticeVersionSummary | undefined; lang: Locale }) {
  if (!current) return null
  const t = NOTICE_TEXT[lang].policy
  return <p className={styles.versionLine}>{fill(t.version, { version: current.version, date: displayDate(current.publishedAt) ?? '' })}</p>
}

/**
 * The earlier versions, newest first, each a link to its text. No heading of its own: the page's
 * h2s are the notice's sections (and the spec's outline); the list is named for screen readers.
 */
export function EarlierNoticeVersions({ earlier, lang }: { earlier: NoticeVersionSummary[]; lang: Locale }) {
  if (earlier.length === 0) return null
  const t = NOTICE_TEXT[lang].policy
  return (
    <nav className={styles.earlier} aria-labelledby="earlier-notices">
      <p id="earlier-notices" className={styles.earlierLabel}>
        {t.earlier}
      </p>
      <ul>
        {earlier.map((v) => (
          <li key={v.version}>
            <Link href={localePath(lang, `/privacy-policy/versions/${v.version}`)}>
              {fill(t.earlierItem, { version: v.version, date: displayDate(v.publishedAt) ?? '' })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
