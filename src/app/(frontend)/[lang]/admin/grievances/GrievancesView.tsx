'use client'

import { useApi } from '@/components/account/useApi'
import { EmptyState, NotReady } from '@/components/admin/AdminStates'
import { StatusSelect } from '@/components/admin/StatusControls'
import { isRecord, text } from '@/components/admin/read-body'
import { WorkList, type WorkItem } from '@/components/admin/WorkList'
import type { Locale } from '@/i18n/locales'
import { useLocale } from '@/i18n/LocaleProvider'
import { fill } from '@/i18n/messages/define'
import { ADMIN_TEXT } from '@/i18n/messages/admin'
import type { AdminGrievance } from '@/presenters/admin'

/** A grievance as GET /api/admin/grievances answers it; a status this page does not know is still shown. */
type Grievance = Omit<AdminGrievance, 'status'> & { status: string }

function readGrievances(body: unknown): Grievance[] | null {
  if (!Array.isArray(body)) return null
  return body.filter(isRecord).map((g) => ({
    id: Number(g.id),
    userName: text(g.userName),
    userEmail: text(g.userEmail),
    userPhone: text(g.userPhone),
    subject: text(g.subject) ?? '',
    description: text(g.description) ?? '',
    status: text(g.status) ?? 'pending',
    createdAt: text(g.createdAt) ?? '',
  }))
}

const toItem = (g: Grievance, lang: Locale): WorkItem => ({
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
})

/** /admin/grievances (spec §2): the members' grievances, newest first, each with a status dropdown. */
export function GrievancesView() {
  const { lang } = useLocale()
  const t = ADMIN_TEXT[lang].grievances
  const { data: grievances, error, setData } = useApi('/api/admin/grievances', { read: readGrievances, failed: t.failed, noToken: ADMIN_TEXT[lang].noToken })

  if (grievances === null) return <NotReady error={error} loading={t.loading} />
  if (grievances.length === 0) {
    return <EmptyState title={t.emptyTitle} text={t.emptyText} />
  }
  return (
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
            onChanged={(status) => setData((all) => all.map((g) => (g.id === id ? { ...g, status } : g)))}
          />
        )
      }}
    />
  )
}
