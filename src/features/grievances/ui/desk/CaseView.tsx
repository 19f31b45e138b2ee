'use client'

import { useApi } from '@/features/accounts/ui/useApi'
import admin from '@/features/office/ui/admin.module.css'
import { NotReady } from '@/features/office/ui/AdminStates'
import { StatusBadge } from '@/features/office/ui/StatusBadge'
import { StatusSelect } from '@/features/office/ui/StatusControls'
import { formatDayTime } from '@/features/office/ui/work-status'
import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_TEXT } from '@/features/office/client'
import { fill } from '@/platform/i18n/define'
import { DESK_TEXT } from '@/features/grievances/texts/desk'

import { CaseFacts } from './CaseFacts'
import styles from './desk.module.css'
import { readCaseView } from './read-case'
import { AssignControl } from './AssignControl'
import { Attachments } from './Attachments'
import { ReplyForm } from './ReplyForm'
import { Timeline } from './Timeline'

/** The case page: everything the office knows of one case, and what it can do on it. Reloaded after each action. */
export function CaseView({ id }: { id: string }) {
  const { lang } = useLocale()
  const t = DESK_TEXT[lang].page
  const work = ADMIN_TEXT[lang].work
  const { data, error, reload } = useApi(`/api/admin/grievances/${encodeURIComponent(id)}`, {
    read: readCaseView,
    failed: t.failed,
    noToken: ADMIN_TEXT[lang].noToken,
  })
  if (data === null) return <NotReady error={error} loading={t.loading} />
  const g = data.grievance
  const contact: [string, string | null, string | undefined][] = [
    [work.name, g.userName, undefined],
    [work.email, g.userEmail, g.userEmail ? `mailto:${g.userEmail}` : undefined],
    [work.phone, g.userPhone, g.userPhone ? `tel:${g.userPhone}` : undefined],
  ]
  return (
    <div>
      <p>
        <Link href="/admin/grievances">{t.back}</Link>
      </p>
      <article className={admin.card}>
        <p className={styles.entryHead}>
          <StatusBadge status={g.status} />
          <span>{g.caseNumber}</span>
          <span className={styles.entryMeta}>
            {t.filed} <time dateTime={g.createdAt}>{formatDayTime(g.createdAt, lang)}</time>
          </span>
        </p>
        <h2>{g.subject}</h2>
        <CaseFacts item={g} link={false} />
        <section className={styles.section} aria-labelledby="case-member">
          <h2 id="case-member">{t.member}</h2>
          <dl className={styles.facts}>
            {contact.map(([label, value, href]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value ? href ? <a href={href}>{value}</a> : value : '-'}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={styles.section} aria-labelledby="case-description">
          <h2 id="case-description">{t.description}</h2>
          <p className={admin.longText}>{g.description}</p>
        </section>
        <section className={styles.section} aria-labelledby="case-files">
          <h2 id="case-files">{t.attachments}</h2>
          <Attachments caseNumber={g.caseNumber} files={g.attachments} />
        </section>
        <section className={styles.section} aria-labelledby="case-rating">
          <h2 id="case-rating">{t.rating}</h2>
          <p>{g.rating == null ? t.notRated : fill(t.ratingValue, { rating: g.rating })}</p>
          {g.ratingComment ? <p className={admin.longText}>{g.ratingComment}</p> : null}
          {g.reopenCount > 0 ? <p>{`${t.reopened}: ${g.reopenCount}`}</p> : null}
        </section>
      </article>

      <section className={`${admin.card} ${styles.section}`} aria-labelledby="case-status">
        <h2 id="case-status">{t.status}</h2>
        <StatusSelect
          path={`/api/admin/grievances/${g.id}/status`}
          status={g.status}
          about={g.subject}
          failure={ADMIN_TEXT[lang].grievances.updateFailed}
          onChanged={() => void reload()}
        />
      </section>

      <section className={`${admin.card} ${styles.section}`} aria-labelledby="case-assign">
        <h2 id="case-assign">{t.assign}</h2>
        <AssignControl id={g.id} current={g.assignee} people={data.assignees} onAssigned={() => void reload()} />
      </section>

      <section className={styles.section} aria-labelledby="case-timeline">
        <h2 id="case-timeline">{t.timeline}</h2>
        <Timeline entries={data.timeline} />
      </section>

      <section className={`${admin.card} ${styles.section}`} aria-labelledby="case-reply">
        <h2 id="case-reply">{t.reply}</h2>
        <ReplyForm id={g.id} onSent={() => void reload()} />
      </section>
    </div>
  )
}
