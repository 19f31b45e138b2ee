import { describe, expect, it } from 'vitest'

import {
  columnOf,
  IMPORT_MESSAGES,
  importRowSchema,
  normaliseDay,
  normaliseDistrict,
  normalisePhone,
  rowInput,
} from '../../../src/features/office/rules/member-import'
import { validateInput } from '../../../src/platform/validation/validation'
import { readCsv } from '../../../src/features/office/operations/import/read-csv'
import { planImport, type Lookup } from '../../../src/features/office/operations/import/plan'
import { presentDryRun } from '../../../src/features/office/presenters/member-import'

/** The import's reading of a spreadsheet: headers, spreadsheet date and district forms, line numbers. */
describe('the columns of a roll', () => {
  it('matches headers ignoring case, spaces, dashes and underscores, and knows the usual other names', () => {
    expect(
      ['NAME', 'E-mail', 'Date of Birth', 'joining_date', 'EHRMS Code', 'Mobile', 'Paid Year', 'Receipt Reference'].map(columnOf),
    ).toEqual(['name', 'email', 'dob', 'joiningDate', 'ehrms', 'phone', 'paidYear', 'receiptReference'])
    expect(columnOf('Remarks')).toBeNull()
  })
})

describe('spreadsheet forms', () => {
  it('reads DD-MM-YYYY, DD/MM/YYYY and D.M.YYYY as the registration schema expects, and leaves anything else for it to refuse', () => {
    expect(['15-08-1990', '5/8/1990', '05.08.1990', '1990-08-15', '1990/08/15', ''].map(normaliseDay)).toEqual([
      '1990-08-15',
      '1990-08-05',
      '1990-08-05',
      '1990-08-15',
      '1990/08/15',
      '',
    ])
    expect(normaliseDistrict(' lucknow ')).toBe('Lucknow')
    expect(normaliseDistrict('Atlantis')).toBe('Atlantis')
    expect(normalisePhone('98765 43-210')).toBe('9876543210')
  })

  it('checks a row with the registration messages, without a password', () => {
    const schema = importRowSchema(new Date('2026-06-01T00:00:00Z'))
    const row = rowInput({
      name: 'Asha',
      email: 'A@Example.org',
      phone: '9876543210',
      ehrms: 'EH1',
      district: 'agra',
      dob: '01-01-1990',
      paidYear: '2027',
    })
    const checked = validateInput(schema, row)
    expect(checked).toEqual({
      ok: false,
      errors: { paidYear: 'Paid year must be a year from 2000 to 2026' },
      message: 'Paid year must be a year from 2000 to 2026',
    })
    const ok = validateInput(schema, { ...row, paidYear: '2026' })
    expect(ok.ok && ok.value).toMatchObject({
      email: 'a@example.org',
      district: 'Agra',
      dob: '1990-01-01',
      gender: 'Male',
      paidYear: '2026',
    })
  })
})

describe('reading the CSV', () => {
  it('gives each row the line it starts on, past a byte-order mark, blank lines and cells with line breaks', () => {
    const roll = readCsv(
      '\ufeffName,Email,Phone,EHRMS,District,DOB,Note\r\n"A\nB",a@x.org,1,E1,Agra,1990-01-01,x\r\n\r\n,,,,,,\r\nC,c@x.org,2,E2,Agra,1990-01-01,y\r\n',
    )
    expect(roll.rows.map((r) => [r.line, r.cells.name])).toEqual([
      [2, 'A\nB'],
      [6, 'C'],
    ])
    expect(roll.ignoredColumns).toEqual(['Note'])
  })
})

describe("the dry run's messages", () => {
  const roll = readCsv(
    [
      'name,email,phone,ehrms,district,dob,paidYear',
      'Asha,asha@example.org,9876543210,EH1,Agra,01-01-1990,',
      'Beena,beena@example.org,9876543211,eh1,Agra,01-01-1990,',
      'Chitra,not-an-email,9876543212,EH3,Agra,01-01-1990,2027',
      'Too,few',
    ].join('\r\n'),
  )
  const nobody: Lookup = { byEhrms: new Map(), byEmail: new Map(), byPhone: new Map(), memberships: new Map() }
  const plan = planImport(roll, nobody, new Date('2026-06-01T00:00:00Z'))
  const dryRun = { id: 1, status: 'ready', fileName: 'roll.csv', fileSha256: 'x', plan }

  it("keeps each row's problems as message tokens, not as words of one language", () => {
    expect(plan.errors).toEqual([
      {
        line: 4,
        problems: [
          { field: 'email', message: expect.stringMatching(/^\{\{msg:/) },
          { field: 'paidYear', message: IMPORT_MESSAGES.paidYear('2026').token },
        ],
      },
      { line: 5, problems: [{ field: null, message: IMPORT_MESSAGES.cellCount(2, 7).token }] },
    ])
    expect(plan.duplicates.map((d) => d.message)).toEqual([IMPORT_MESSAGES.sameInFile('ehrms', 2).token])
  })

  it('reports them in English to an English reader, as the spec words them, and in Hindi to a Hindi one', () => {
    const en = presentDryRun({ ...dryRun, lang: 'en' })
    expect(en.errors).toEqual([
      {
        line: 4,
        problems: [
          { field: 'email', message: 'Please enter a valid email address' },
          { field: 'paidYear', message: 'Paid year must be a year from 2000 to 2026' },
        ],
      },
      { line: 5, problems: [{ field: null, message: 'This row has 2 cells; the header has 7.' }] },
    ])
    expect(en.duplicates).toEqual([
      {
        line: 3,
        key: 'ehrms',
        value: 'eh1',
        message: 'The same EHRMS code is already on line 2 of this file',
        otherLine: 2,
        otherMemberId: null,
      },
    ])
    const hi = presentDryRun({ ...dryRun, lang: 'hi' })
    expect(hi.errors.flatMap((e) => e.problems.map((p) => p.message))).toEqual([
      'कृपया सही ई-मेल पता लिखें',
      'भुगतान वर्ष 2000 से 2026 के बीच का कोई वर्ष होना चाहिए',
      'इस पंक्ति में 2 खाने हैं; शीर्षक में 7 हैं।',
    ])
    expect(hi.duplicates.map((d) => d.message)).toEqual(['यही EHRMS कोड इस फ़ाइल की पंक्ति 2 में पहले से है'])
  })

  it('words each duplicate key in both languages', () => {
    expect(IMPORT_MESSAGES.otherMember('phone', 'EH9').en).toBe('This phone number belongs to another member (EHRMS EH9)')
    expect(IMPORT_MESSAGES.otherMember('phone', 'EH9').hi).toBe('यह फ़ोन नंबर किसी दूसरे सदस्य का है (EHRMS EH9)')
    expect(IMPORT_MESSAGES.staffAccount('email').en).toBe('This e-mail belongs to an office account, not a member')
    expect(IMPORT_MESSAGES.staffAccount('email').hi).toBe('यह ई-मेल कार्यालय के किसी खाते का है, किसी सदस्य का नहीं')
  })
})
