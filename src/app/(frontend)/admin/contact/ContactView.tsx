'use client'

import { EmptyState, NotReady } from '@/components/admin/AdminStates'
import { StatusButtons } from '@/components/admin/StatusControls'
import { isRecord, text, useAdminData } from '@/components/admin/useAdminData'
import { WorkList, type WorkItem } from '@/components/admin/WorkList'
import type { AdminContactSubmission } from '@/presenters/admin'

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

const toItem = (s: Submission): WorkItem => ({
  id: s.id,
  status: s.status,
  title: s.name || s.email,
  createdAt: s.createdAt,
  // The heading already names the sender.
  contact: [
    { label: 'Email', value: s.email, href: s.email ? `mailto:${s.email}` : undefined },
  ],
  bodyLabel: 'Message',
  body: s.message,
})

/** /admin/contact (spec §2): messages from the contact form, each with buttons for the other statuses. */
export function ContactView() {
  const { result, update } = useAdminData('/api/admin/contact-submissions', 'Failed to fetch contact submissions', readSubmissions)

  if (result.state !== 'ready') return <NotReady result={result} loading="Loading contact submissions..." />
  const submissions = result.data
  if (submissions.length === 0) {
    return <EmptyState title="No submissions" text="No contact submissions have been received yet." />
  }
  return (
    <WorkList
      items={submissions.map(toItem)}
      control={(id) => {
        const submission = submissions.find((s) => s.id === id)
        if (!submission) return null
        return (
          <StatusButtons
            path={`/api/admin/contact-submissions/${id}/status`}
            status={submission.status}
            about={`the message from ${submission.name || submission.email}`}
            failure="Failed to update status"
            onChanged={(status) => update((all) => all.map((s) => (s.id === id ? { ...s, status } : s)))}
          />
        )
      }}
    />
  )
}
