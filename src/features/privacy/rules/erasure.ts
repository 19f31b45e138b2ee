/**
 * What an erasure (src/features/privacy/operations/erase.ts) leaves in place of
 * personal data. Every placeholder must pass the rules of the field it stands
 * in, because the office keeps working on the records afterwards (resolving a
 * contact message, changing a case's status): a placeholder a field's rule
 * refuses turned those edits into 500s. tests/unit/privacy/erasure-placeholders.test.ts
 * holds them against the rules.
 */

/** Free text replaced by an erasure (names, messages, reasons, notes). */
export const ERASED = '[erased]'

/** The name an erased account keeps. */
export const ERASED_NAME = 'Erased member'

/**
 * The domain of erased addresses: under `.invalid`, which RFC 6761 reserves so
 * that it never resolves (nothing can be delivered there), yet with a dot and a
 * top-level domain of letters, so it passes Payload's e-mail rule and the forms'.
 */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid'

/** An erased member's address: unique per member (users.email is unique), never deliverable. */
export const placeholderEmail = (memberId: number) => `erased-${memberId}@${ERASED_EMAIL_DOMAIN}`
