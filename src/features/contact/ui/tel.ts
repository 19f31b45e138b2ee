/** An Indian phone number as a dialable tel: link (+91 added to a bare 10-digit number). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${/^\d{10}$/.test(digits) ? `+91${digits}` : digits}`
}
