import type { Field, FieldAccess } from 'payload'

/**
 * The second factor of admins and coordinators, on their user row.
 * Hidden (never in the CMS, never in /cms-api or GraphQL answers, not even the
 * user's own) and closed to every API write; only src/server/two-factor writes
 * them, through raw SQL with conditional updates (each code works once).
 */
const never: FieldAccess = () => false
const closed = { read: never, create: never, update: never }

export const SECOND_FACTOR_FIELDS: Field[] = [
  // AES-256-GCM under a key derived from PAYLOAD_SECRET (src/features/accounts/two-factor/secret-box.ts). Set at
  // set-up, before it is confirmed; the second factor counts only once secondFactorEnabledAt is set.
  { name: 'secondFactorSecret', type: 'text', hidden: true, access: closed },
  { name: 'secondFactorEnabledAt', type: 'date', hidden: true, access: closed },
  // The last TOTP time step accepted: a code of that step or an earlier one is refused (no replay).
  { name: 'secondFactorLastStep', type: 'number', hidden: true, access: closed },
  // The unused recovery codes, SHA-256 hashes separated by spaces; a used one is taken out.
  { name: 'secondFactorRecoveryCodes', type: 'textarea', hidden: true, access: closed },
]
