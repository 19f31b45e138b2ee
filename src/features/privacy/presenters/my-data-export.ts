import type { ConsentPeriod } from '../rules/consent'
import type { MemberCase } from '@/features/grievances'

/**
 * The shape of GET /api/my-data: everything the
 * association holds about the member, and who it went to. Dates are ISO strings;
 * amounts in paise. Never a password hash, salt, reset token, second-factor
 * secret or session id (the reader never selects them).
 */

export type ExportProfile = {
  id: number
  name: string
  email: string
  role: string
  gender: string | null
  phone: string | null
  ehrms: string | null
  dob: string | null
  district: string | null
  block: string | null
  designation: string | null
  joiningDate: string | null
  ayushman: string | null
  preferredLanguage: string | null
  /** A coordinator's districts (empty for members). */
  districts: string[]
  /** Whether a second factor is set up — never the secret or the recovery codes. */
  secondFactor: boolean
  registeredOn: string
}

export type ExportMembership = {
  membershipYear: string
  status: string
  amount: number
  membershipId: string | null
  startDate: string | null
  endDate: string | null
  revokedAt: string | null
  revokedReason: string | null
}

export type ExportPayment = {
  membershipYear: string
  amount: number
  currency: string
  status: string
  method: string
  receiptNumber: string | null
  reference: string | null
  razorpayOrderId: string | null
  razorpayPaymentId: string | null
  note: string | null
  receivedOn: string | null
  createdAt: string
}

export type ExportReceipt = {
  receiptNumber: string
  membershipYear: string
  amount: number
  currency: string
  method: string
  reference: string | null
  date: string
  membershipId: string | null
}

/** A second payment for a year already paid, refunded to the member (the refund's id from Razorpay). */
export type ExportDuplicatePayment = {
  membershipYear: string
  amount: number
  currency: string
  razorpayOrderId: string
  razorpayPaymentId: string
  reason: string
  status: string
  refundId: string | null
  at: string
}

export type ExportGrievance = Pick<
  MemberCase,
  'caseNumber' | 'subject' | 'description' | 'status' | 'level' | 'filedAt' | 'resolvedAt' | 'rating' | 'ratingComment' | 'timeline'
> & {
  category: string | null
  attachments: { filename: string; mimeType: string; size: number }[]
}

export type ExportDataRequest = {
  kind: string
  details: string | null
  status: string
  filedAt: string
  dueBy: string
  decidedAt: string | null
  decisionNote: string | null
}

export type ExportMail = { kind: string; to: string; subject: string; status: string; queuedAt: string; sentAt: string | null }

export type ExportRenewals = {
  optedOut: { via: string; at: string } | null
  reminders: { year: string; step: string; outcome: string; at: string }[]
}

export type ExportContactMessage = { name: string; email: string; message: string; status: string | null; sentAt: string }

/** Who the member's data went to: the payment gateway, the mail provider, the office (from the access log). */
export type ExportShare =
  | { recipient: 'razorpay'; at: string; orderId: string | null; paymentId: string | null; membershipYear: string }
  | { recipient: 'mail-provider'; at: string; mailKind: string }
  | { recipient: 'office'; at: string; action: string; role: string | null; name: string | null }

export type ExportEvent = {
  action: string
  reason: string | null
  details: unknown
  actor: { role: string | null; name: string | null } | null
  at: string
}

export type MyDataExport = {
  generatedAt: string
  profile: ExportProfile
  memberships: ExportMembership[]
  payments: ExportPayment[]
  receipts: ExportReceipt[]
  duplicatePayments: ExportDuplicatePayment[]
  grievances: ExportGrievance[]
  consents: ConsentPeriod[]
  dataRequests: ExportDataRequest[]
  mails: ExportMail[]
  renewals: ExportRenewals
  contactMessages: ExportContactMessage[]
  sharedWith: ExportShare[]
  events: ExportEvent[]
}
