import type { Payload } from 'payload'

import type { Locale } from '../../../../platform/i18n/locales'
import type { ExportGrievance } from '../../presenters/my-data-export'
import { caseDetail } from '@/features/grievances'

/**
 * The member's cases as the member's own case page shows them: the
 * public timeline and the attachments' names, never the office's internal notes
 * or who in the office did what (caseDetail filters both).
 */
export async function grievancesOf(payload: Payload, memberId: number, lang: Locale): Promise<ExportGrievance[]> {
  const { docs } = await payload.find({
    collection: 'grievances',
    where: { user: { equals: memberId } },
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const cases = await Promise.all(docs.map((g) => caseDetail(payload, g, lang)))
  return cases.map((c) => ({
    caseNumber: c.caseNumber,
    subject: c.subject,
    description: c.description,
    category: c.category?.name ?? null,
    status: c.status,
    level: c.level,
    filedAt: c.filedAt,
    resolvedAt: c.resolvedAt,
    rating: c.rating,
    ratingComment: c.ratingComment,
    attachments: c.attachments.map(({ filename, mimeType, size }) => ({ filename, mimeType, size })),
    timeline: c.timeline,
  }))
}
