import { z } from '../../../platform/validation/zod'
import { DISTRICTS } from '../../../platform/config/districts'
import { RegistrationInput } from '@/features/accounts/schemas'
import { blankToUndefined, optionalText } from '../../../platform/validation/fields'
import { membershipYear } from '@/features/membership/client'
import { defineMessages } from '../../../platform/i18n/messages'

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

/** The words the duplicate messages use for each key. */
export const KEY_WORDS = { ehrms: 'EHRMS code', email: 'e-mail', phone: 'phone number' } as const
export type DuplicateKey = keyof typeof KEY_WORDS
const KEY_WORDS_HI: Record<DuplicateKey, string> = { ehrms: 'EHRMS कोड', email: 'ई-मेल', phone: 'फ़ोन नंबर' }

const maxMegabytes = IMPORT_LIMITS.maxBytes / 1024 / 1024
const maxRows = IMPORT_LIMITS.maxRows.toLocaleString('en-US')

/**
 * The file's and each row's messages. A row's problems are kept as tokens in the dry run's plan and rendered in
 * the reader's language where the dry run is presented (presenters/member-import.ts).
 */
export const IMPORT_MESSAGES = defineMessages('office.import', {
  noFile: { en: 'Please choose a CSV file to import.', hi: 'कृपया आयात के लिए CSV फ़ाइल चुनें।' },
  notUtf8: {
    en: "The file is not UTF-8 text. In Excel, save it as 'CSV UTF-8'.",
    hi: "फ़ाइल UTF-8 में नहीं है। Excel में इसे 'CSV UTF-8' के रूप में सहेजें।",
  },
  tooLarge: { en: `The file is too large. The limit is ${maxMegabytes} MB.`, hi: `फ़ाइल बहुत बड़ी है। सीमा ${maxMegabytes} MB है।` },
  tooManyRows: {
    en: `The file has more than ${maxRows} rows. Please split it into smaller files.`,
    hi: `फ़ाइल में ${maxRows} से अधिक पंक्तियाँ हैं। कृपया इसे छोटी फ़ाइलों में बाँटें।`,
  },
  noRows: { en: 'The file has a header but no rows to import.', hi: 'फ़ाइल में शीर्षक तो है, पर आयात के लिए कोई पंक्ति नहीं है।' },
  notCsv: {
    en: (line: number) => `The file could not be read as CSV (line ${line}).`,
    hi: (line: number) => `फ़ाइल CSV के रूप में नहीं पढ़ी जा सकी (पंक्ति ${line})।`,
  },
  controlChars: {
    en: (line: number) =>
      `The file holds control characters (such as NUL) on line ${line}, which cannot be stored. In Excel, save it again as 'CSV UTF-8'.`,
    hi: (line: number) => `फ़ाइल की पंक्ति ${line} में नियंत्रण वर्ण (जैसे NUL) हैं, जिन्हें सहेजा नहीं जा सकता। Excel में इसे फिर से 'CSV UTF-8' के रूप में सहेजें।`,
  },
  missingColumns: {
    en: (columns: string) => `The file has no column for: ${columns}.`,
    hi: (columns: string) => `फ़ाइल में इनका कॉलम नहीं है: ${columns}।`,
  },
  repeatedColumn: {
    en: (column: string) => `The column ${column} appears twice in the header.`,
    hi: (column: string) => `कॉलम ${column} शीर्षक में दो बार है।`,
  },
  cellCount: {
    en: (found: number, expected: number) => `This row has ${found} cells; the header has ${expected}.`,
    hi: (found: number, expected: number) => `इस पंक्ति में ${found} खाने हैं; शीर्षक में ${expected} हैं।`,
  },
  paidYear: {
    en: (last: string) => `Paid year must be a year from ${IMPORT_LIMITS.firstPaidYear} to ${last}`,
    hi: (last: string) => `भुगतान वर्ष ${IMPORT_LIMITS.firstPaidYear} से ${last} के बीच का कोई वर्ष होना चाहिए`,
  },
  referenceWithoutYear: { en: 'A receipt reference needs a paid year', hi: 'रसीद संदर्भ के साथ भुगतान वर्ष भी आवश्यक है' },
  sameInFile: {
    en: (key: DuplicateKey, line: number) => `The same ${KEY_WORDS[key]} is already on line ${line} of this file`,
    hi: (key: DuplicateKey, line: number) => `यही ${KEY_WORDS_HI[key]} इस फ़ाइल की पंक्ति ${line} में पहले से है`,
  },
  otherMember: {
    en: (key: DuplicateKey, ehrms: string) => `This ${KEY_WORDS[key]} belongs to another member (EHRMS ${ehrms})`,
    hi: (key: DuplicateKey, ehrms: string) => `यह ${KEY_WORDS_HI[key]} किसी दूसरे सदस्य का है (EHRMS ${ehrms})`,
  },
  staffAccount: {
    en: (key: DuplicateKey) => `This ${KEY_WORDS[key]} belongs to an office account, not a member`,
    hi: (key: DuplicateKey) => `यह ${KEY_WORDS_HI[key]} कार्यालय के किसी खाते का है, किसी सदस्य का नहीं`,
  },
  batchNotFound: { en: 'Import not found', hi: 'यह आयात नहीं मिला' },
  batchId: { en: 'Please send the id of the dry run to commit.', hi: 'कृपया जिस जाँच का आयात करना है, उसकी आईडी भेजें।' },
  alreadyCommitted: { en: 'This import has already been committed.', hi: 'यह आयात पहले ही पूरा हो चुका है।' },
  committing: {
    en: 'This import is already being committed.',
    hi: 'एक आयात अभी चल रहा है। कृपया उसके पूरा होने की प्रतीक्षा करें।',
  },
  stale: {
    en: 'The members have changed since this dry run. Please run the dry run again.',
    hi: 'इस जाँच के बाद सदस्यों की जानकारी बदल गई है। कृपया फ़ाइल फिर से जाँचें।',
  },
})

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
  const message = IMPORT_MESSAGES.paidYear(last).token
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .regex(/^\d{4}$/, message)
      .refine((y) => Number(y) >= IMPORT_LIMITS.firstPaidYear && y <= last, message)
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
      error: IMPORT_MESSAGES.referenceWithoutYear.token,
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
        .number({ error: IMPORT_MESSAGES.batchId.token })
        .int(IMPORT_MESSAGES.batchId.token)
        .min(1, IMPORT_MESSAGES.batchId.token)
        .max(2_147_483_647, IMPORT_MESSAGES.batchId.token),
    ),
  },
  { error: IMPORT_MESSAGES.batchId.token },
)
