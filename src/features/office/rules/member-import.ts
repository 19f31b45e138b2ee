import { z } from '../../../platform/validation/zod'
import { DISTRICTS } from '../../../platform/config/districts'
import { RegistrationInput } from '@/features/accounts/schemas'
import { blankToUndefined, optionalText } from '../../../platform/validation/fields'
import { membershipYear } from '@/features/membership/client'

/**
 * Importing an existing roll from a spreadsheet: the columns, the
 * limits and the rule for one row. A row is checked with the registration's
 * own field schemas (the same messages, the 75 districts), without the
 * password, its confirmation and the privacy tick, which an imported member
 * gives later when they set their password.
 */

export const IMPORT_LIMITS = {
  maxRows: 20_000,
  // 20,000 rows of a real roll are about 4 MB; twice that leaves room for long names and extra columns.
  maxBytes: 8 * 1024 * 1024,
  firstPaidYear: 2000,
  receiptReference: 200,
} as const

/**
 * An import's life: 'ready' after its dry run; 'queued' and 'committing' while
 * its commit runs; 'committed'; 'stale' when the members changed before the
 * commit (run the dry run again); 'failed' when the commit stopped (see failure).
 */
export const IMPORT_STATUSES = ['ready', 'stale', 'queued', 'committing', 'committed', 'failed'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

/** The columns, as the CSV's header names them (matched ignoring case, spaces, '-' and '_'). */
export const IMPORT_COLUMNS = [
  'name',
  'email',
  'phone',
  'ehrms',
  'district',
  'block',
  'ayushman',
  'dob',
  'joiningDate',
  'gender',
  'language',
  'paidYear',
  'receiptReference',
] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['name', 'email', 'phone', 'ehrms', 'district', 'dob']

// Other names office spreadsheets use for the same columns.
const ALIASES: Record<string, ImportColumn> = {
  mobile: 'phone',
  phonenumber: 'phone',
  ehrmscode: 'ehrms',
  dateofbirth: 'dob',
  dateofjoining: 'joiningDate',
  ayushmanarogyamandir: 'ayushman',
  preferredlanguage: 'language',
  receipt: 'receiptReference',
}

const squash = (header: string) => header.toLowerCase().replace(/[\s_\-.]/g, '')

/** The column a header names, or null for a column the import does not read. */
export function columnOf(header: string): ImportColumn | null {
  const key = squash(header)
  return IMPORT_COLUMNS.find((c) => c.toLowerCase() === key) ?? ALIASES[key] ?? null
}

export const IMPORT_MESSAGES = {
  noFile: 'Please choose a CSV file to import.',
  notUtf8: "The file is not UTF-8 text. In Excel, save it as 'CSV UTF-8'.",
  tooLarge: `The file is too large. The limit is ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB.`,
  tooManyRows: `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows. Please split it into smaller files.`,
  noRows: 'The file has a header but no rows to import.',
  notCsv: (line: number) => `The file could not be read as CSV (line ${line}).`,
  controlChars: (line: number) =>
    `The file holds control characters (such as NUL) on line ${line}, which cannot be stored. In Excel, save it again as 'CSV UTF-8'.`,
  missingColumns: (columns: string) => `The file has no column for: ${columns}.`,
  repeatedColumn: (column: string) => `The column ${column} appears twice in the header.`,
  cellCount: (found: number, expected: number) => `This row has ${found} cells; the header has ${expected}.`,
  paidYear: (last: string) => `Paid year must be a year from ${IMPORT_LIMITS.firstPaidYear} to ${last}`,
  referenceWithoutYear: 'A receipt reference needs a paid year',
  sameInFile: (field: string, line: number) => `The same ${field} is already on line ${line} of this file`,
  otherMember: (field: string, ehrms: string) => `This ${field} belongs to another member (EHRMS ${ehrms})`,
  staffAccount: (field: string) => `This ${field} belongs to an office account, not a member`,
  batchNotFound: 'Import not found',
  batchId: 'Please send the id of the dry run to commit.',
  alreadyCommitted: 'This import has already been committed.',
  committing: 'This import is already being committed.',
  stale: 'The members have changed since this dry run. Please run the dry run again.',
} as const

/** The words the duplicate messages use for each key. */
export const KEY_WORDS = { ehrms: 'EHRMS code', email: 'e-mail', phone: 'phone number' } as const
export type DuplicateKey = keyof typeof KEY_WORDS

/**
 * Spreadsheets write dates as DD-MM-YYYY (India), DD/MM/YYYY or YYYY-MM-DD; the
 * registration schema reads YYYY-MM-DD. Anything else is left for the schema to refuse.
 */
export function normaliseDay(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw
  const value = raw.trim()
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value)
  return dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : value
}

const DISTRICT_BY_KEY = new Map(DISTRICTS.map((d) => [d.toLowerCase(), d]))

/** A district as the list spells it ('agra' → 'Agra'); an unknown one is left for the schema to refuse. */
export const normaliseDistrict = (raw: unknown) => (typeof raw === 'string' ? (DISTRICT_BY_KEY.get(raw.trim().toLowerCase()) ?? raw) : raw)

/** Spreadsheets often group a phone number ('98765 43210', '98765-43210'). */
export const normalisePhone = (raw: unknown) => (typeof raw === 'string' ? raw.replace(/[\s-]/g, '') : raw)

const field = RegistrationInput.shape

/** Whatever the language cell says, 'hi' or 'Hindi' is Hindi and a blank is English. */
const language = z.preprocess((raw) => {
  const value = blankToUndefined(raw)
  if (typeof value !== 'string') return value
  const key = value.toLowerCase()
  return key === 'hindi' || key === 'हिन्दी' || key === 'हिंदी' ? 'hi' : key === 'english' ? 'en' : key
}, field.preferredLanguage)

const paidYear = (now: Date) => {
  const last = membershipYear(now)
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: IMPORT_MESSAGES.paidYear(last) })
      .regex(/^\d{4}$/, IMPORT_MESSAGES.paidYear(last))
      .refine((y) => Number(y) >= IMPORT_LIMITS.firstPaidYear && y <= last, IMPORT_MESSAGES.paidYear(last))
      .optional(),
  )
}

/** One row of the roll: the registration's fields (no password), the member's language, and an optional paid year. */
export function importRowSchema(now: Date = new Date()) {
  return z
    .object({
      name: field.name,
      email: field.email,
      ehrms: field.ehrms,
      gender: field.gender,
      block: field.block,
      joiningDate: field.joiningDate,
      dob: field.dob,
      phone: field.phone,
      district: field.district,
      ayushman: field.ayushman,
      preferredLanguage: language,
      paidYear: paidYear(now),
      receiptReference: optionalText('receiptReference', IMPORT_LIMITS.receiptReference),
    })
    .refine((row) => row.receiptReference === undefined || row.paidYear !== undefined, {
      error: IMPORT_MESSAGES.referenceWithoutYear,
      path: ['receiptReference'],
    })
}
export type ImportRowSchema = ReturnType<typeof importRowSchema>
export type ImportRowValue = z.output<ImportRowSchema>

/** A row's cells by column, with the spreadsheet forms of dates, districts and phones read as the schema expects. */
export function rowInput(cells: Partial<Record<ImportColumn, string>>): Record<string, unknown> {
  const { language: lang, dob, joiningDate, district, phone, ...rest } = cells
  return {
    ...rest,
    preferredLanguage: lang,
    dob: normaliseDay(dob),
    joiningDate: normaliseDay(joiningDate),
    district: normaliseDistrict(district),
    phone: normalisePhone(phone),
  }
}

/** The profile fields an import writes (and compares, for a member already on the site). */
export const PROFILE_IMPORT_FIELDS = [
  'name',
  'email',
  'phone',
  'district',
  'block',
  'ayushman',
  'dob',
  'joiningDate',
  'gender',
  'preferredLanguage',
] as const
export type ProfileImportField = (typeof PROFILE_IMPORT_FIELDS)[number]

/** POST /api/admin/members/import/commit {id}: the dry run to commit. */
export const ImportCommitInput = z.object(
  {
    id: z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
      z
        .number({ error: IMPORT_MESSAGES.batchId })
        .int(IMPORT_MESSAGES.batchId)
        .min(1, IMPORT_MESSAGES.batchId)
        .max(2_147_483_647, IMPORT_MESSAGES.batchId),
    ),
  },
  { error: IMPORT_MESSAGES.batchId },
)
