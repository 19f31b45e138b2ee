'use client'

import { useApi } from '@/features/accounts/ui/useApi'
import { EmptyState, NotReady } from '@/features/office/ui/AdminStates'
import { StatusButtons } from '@/features/office/ui/StatusControls'
import { isRecord, text } from '@/features/office/ui/read-body'
import { WorkList, type WorkItem } from '@/features/office/ui/WorkList'
import type { Locale } from '@/platform/i18n/locales'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { ADMIN_TEXT } from '@/features/office/client'
import type { AdminContactSubmission } from '@/features/office'

/** A message as GET /api/admin/contact-submissions answers it; a status this page does not know is still shown. */
type Submission = Omit<AdminContactSubmission, 'status'> & { status: string }

function readSubmissions(body: unknown): Submission[] | null {
  if (!Array.isArray(body)) return null
  return body.filter(isRecord).map((s) => ({
    id: Number(s.id),
    name: text(s.name) ?? '',
    email: text(s.email) ?? '',
    message: text(s.message) ?? '',
    status: text(s.status) ?? 'pending',
    createdAt: text(s.createdAt) ?? '',
  }))
}

const toItem = (s: Submission, lang: Locale): WorkItem => ({
  id: s.id,
  status: s.status,
  title: s.name || s.email,
  createdAt: s.createdAt,
  // The heading already names the sender.
  contact: [{ label: ADMIN_TEXT[lang].work.email, value: s.email, href: s.email ? `mailto:${s.email}` : undefined }],
  bodyLabel: ADMIN_TEXT[lang].contact.message,
  body: s.message,
})

/** /admin/contact (spec §2): messages from the contact form, each with buttons for the other statuses. */
export function ContactView() {
  const { lang } = useLocale()
  const t = ADMIN_TEXT[lang].contact
  const {
    data: submissions,
    error,
    setData,
  } = useApi('/api/admin/contact-submissions', {
    read: readSubmissions,
    failed: t.failed,
    noToken: ADMIN_TEXT[lang].noToken,
  })

  if (submissions === null) return <NotReady error={error} loading={t.loading} />
  if (submissions.length === 0) {
    return <EmptyState title={t.emptyTitle} text={t.emptyText} />
  }
  return (
    <WorkList
      items={submissions.map((s) => toItem(s, lang))}
      control={(id) => {
        const submission = submissions.find((s) => s.id === id)
        if (!submission) return null
        return (
          <StatusButtons
            path={`/api/admin/contact-submissions/${id}/status`}
            status={submission.status}
            about={fill(t.about, { name: submission.name || submission.email })}
            failure={t.updateFailed}
            onChanged={(status) => setData((all) => all.map((s) => (s.id === id ? { ...s, status } : s)))}
          />
        )
      }}
    />
  )
}
