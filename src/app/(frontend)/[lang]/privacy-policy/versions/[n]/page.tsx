import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ContentPage } from '@/features/content/ui/home/ContentPage'
import { NoticeText } from '@/features/privacy/ui/NoticeText'
import styles from '@/features/privacy/ui/notice.module.css'
import { displayDate } from '@/features/membership/client'
import { fill } from '@/platform/i18n/define'
import { NOTICE_TEXT } from '@/features/privacy/client'
import { localePath } from '@/platform/i18n/paths'
import { langOf } from '@/platform/http/route-lang'
import { getNoticeVersion } from '@/features/privacy'
import { pageMetadata } from '@/features/content'

type Props = { params: Promise<{ lang: string; n: string }> }

/** The version's number from the address: digits only (a 404 for anything else). */
const versionOf = (raw: string) => (/^\d{1,6}$/.test(raw) ? Number(raw) : 0)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { n } = await params
  const t = NOTICE_TEXT[await langOf(params)].version
  const version = versionOf(n)
  return pageMetadata({
    title: fill(t.title, { version }),
    description: fill(t.description, { version }),
    path: `/privacy-policy/versions/${version}`,
  })
}

/**
 * /privacy-policy/versions/N (and /hi/…): the privacy notice as version N was published, from
 * its kept text in the page's language, so a member can read what they consented to. An old version
 * says plainly that it is no longer in force and links to the one that is; an unknown N is a 404.
 */
export default async function NoticeVersionPage({ params }: Props) {
  const lang = await langOf(params)
  const t = NOTICE_TEXT[lang].version
  const version = await getNoticeVersion(versionOf((await params).n), lang)
  if (!version) notFound()
  const date = (iso: string) => displayDate(iso) ?? ''
  return (
    <ContentPage title={fill(t.title, { version: version.version })} lead={<p>{fill(t.published, { date: date(version.publishedAt) })}</p>}>
      <div className={styles.status} role="note">
        <p>{version.replacedAt ? fill(t.old, { date: date(version.replacedAt) }) : t.current}</p>
        <p>
          <Link href={localePath(lang, '/privacy-policy')}>{t.toCurrent}</Link>
        </p>
      </div>
      <NoticeText text={version.text} empty={t.empty} />
    </ContentPage>
  )
}
