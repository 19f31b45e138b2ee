import type { Metadata } from 'next'

import { telHref } from '@/features/contact/ui/tel'
import { ContentPage } from '@/features/content/ui/home/ContentPage'
import { Paragraphs } from '@/features/content/ui/home/Paragraphs'
import { formatLongDate } from '@/features/content/ui/home/dates'
import { HOME_TEXT } from '@/features/content/client'
import { langOf, type LangParams } from '@/platform/http/route-lang'
import { EarlierNoticeVersions, NoticeVersionLine } from '@/features/privacy/ui/NoticeVersions'
import { getGlobal, pageMetadata } from '@/features/content'
import { getNoticeVersions } from '@/features/privacy'

import styles from './page.module.css'

/**
 * /privacy-policy: the privacy-policy global, plus the grievance contact for
 * personal data that India's DPDP Act, 2023 asks a data fiduciary to publish.
 * The version in force and its date, and the earlier versions, each
 * readable at /privacy-policy/versions/N.
 */
export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const policy = await getGlobal('privacy-policy', await langOf(params))
  return pageMetadata({ title: policy.title ?? '', description: policy.intro, path: '/privacy-policy' })
}

export default async function PrivacyPolicyPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await langOf(params)
  const t = HOME_TEXT[lang].privacy
  const policy = await getGlobal('privacy-policy', lang)
  const officer = policy.grievanceOfficer
  const updated = policy.lastUpdated ? formatLongDate(policy.lastUpdated, lang) : ''
  const versions = await getNoticeVersions()
  return (
    <ContentPage
      title={policy.title ?? ''}
      lead={
        <>
          {updated ? (
            <p>
              {t.updated} <time dateTime={policy.lastUpdated ?? undefined}>{updated}</time>
            </p>
          ) : null}
          <NoticeVersionLine current={versions[0]} lang={lang} />
        </>
      }
    >
      <Paragraphs text={policy.intro} />
      {(policy.sections ?? []).map((section, i) => (
        <section key={section.id ?? section.heading} aria-labelledby={`policy-${i}`}>
          <h2 id={`policy-${i}`}>{section.heading}</h2>
          <Paragraphs text={section.body} />
        </section>
      ))}
      {officer && (officer.name || officer.email || officer.phone) ? (
        <section aria-labelledby="grievance-officer" className={styles.officer}>
          <h2 id="grievance-officer">{t.officer}</h2>
          <p>{t.officerLead}</p>
          <dl className={styles.details}>
            {officer.name ? (
              <>
                <dt>{t.name}</dt>
                <dd>{officer.name}</dd>
              </>
            ) : null}
            {officer.email ? (
              <>
                <dt>{t.email}</dt>
                <dd>
                  <a href={`mailto:${officer.email}`}>{officer.email}</a>
                </dd>
              </>
            ) : null}
            {officer.phone ? (
              <>
                <dt>{t.phone}</dt>
                <dd>
                  <a href={telHref(officer.phone)}>{officer.phone}</a>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
      <EarlierNoticeVersions earlier={versions.slice(1)} lang={lang} />
    </ContentPage>
  )
}
