import type { Metadata } from 'next'
import Link from 'next/link'

import { RequireSession } from '@/features/accounts/ui/RequireSession'
import { ContentPage } from '@/features/content/ui/home/ContentPage'
import { NoticeText } from '@/features/privacy/ui/NoticeText'
import { displayDate } from '@/features/membership/client'
import { fill } from '@/platform/i18n/define'
import { NOTICE_TEXT, PRIVACY_REQUESTS_TEXT } from '@/features/privacy/client'
import { localePath } from '@/platform/i18n/paths'
import { langOf, type LangParams } from '@/platform/http/route-lang'
import { getNoticeVersion, getNoticeVersions } from '@/features/privacy'
import { pageMetadata } from '@/features/content'

import { ConfirmNotice } from '../../../../features/privacy/ui/ConfirmNotice'

export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const t = NOTICE_TEXT[await langOf(params)].confirm
  return { ...(await pageMetadata({ title: t.title, description: t.description, path: '/notice' })), robots: { index: false } }
}

/**
 * /notice (and /hi/notice): where sign-in sends a member who has not confirmed the privacy
 * notice in force (backfilled members, everyone after a new version, members made without the
 * registration form). The version's kept text in the page's language, and one button.
 */
export default async function NoticePage({ params }: LangParams) {
  const lang = await langOf(params)
  const t = NOTICE_TEXT[lang]
  const [current] = await getNoticeVersions()
  const notice = current ? await getNoticeVersion(current.version, lang) : null
  return (
    <ContentPage
      title={t.confirm.title}
      lead={notice ? <p>{fill(t.confirm.lead, { version: notice.version, date: displayDate(notice.publishedAt) ?? '' })}</p> : null}
    >
      <RequireSession loadingText={t.confirm.loading}>
        {notice ? (
          <>
            <NoticeText text={notice.text} empty={t.version.empty} />
            <p>
              {t.confirm.myData} <Link href={localePath(lang, '/my-data')}>{PRIVACY_REQUESTS_TEXT[lang].page.title}</Link>
            </p>
            <ConfirmNotice version={notice.version} />
          </>
        ) : (
          <p>{t.confirm.none}</p>
        )}
      </RequireSession>
    </ContentPage>
  )
}
