/** The payments feature's validation rules (zod) and what sits beside them: for route handlers, other features, and forms that validate as you type. client.ts stays free of zod. */
export { OfflinePaymentInput } from './rules/offline-payment'
export { formatMembershipId, isMembershipId, membershipEndDate, SandboxPayInput, VerifyPaymentInput } from './rules/payments'
