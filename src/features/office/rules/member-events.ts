/** What the office can do to a member, as the member file's audit trail names it. */
export const MEMBER_EVENT_ACTIONS = [
  'revoked',
  'reinstated',
  'offline-payment',
  'receipt-sent',
  'imported',
  'import-updated',
  'districts-changed',
  'role-changed',
  'second-factor-reset',
  // The member's personal data was erased (src/features/privacy/operations/erase.ts).
  'erased',
] as const

export type MemberEventAction = (typeof MEMBER_EVENT_ACTIONS)[number]
