'use client'

import { useApi } from '@/features/accounts/ui/useApi'
import { EmptyState, NotReady } from '@/features/office/ui/AdminStates'
import { StatusSelect } from '@/features/office/ui/StatusControls'
import { WorkList, type WorkItem } from '@/features/office/ui/WorkList'
import type { Locale } from '@/platform/i18n/locales'
import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { ADMIN_TEXT } from '@/features/office/client'
import { DESK_TEXT } from '@/features/grievances/texts/desk'

import { CaseFacts } from './CaseFacts'
import styles from './desk.module.css'
import { readCaseList, type CaseItem } from './read-case'

const toItem = (g: CaseItem, lang: Locale): WorkItem => ({
  id: g.id,
  status: g.status,
  title: g.subject,
  byline: g.userName,
  createdAt: g.createdAt,
  contact: [
    { label: ADMIN_TEXT[lang].work.name, value: g.userName },
    { label: ADMIN_TEXT[lang].work.email, value: g.userEmail, href: g.userEmail ? `mailto:${g.userEmail}` : undefined },
    { label: ADMIN_TEXT[lang].work.phone, value: g.userPhone, href: g.userPhone ? `tel:${g.userPhone}` : undefined },
  ],
  bodyLabel: ADMIN_TEXT[lang].grievances.description,
  body: g.description,
  extra: <CaseFacts item={g} />,
})

/**
 * /admin/grievances (spec §2): the members' grievances, newest first, each with a
 * status dropdown; the desk adds the case's facts and its page.
 * `overdue`: only the cases past their due date (?overdue=1, linked from the dashboard).
 */
export function GrievancesView({ overdue = false }: { overdue?: boolean }) {
  const { lang } = useLocale()
  const t = ADMIN_TEXT[lang].grievances
  const d = DESK_TEXT[lang].card
  const {
    data: grievances,
    error,
    setData,
  } = useApi(overdue ? '/api/admin/grievances?overdue=1' : '/api/admin/grievances', {
    read: readCaseList,
    failed: t.failed,
    noToken: ADMIN_TEXT[lang].noToken,
  })

  const notice = (
    <>
      {overdue ? (
        <div className={styles.notice}>
          <p>{d.onlyOverdue}</p>
          <Link href="/admin/grievances">{d.showAll}</Link>
        </div>
      ) : null}
      <p>
        <Link href="/admin/grievances/report">{d.report}</Link>
      </p>
    </>
  )
  if (grievances === null) return <NotReady error={error} loading={t.loading} />
  if (grievances.length === 0) {
    return (
      <>
        {notice}
        <EmptyState title={t.emptyTitle} text={overdue ? d.noneOverdue : t.emptyText} />
      </>
    )
  }
  return (
    <>
      {notice}
      <WorkList
        items={grievances.map((g) => toItem(g, lang))}
        control={(id) => {
          const grievance = grievances.find((g) => g.id === id)
          if (!grievance) return null
          return (
            <StatusSelect
              path={`/api/admin/grievances/${id}/status`}
              status={grievance.status}
              about={fill(t.about, { subject: grievance.subject })}
              failure={t.updateFailed}
              onChanged={(status) =>
                setData((all) => all.map((g) => (g.id === id ? { ...g, status, overdue: status === 'resolved' ? false : g.overdue } : g)))
              }
            />
          )
        }}
      />
    </>
  )
}
