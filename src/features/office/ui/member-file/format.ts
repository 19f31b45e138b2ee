import { indiaDay } from '@/features/membership/client'

/** DD-MM-YYYY, the day in India (where the members are); '-' for none. */
export function ddmmyyyy(iso: string | null | undefined): string {
  if (!iso) return '-'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return '-'
  const [y, m, d] = indiaDay(date).split('-')
  return `${d}-${m}-${y}`
}

export const orDash = (v: string | null | undefined) => (v && String(v).trim() ? String(v) : '-')
