import type { Metadata } from 'next'

import { telHref } from '@/components/contact/tel'
import { ContentPage } from '@/components/home/ContentPage'
import { Paragraphs } from '@/components/home/Paragraphs'
import { formatLongDate } from '@/components/home/dates'
import { langOf, type LangParams } from '@/i18n/route-lang'
import { getGlobal } from '@/lib/queries'
import { pageMetadata } from '@/lib/seo'

import styles from './page.module.css'

/**
 * /privacy-policy: the privacy-policy global, plus the grievance contact for
 * personal data that India's DPDP Act, 2023 asks a data fiduciary to publish.
 */
export async function generateMetadata({ params }: LangParams): Promise<Metadata> {
  const policy = await getGlobal('privacy-policy', await langOf(params))
  return pageMetadata({ title: policy.title ?? '', description: policy.intro, path: '/privacy-policy' })
}

export default async function PrivacyPolicyPage({ params }: LangParams) {
  const policy = await getGlobal('privacy-policy', await langOf(params))
  const officer = policy.grievanceOfficer
  const updated = policy.lastUpdated ? formatLongDate(policy.lastUpdated) : ''
  return (
    <ContentPage
      title={policy.title ?? ''}
      lead={
        updated ? (
          <p>
            Last updated: <time dateTime={policy.lastUpdated ?? undefined}>{updated}</time>
          </p>
        ) : null
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
          <h2 id="grievance-officer">Grievance Officer</h2>
          <p>For questions, corrections, erasure or complaints about your personal data, contact:</p>
          <dl className={styles.details}>
            {officer.name ? (
              <>
                <dt>Name</dt>
                <dd>{officer.name}</dd>
              </>
            ) : null}
            {officer.email ? (
              <>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${officer.email}`}>{officer.email}</a>
                </dd>
              </>
            ) : null}
            {officer.phone ? (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={telHref(officer.phone)}>{officer.phone}</a>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
    </ContentPage>
  )
}
