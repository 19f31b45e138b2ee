import { ehrmsKey } from '@/features/accounts/client'
import { rows, sql, type Executor, type Row } from '../../../../platform/db/sql'
import type { CsvRoll } from './read-csv'
import type { ExistingAccount, Lookup } from './plan'

/**
 * The accounts a roll may touch, in three queries however long the roll:
 * everyone whose EHRMS code, e-mail or phone is in the file, and the
 * memberships of those accounts in the years the file says were paid. The
 * keys travel as one JSON parameter each (a parameter list of 20,000 would
 * pass PostgreSQL's limit of 65,535 parameters).
 */

const text = (v: unknown) => (v == null ? null : String(v))

function account(r: Row): ExistingAccount {
  return {
    id: Number(r.id),
    role: String(r.role),
    ehrms: text(r.ehrms),
    name: text(r.name),
    email: text(r.email),
    phone: text(r.phone),
    district: text(r.district),
    block: text(r.block),
    ayushman: text(r.ayushman),
    dob: text(r.dob),
    joiningDate: text(r.joining_date),
    gender: text(r.gender),
    preferredLanguage: text(r.preferred_language),
  }
}

const cellsOf = (roll: CsvRoll, column: 'ehrms' | 'email' | 'phone') =>
  JSON.stringify([...new Set(roll.rows.map((r) => r.cells[column]?.trim()).filter(Boolean))])

export async function lookUpAccounts(db: Executor, roll: CsvRoll): Promise<Lookup> {
  const emails = JSON.stringify([...new Set(roll.rows.map((r) => r.cells.email?.trim().toLowerCase()).filter(Boolean))])
  // Phones as the schema will read them (spaces and dashes dropped).
  const phones = JSON.stringify([...new Set(roll.rows.map((r) => r.cells.phone?.replace(/[\s-]/g, '')).filter(Boolean))])
  const found = await rows(
    db,
    sql`SELECT id, role, ehrms, name, email, phone, district, block, ayushman, gender, preferred_language,
        to_char(dob AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS dob,
        to_char(joining_date AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS joining_date
      FROM users
      WHERE lower(ehrms) IN (SELECT lower(jsonb_array_elements_text(${cellsOf(roll, 'ehrms')}::jsonb)))
        OR email IN (SELECT jsonb_array_elements_text(${emails}::jsonb))
        OR phone IN (SELECT jsonb_array_elements_text(${phones}::jsonb))`,
  )
  const lookup: Lookup = { byEhrms: new Map(), byEmail: new Map(), byPhone: new Map(), memberships: new Map() }
  for (const a of found.map(account)) {
    // Keyed without letter case: the roll's 'ab123' is the member 'AB123'.
    if (a.ehrms) lookup.byEhrms.set(ehrmsKey(a.ehrms), a)
    if (a.email) lookup.byEmail.set(a.email, a)
    if (a.phone) lookup.byPhone.set(a.phone, [...(lookup.byPhone.get(a.phone) ?? []), a])
  }
  const years = [...new Set(roll.rows.map((r) => r.cells.paidYear?.trim()).filter((y): y is string => Boolean(y && /^\d{4}$/.test(y))))]
  if (years.length && lookup.byEhrms.size) {
    const ids = JSON.stringify([...lookup.byEhrms.values()].map((a) => a.id))
    const held = await rows(
      db,
      sql`SELECT user_id, membership_year, status FROM memberships
        WHERE user_id IN (SELECT (jsonb_array_elements_text(${ids}::jsonb))::int)
          AND membership_year IN (SELECT jsonb_array_elements_text(${JSON.stringify(years)}::jsonb))`,
    )
    for (const m of held) lookup.memberships.set(`${m.user_id}:${m.membership_year}`, String(m.status))
  }
  return lookup
}
