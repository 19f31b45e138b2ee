import { describe, expect, it } from 'vitest'

import {
  columnOf,
  importRowSchema,
  normaliseDay,
  normaliseDistrict,
  normalisePhone,
  rowInput,
} from '../../../src/features/office/rules/member-import'
import { validateInput } from '../../../src/platform/validation/validation'
import { readCsv } from '../../../src/features/office/operations/import/read-csv'

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
