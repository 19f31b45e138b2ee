import { parse } from 'csv-parse/sync'

import { columnOf, IMPORT_LIMITS, IMPORT_MESSAGES, REQUIRED_COLUMNS, type ImportColumn } from '@/features/office/rules/member-import'
import { controlCharIndex } from '@/platform/validation/text'
import { HttpError } from '../../../../platform/http/route'

/**
 * The roll as rows of cells by column, each with the line it starts on (what
 * the office sees in their spreadsheet; a quoted cell may span lines). UTF-8
 * with or without a byte-order mark; headers matched ignoring case; blank rows
 * skipped. A file that is not UTF-8 or not CSV, or has no rows, is a 400; one
 * with more rows than the limit a 413.
 */

export type CsvRow = { line: number; cells: Partial<Record<ImportColumn, string>>; cellCount: number }
export type CsvRoll = { rows: CsvRow[]; headerCells: number; ignoredColumns: string[] }

/**
 * The file's text: UTF-8 (a byte-order mark is read by the parser), 413 above the byte limit, 400 for other
 * encodings, and 400 naming the line for a control character such as NUL (the roll's text is stored with the
 * import, and PostgreSQL cannot hold NUL: it was a 500). Tab and line breaks are CSV.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes.byteLength > IMPORT_LIMITS.maxBytes) throw new HttpError(413, IMPORT_MESSAGES.tooLarge)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new HttpError(400, IMPORT_MESSAGES.notUtf8)
  }
  const bad = controlCharIndex(text)
  if (bad >= 0) throw new HttpError(400, IMPORT_MESSAGES.controlChars(text.slice(0, bad).split('\n').length))
  return text
}

type Parsed = { record: string[]; info: { lines: number } }

function records(text: string): Parsed[] {
  try {
    return parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      // One cell is never near this; a runaway quote is reported instead of swallowing the file.
      max_record_size: 64 * 1024,
      // One row more than the limit is enough to refuse the file.
      to: IMPORT_LIMITS.maxRows + 2,
    }) as unknown as Parsed[]
  } catch (err) {
    const line = typeof (err as { lines?: unknown }).lines === 'number' ? (err as { lines: number }).lines : 1
    throw new HttpError(400, IMPORT_MESSAGES.notCsv(line))
  }
}

/** The header's columns by position (null for a column the import does not read). */
function headerColumns(header: string[]): { columns: (ImportColumn | null)[]; ignored: string[] } {
  const columns = header.map(columnOf)
  const seen = new Set<ImportColumn>()
  for (const column of columns) {
    if (column && seen.has(column)) throw new HttpError(400, IMPORT_MESSAGES.repeatedColumn(column))
    if (column) seen.add(column)
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !seen.has(c))
  if (missing.length) throw new HttpError(400, IMPORT_MESSAGES.missingColumns(missing.join(', ')))
  return { columns, ignored: header.filter((_, i) => columns[i] === null && header[i] !== '') }
}

export function readCsv(text: string): CsvRoll {
  const [head, ...body] = records(text)
  if (!head) throw new HttpError(400, IMPORT_MESSAGES.noRows)
  const { columns, ignored } = headerColumns(head.record)
  if (!body.length) throw new HttpError(400, IMPORT_MESSAGES.noRows)
  if (body.length > IMPORT_LIMITS.maxRows) throw new HttpError(413, IMPORT_MESSAGES.tooManyRows)
  const rows = body.map(({ record, info }) => {
    const cells: CsvRow['cells'] = {}
    record.forEach((value, i) => {
      const column = columns[i]
      if (column) cells[column] = value
    })
    // csv-parse counts the line a record ends on; a quoted cell with line breaks started earlier.
    const breaks = record.reduce((n, value) => n + (value.match(/\n/g)?.length ?? 0), 0)
    return { line: info.lines - breaks, cells, cellCount: record.length }
  })
  return { rows, headerCells: head.record.length, ignoredColumns: ignored }
}
