/**
 * An amount of rupees as India writes it (issue 13): the rupee sign, Indian
 * grouping (lakh and crore) and two decimals, ₹1,00,000.00. Digits stay
 * Western in both languages, as government forms in UP print them.
 */
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** `amount` in rupees (not paise) → '₹1,00,000.00'. */
export const formatMoney = (amount: number): string => RUPEES.format(amount)
