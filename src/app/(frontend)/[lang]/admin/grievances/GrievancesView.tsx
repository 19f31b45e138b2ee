'use client'

import { useApi } from '@/components/account/useApi'
import { EmptyState, NotReady } from '@/components/admin/AdminStates'
import { StatusSelect } from '@/components/admin/StatusControls'
import { isRecord, NO_TOKEN, text } from '@/components/admin/read-body'
import { WorkList, type WorkItem } from '@/components/admin/WorkList'
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

const toItem = (g: Grievance): WorkItem => ({
  id: g.id,
  status: g.status,
  title: g.subject,
  byline: g.userName,
  createdAt: g.createdAt,
  contact: [
    { label: 'Name', value: g.userName },
    { label: 'Email', value: g.userEmail, href: g.userEmail ? `mailto:${g.userEmail}` : undefined },
    { label: 'Phone', value: g.userPhone, href: g.userPhone ? `tel:${g.userPhone}` : undefined },
  ],
  bodyLabel: 'Description',
  body: g.description,
})

/** /admin/grievances (spec §2): the members' grievances, newest first, each with a status dropdown. */
export function GrievancesView() {
  const { data: grievances, error, setData } = useApi('/api/admin/grievances', { read: readGrievances, failed: 'Failed to fetch grievances', noToken: NO_TOKEN })

  if (grievances === null) return <NotReady error={error} loading="Loading grievances..." />
  if (grievances.length === 0) {
    return <EmptyState title="No grievances" text="No grievances have been submitted yet." />
  }
  return (
    <WorkList
      items={grievances.map(toItem)}
      control={(id) => {
        const grievance = grievances.find((g) => g.id === id)
        if (!grievance) return null
        return (
          <StatusSelect
            path={`/api/admin/grievances/${id}/status`}
            status={grievance.status}
            about={grievance.subject}
            failure="Failed to update grievance status"
            onChanged={(status) => setData((all) => all.map((g) => (g.id === id ? { ...g, status } : g)))}
          />
        )
      }}
    />
  )
}
