import { describe, expect, it } from 'vitest'

import { CSV_EOL, csvCell, csvRow, UTF8_BOM } from '../../../src/features/office/rules/csv'
import { parseCsv } from '../../support/csv'

describe('csvCell', () => {
  it.each([
    ['plain text', 'Sunita Maurya', 'Sunita Maurya'],
    ['Hindi', 'सुनीता मौर्य', 'सुनीता मौर्य'],
    ['a comma', 'Lucknow, UP', '"Lucknow, UP"'],
    ['a double quote', 'Ram "Raju" Singh', '"Ram ""Raju"" Singh"'],
    ['a comma and a quote', 'Singh, "Raju"', '"Singh, ""Raju"""'],
    ['a line feed', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a CRLF inside', 'a\r\nb', '"a\r\nb"'],
    ['an inner = sign', 'a=b', 'a=b'],
    ['an email with @ inside', 'x@example.org', 'x@example.org'],
    ['an empty string', '', ''],
  ])('writes %s as RFC 4180 says', (_what, value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it.each([
    ['=', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['= (no quotes needed)', '=1+2', "'=1+2"],
    ['+', '+91 98765', "'+91 98765"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['tab', '\t=1', "'\t=1"],
    ['carriage return', '\r=1', `"'\r=1"`],
    ['= with a comma', '=cmd|" /C calc"!A0,x', `"'=cmd|"" /C calc""!A0,x"`],
  ])('defuses a cell beginning with %s', (_what, value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('reads back a defused formula as the text with a leading quote', () => {
    expect(parseCsv(csvRow(['=HYPERLINK("x")']))).toEqual([[`'=HYPERLINK("x")`]])
  })

  it('writes null and undefined as empty cells, numbers, booleans and dates as text', () => {
    expect([null, undefined, 42, true].map(csvCell)).toEqual(['', '', '42', 'true'])
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z')
    expect(csvCell(-5)).toBe("'-5")
  })
})

describe('csvRow', () => {
  it('joins cells with commas and ends with CRLF', () => {
    expect(csvRow(['a', 'b,c', null, 'd'])).toBe(`a,"b,c",,d${CSV_EOL}`)
  })

  it('round-trips awkward values through an RFC 4180 reader', () => {
    const values = ['Singh, "Raju"', 'two\nlines', 'सुनीता', '', 'plain']
    expect(parseCsv(csvRow(values) + csvRow(['x']))).toEqual([values, ['x']])
  })

  it('has a UTF-8 byte order mark for Excel', () => {
    expect(Buffer.from(UTF8_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  })
})
