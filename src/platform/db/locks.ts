/**
 * Every PostgreSQL advisory-lock key of the app, in one table so that no two features pick the same one.
 *
 * PostgreSQL keeps two separate key spaces: a lock on one bigint (`pg_advisory_lock(key)`) never meets a lock
 * on two integers (`pg_advisory_xact_lock(key, id)`). The values are kept as they were when each lock was
 * introduced: an instance of the previous release must take the same lock as one of this release while both run.
 * (Deleting a media item locks (hashtext(collection), id) instead: src/features/content/operations/delete-item.ts.)
 */

/** Locks on one key: held for a whole job or a whole start-up, by whichever instance gets them. */
export const SINGLE_LOCKS = {
  /** The one instance that runs the job queue (a session lock on its own connection). */
  jobRunner: 715_003,
  /** Migrations, the first admin and the demo seed, before an instance serves. */
  prepare: 482_117_001,
  /** One reconciliation with Razorpay at a time. */
  reconcile: 715_002,
  /** One roll import committing at a time. */
  memberImport: 715_101,
} as const

/** Locks on (key, id): one row or one year at a time, held to the end of the transaction. */
export const PAIR_LOCKS = {
  /** (key, year): membership ids of a year, in order. */
  membershipIds: 715_001,
  /** (key, year): receipt numbers of a year, in order. */
  receipts: 715_003,
  /** (key, hashtext(dedupe key)): one forgot-password mail per request. */
  forgotPassword: 715_004,
  /** (key, year): one renewal reminder round per year at a time. */
  renewalReminders: 715_014,
  /** (key, case id): one escalation of a case at a time. */
  grievanceEscalation: 715_015,
  /** (key, member id): the consent ledger's chain. */
  consentLedger: 715_160,
  /** (key, member id): the access log's visits. */
  fileVisits: 715_161,
  /** (key, user id): second-factor codes judged one after another. */
  secondFactorAttempts: 715_170,
} as const
