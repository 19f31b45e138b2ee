import { createHash } from 'node:crypto'

import {
  IMPORT_MESSAGES,
  importRowSchema,
  PROFILE_IMPORT_FIELDS,
  rowInput,
  type DuplicateKey,
  type ImportRowValue,
  type ProfileImportField,
} from '@/features/office/rules/member-import'
import { ehrmsKey } from '@/features/accounts/client'
import { validateInput } from '@/platform/validation/validation'
import type { Message } from '@/platform/i18n/messages'
import type { CsvRoll } from './read-csv'

/**
 * What an import would do, worked out from the roll and the members already on
 * the site, without changing anything: the dry run shows it, and the commit
 * works it out again and applies it only when it is the same (its digest), so
 * the office commits exactly what they saw. Pure: the caller looks the members up.
 *
 * A member is the same person when the EHRMS code matches: their row updates
 * them. An e-mail or phone of the row that belongs to anyone else, or that an
 * earlier row of the file already uses, makes the row a duplicate: refused,
 * never merged.
 */

/** A row's profile: what the registration requires, and the optional fields (null when blank). */
export type ProfileValues = Record<Exclude<ProfileImportField, 'block' | 'joiningDate'>, string> & {
  block: string | null
  joiningDate: string | null
}
/** A member already on the site, as the plan compares them (dates as YYYY-MM-DD in India). */
export type ExistingAccount = Record<ProfileImportField, string | null> & { id: number; role: string; ehrms: string | null }

export type Lookup = {
  /** By ehrmsKey: an EHRMS code is one code in any letter case. */
  byEhrms: Map<string, ExistingAccount>
  byEmail: Map<string, ExistingAccount>
  /** Every account with the phone number (phones are not unique on the site). */
  byPhone: Map<string, ExistingAccount[]>
  /** Membership status by `${userId}:${year}`. */
  memberships: Map<string, string>
}

export type Dues = { year: string; reference: string | null }
export type NewMember = ProfileValues & { ehrms: string }
export type Change = { field: ProfileImportField; from: string | null; to: string }

export type PlannedCreate = { line: number; member: NewMember; dues: Dues | null }
export type PlannedUpdate = { line: number; memberId: number; ehrms: string; name: string; changes: Change[] }
export type PlannedDues = Dues & { line: number; memberId: number; ehrms: string }
/** A problem's `message` is a Message's token (or, from a schema without one, plain words): see messageText. */
export type RowError = { line: number; problems: { field: string | null; message: string }[] }
export type Duplicate = {
  line: number
  key: DuplicateKey
  value: string
  /** A Message's token, rendered in the reader's language where the dry run is presented. */
  message: string
  otherLine: number | null
  otherMemberId: number | null
}
export type AlreadyPaid = { line: number; ehrms: string; year: string; status: string }

export type ImportPlan = {
  rows: number
  creates: PlannedCreate[]
  updates: PlannedUpdate[]
  dues: PlannedDues[]
  unchanged: number[]
  errors: RowError[]
  duplicates: Duplicate[]
  alreadyPaid: AlreadyPaid[]
  ignoredColumns: string[]
}

const STAFF_ROLES = new Set(['admin', 'editor'])
const isBlank = (cell: string | undefined) => cell === undefined || cell.trim() === ''

function profileOf(value: ImportRowValue): ProfileValues {
  return {
    name: value.name,
    email: value.email,
    phone: value.phone,
    district: value.district,
    block: value.block ?? null,
    ayushman: value.ayushman,
    dob: value.dob,
    joiningDate: value.joiningDate ?? null,
    gender: value.gender,
    preferredLanguage: value.preferredLanguage ?? 'en',
  }
}

// The CSV column of each profile field whose blank cell means 'keep what is stored'.
const CELL_OF: Partial<Record<ProfileImportField, 'block' | 'ayushman' | 'joiningDate' | 'gender' | 'language'>> = {
  block: 'block',
  ayushman: 'ayushman',
  joiningDate: 'joiningDate',
  gender: 'gender',
  preferredLanguage: 'language',
}

/** The fields a row changes on a member: only cells that say something (a blank cell never erases). */
function changesOf(row: CsvRoll['rows'][number], wanted: ProfileValues, stored: ExistingAccount): Change[] {
  return PROFILE_IMPORT_FIELDS.flatMap((field): Change[] => {
    const cell = CELL_OF[field]
    if (cell && isBlank(row.cells[cell])) return []
    const to = wanted[field]
    return to !== null && to !== stored[field] ? [{ field, from: stored[field], to }] : []
  })
}

type Claimed = { line: number; memberId: number | null }
/** How a key is compared between rows: EHRMS codes without letter case (e-mails are lower-cased by the schema already). */
const claimKey = (key: DuplicateKey, value: string) => (key === 'ehrms' ? ehrmsKey(value) : value)

export function planImport(roll: CsvRoll, lookup: Lookup, now: Date = new Date()): ImportPlan {
  const schema = importRowSchema(now)
  const plan: ImportPlan = {
    rows: roll.rows.length,
    creates: [],
    updates: [],
    dues: [],
    unchanged: [],
    errors: [],
    duplicates: [],
    alreadyPaid: [],
    ignoredColumns: roll.ignoredColumns,
  }
  // Keys already used by an earlier row of the file.
  const claimed: Record<DuplicateKey, Map<string, Claimed>> = { ehrms: new Map(), email: new Map(), phone: new Map() }

  for (const row of roll.rows) {
    if (row.cellCount !== roll.headerCells) {
      plan.errors.push({
        line: row.line,
        problems: [{ field: null, message: IMPORT_MESSAGES.cellCount(row.cellCount, roll.headerCells).token }],
      })
      continue
    }
    // Tokens, not words: the dry run is read in its reader's language (presenters/member-import.ts).
    const checked = validateInput(schema, rowInput(row.cells), 'token')
    if (!checked.ok) {
      const problems = Object.entries(checked.errors).map(([field, message]) => ({ field, message: String(message) }))
      plan.errors.push({ line: row.line, problems })
      continue
    }
    const value = checked.value
    const match = lookup.byEhrms.get(ehrmsKey(value.ehrms)) ?? null
    const duplicate = findDuplicate(row.line, value, match, lookup, claimed)
    if (duplicate) {
      plan.duplicates.push(duplicate)
      continue
    }
    for (const key of ['ehrms', 'email', 'phone'] as const)
      claimed[key].set(claimKey(key, value[key]), { line: row.line, memberId: match?.id ?? null })
    const wanted = profileOf(value)
    const dues = value.paidYear ? { year: value.paidYear, reference: value.receiptReference ?? null } : null

    if (!match) {
      plan.creates.push({ line: row.line, member: { ...wanted, ehrms: value.ehrms }, dues })
      continue
    }
    const changes = changesOf(row, wanted, match)
    if (changes.length) plan.updates.push({ line: row.line, memberId: match.id, ehrms: value.ehrms, name: wanted.name, changes })
    let duesToRecord = false
    if (dues) {
      const status = lookup.memberships.get(`${match.id}:${dues.year}`)
      // A paid or revoked year is the office's record already: left alone, and said so.
      if (status === 'paid' || status === 'revoked') plan.alreadyPaid.push({ line: row.line, ehrms: value.ehrms, year: dues.year, status })
      else {
        plan.dues.push({ ...dues, line: row.line, memberId: match.id, ehrms: value.ehrms })
        duesToRecord = true
      }
    }
    if (!changes.length && !duesToRecord) plan.unchanged.push(row.line)
  }
  return plan
}

/** Why the row cannot be imported as it stands (a key used by someone else), or null. */
function findDuplicate(
  line: number,
  value: ImportRowValue,
  match: ExistingAccount | null,
  lookup: Lookup,
  claimed: Record<DuplicateKey, Map<string, Claimed>>,
): Duplicate | null {
  const dup = (key: DuplicateKey, message: Message, otherLine: number | null, otherMemberId: number | null): Duplicate => ({
    line,
    key,
    value: value[key],
    message: message.token,
    otherLine,
    otherMemberId,
  })
  for (const key of ['ehrms', 'email', 'phone'] as const) {
    const earlier = claimed[key].get(claimKey(key, value[key]))
    if (earlier) return dup(key, IMPORT_MESSAGES.sameInFile(key, earlier.line), earlier.line, earlier.memberId)
  }
  if (match && STAFF_ROLES.has(match.role)) return dup('ehrms', IMPORT_MESSAGES.staffAccount('ehrms'), null, match.id)
  const others: [DuplicateKey, ExistingAccount[]][] = [
    ['email', [lookup.byEmail.get(value.email)].filter((a): a is ExistingAccount => Boolean(a))],
    ['phone', lookup.byPhone.get(value.phone) ?? []],
  ]
  for (const [key, accounts] of others) {
    const other = accounts.find((a) => a.id !== match?.id)
    if (!other) continue
    const message = STAFF_ROLES.has(other.role) ? IMPORT_MESSAGES.staffAccount(key) : IMPORT_MESSAGES.otherMember(key, other.ehrms ?? '-')
    return dup(key, message, null, other.id)
  }
  return null
}

/** The changes the plan would make, as one hash: the commit applies a plan only if its digest is the dry run's. */
export function planDigest(plan: ImportPlan): string {
  return createHash('sha256')
    .update(JSON.stringify({ creates: plan.creates, updates: plan.updates, dues: plan.dues }))
    .digest('hex')
}

export type PlanCounts = {
  rows: number
  create: number
  update: number
  unchanged: number
  errors: number
  duplicates: number
  duesToRecord: number
  duesAlreadyPaid: number
}

export function planCounts(plan: ImportPlan): PlanCounts {
  return {
    rows: plan.rows,
    create: plan.creates.length,
    update: plan.updates.length,
    unchanged: plan.unchanged.length,
    errors: plan.errors.length,
    duplicates: plan.duplicates.length,
    duesToRecord: plan.creates.filter((c) => c.dues).length + plan.dues.length,
    duesAlreadyPaid: plan.alreadyPaid.length,
  }
}
