/**
 * How dues reach the association. Online orders go through
 * Razorpay; the office records the rest (cash at a district meeting, a bank
 * transfer, UPI to the office account, a cheque). Import marks dues carried over
 * from an earlier roll.
 */
export const OFFLINE_PAYMENT_METHODS = ['cash', 'bank-transfer', 'upi', 'cheque'] as const
export const PAYMENT_METHODS = ['razorpay', ...OFFLINE_PAYMENT_METHODS, 'import'] as const

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number]
