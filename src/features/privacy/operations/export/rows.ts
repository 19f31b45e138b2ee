import type { Row } from '../../../../platform/db/sql'

/** Small readers for raw SQL rows: timestamps as ISO strings, text or null. */

export const iso = (v: unknown): string | null => (v == null ? null : new Date(v instanceof Date ? v : String(v)).toISOString())
export const isoAt = (v: unknown): string => iso(v) ?? ''
export const text = (v: unknown): string | null => (v == null ? null : String(v))
export const num = (v: unknown): number => Number(v ?? 0)

/** A JSON text column (audit details), parsed when it is JSON, else as it is. */
export function parsed(v: unknown): unknown {
  if (v == null) return null
  try {
    return JSON.parse(String(v))
  } catch {
    return String(v)
  }
}

export type { Row }
