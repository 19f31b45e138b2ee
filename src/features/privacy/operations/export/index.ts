import type { Payload } from 'payload'

import { EXPORT_MESSAGES } from '../../rules/my-data-export'
import type { Locale } from '../../../../platform/i18n/locales'
import { now } from '../../../../platform/clock'
import type { MyDataExport } from '../../presenters/my-data-export'
import { drizzleOf } from '../../../../platform/db/sql'
import { HttpError } from '../../../../platform/http/route'
import { consentsOf } from '../consents'
import { grievancesOf } from './grievances'
import {
  contactMessagesOf,
  dataRequestsOf,
  duplicatePaymentsOf,
  eventsOf,
  mailsOf,
  membershipsOf,
  paymentsOf,
  profileOf,
  receiptsOf,
  renewalsOf,
} from './member-records'
import { sharedWithOf } from './shared-with'

export { EXPORT_COVERAGE, EXPORT_KEYS, type ExportKey } from './coverage'

/**
 * GET /api/my-data: everything held about the
 * member, read table by table (coverage.ts lists the tables), and who it was
 * shared with. `lang` only picks the grievance categories' names.
 */
export async function exportMemberData(payload: Payload, memberId: number, lang: Locale = 'en'): Promise<MyDataExport> {
  const db = drizzleOf(payload)
  const profile = await profileOf(db, memberId)
  if (!profile) throw new HttpError(404, EXPORT_MESSAGES.notFound)
  const [memberships, payments, receipts, duplicatePayments, grievances, consents, dataRequests, mails, renewals, contactMessages, events] =
    await Promise.all([
      membershipsOf(db, memberId),
      paymentsOf(db, memberId),
      receiptsOf(payload, memberId),
      duplicatePaymentsOf(db, memberId),
      grievancesOf(payload, memberId, lang),
      consentsOf(db, memberId),
      dataRequestsOf(db, memberId),
      mailsOf(db, memberId),
      renewalsOf(db, memberId),
      contactMessagesOf(db, memberId),
      eventsOf(db, memberId),
    ])
  const sharedWith = await sharedWithOf(db, memberId, payments, duplicatePayments, mails)
  return {
    generatedAt: now().toISOString(),
    profile,
    memberships,
    payments,
    receipts,
    duplicatePayments,
    grievances,
    consents,
    dataRequests,
    mails,
    renewals,
    contactMessages,
    sharedWith,
    events,
  }
}
