/** What a browser bundle may import of the payments feature: its texts and rules (components: ui/, each by its path). */
export { OfflinePaymentInput } from './rules/offline-payment'
export { formatMembershipId, isMembershipId, membershipEndDate, SandboxPayInput, VerifyPaymentInput } from './rules/payments'
export { RECEIPT_TEXT } from './texts/receipts'
