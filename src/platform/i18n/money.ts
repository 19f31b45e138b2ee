import type { Locale } from './locales'

/**
 * Money as members read it in both languages: ₹ with Indian grouping and
 * paise, ₹1,00,000.00 (docs/i18n-glossary.md). Western digits in Hindi too,
 * as UP's government forms print them, so both languages format alike; the
 * language is a parameter so a page never has to decide that itself.
 */
// Made at first use, not at import (see indiaDay in src/features/membership/rules/membership.ts).
let inr: Intl.NumberFormat | undefined

/** `amount` in rupees (a number, or numeric text) → '₹1,00,000.00'; null when it is not a number. */
export function formatMoney(amount: unknown, _lang: Locale): string | null {
  const value = typeof amount === 'number' ? amount : typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : NaN
  return Number.isFinite(value)
    ? (inr ??= new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })).format(value)
    : null
}

/** Paise → rupees with two decimals (10000 → '100.00'); null when not a number. */
export function rupees(amount: unknown): string | null {
  const value = typeof amount === 'number' ? amount : typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : NaN
  return Number.isFinite(value) ? (value / 100).toFixed(2) : null
}

/** An amount in paise (as the membership records and Razorpay keep it) → '₹100.00'; null when it is not a number. */
export function formatPaise(amount: unknown, lang: Locale): string | null {
  const value = rupees(amount)
  return value === null ? null : formatMoney(Number(value), lang)
}
