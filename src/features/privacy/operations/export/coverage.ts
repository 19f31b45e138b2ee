/**
 * Where a member is held, and where the export (GET /api/my-data) reads it.
 * Every table that references users(id) by a foreign key, or has a column named
 * like user_id / member_id without one (consents, mail_outbox), must appear here:
 * either with the export key that carries its rows, or excluded with the reason.
 * tests/integration/privacy/my-data-export.test.ts walks the schema and fails on a table
 * in neither list, so a new table that holds members cannot be forgotten.
 */

export const EXPORT_KEYS = [
  'profile',
  'memberships',
  'payments',
  'receipts',
  'duplicatePayments',
  'grievances',
  'consents',
  'dataRequests',
  'mails',
  'renewals',
  'contactMessages',
  'sharedWith',
  'events',
] as const
export type ExportKey = (typeof EXPORT_KEYS)[number]

export type Coverage = { exportedAs: ExportKey } | { excluded: string }

export const EXPORT_COVERAGE: Readonly<Record<string, Coverage>> = {
  users: { exportedAs: 'profile' },
  users_districts: { exportedAs: 'profile' },
  memberships: { exportedAs: 'memberships' },
  // A second capture for a year already paid, and its refund (src/features/payments/operations/duplicates.ts).
  payment_duplicates: { exportedAs: 'duplicatePayments' },
  // Also recorded_by_id: the office member who recorded an offline payment (their own work, not their data as a member).
  payments: { exportedAs: 'payments' },
  // Also assignee_id: the coordinator a case is assigned to; the member's own cases are what is theirs.
  grievances: { exportedAs: 'grievances' },
  // Public timeline entries only; the office's internal notes are its own working papers.
  grievance_events: { exportedAs: 'grievances' },
  // Names, types and sizes, as the case page lists them (reached through grievances_rels).
  grievance_attachments: { exportedAs: 'grievances' },
  consents: { exportedAs: 'consents' },
  data_requests: { exportedAs: 'dataRequests' },
  mail_outbox: { exportedAs: 'mails' },
  renewal_reminders: { exportedAs: 'renewals' },
  renewal_opt_outs: { exportedAs: 'renewals' },
  // Who in the office viewed the member's file: part of "who it was shared with".
  access_log: { exportedAs: 'sharedWith' },
  member_events: { exportedAs: 'events' },
  // The messages the member sent while signed in (sender_id); a message that only carries their address is not theirs.
  contact_submissions: { exportedAs: 'contactMessages' },

  users_sessions: { excluded: 'Session ids: secrets that would let anyone holding the file act as the member.' },
  configured_second_factor: {
    excluded:
      "An HMAC of the operator's ADMIN_TOTP_SECRET and the admin it was enrolled for: a start's record, and a secret's fingerprint.",
  },
  password_resets: { excluded: 'Password-reset tokens: secrets, valid for minutes and deleted after use.' },
  payload_preferences_rels: { excluded: "Payload internals: an office account's CMS screen settings (column widths, sort order)." },
  payload_locked_documents_rels: { excluded: 'Payload internals: which CMS document an office account is editing right now.' },
  member_imports: {
    excluded: "The office's own work: who ran a CSV import (the imported members' data is in users, memberships and payments).",
  },
  user_exports: { excluded: "The office's own work: who downloaded the register; each download is on the access log as well." },
}
