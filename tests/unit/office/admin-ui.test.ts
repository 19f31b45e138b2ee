import { describe, expect, it } from 'vitest'

import {
  formatDay as formatDayOf,
  formatDayTime,
  truncate,
  TRUNCATE_AT,
  WORK_STATUS_LABELS,
  workStatusLabel,
} from '../../../src/features/office/ui/work-status'
import { exportFileName } from '../../../src/features/office/rules/csv'
import { isWorkflowStatus as isWorkStatus } from '../../../src/features/office/rules/workflow'
import { formatDate as formatDay } from '../../../src/features/content/ui/media/format'

/** The plain rules behind the admin pages: the 150-character cut, dates in India, the export's name. */
describe('truncate', () => {
  it('keeps a text of up to 150 characters whole', () => {
    const exact = 'a'.repeat(TRUNCATE_AT)
    expect(truncate(exact)).toEqual({ text: exact, cut: false })
    expect(truncate('')).toEqual({ text: '', cut: false })
  })

  it('cuts a longer text at 150 characters and marks the cut', () => {
    const long = `${'b'.repeat(TRUNCATE_AT)}TAIL`
    const { text, cut } = truncate(long)
    expect(cut).toBe(true)
    expect(text).toBe(`${'b'.repeat(TRUNCATE_AT)}…`)
    expect(text).not.toContain('TAIL')
  })

  it('counts characters, not UTF-16 units, so emoji and Hindi are never split in half', () => {
    const emoji = '😀'.repeat(TRUNCATE_AT + 1)
    expect(Array.from(truncate(emoji).text)).toHaveLength(TRUNCATE_AT + 1) // 150 emoji and the ellipsis
    expect(truncate('😀'.repeat(TRUNCATE_AT)).cut).toBe(false)
    const hindi = 'क'.repeat(200)
    expect(truncate(hindi).text).toBe(`${'क'.repeat(TRUNCATE_AT)}…`)
  })

  it('drops trailing spaces before the ellipsis', () => {
    expect(truncate(`${'c'.repeat(148)}  and more`).text).toBe(`${'c'.repeat(148)}…`)
  })
})

describe('statuses', () => {
  it('knows exactly pending, in-progress and resolved', () => {
    expect(['pending', 'in-progress', 'resolved'].every(isWorkStatus)).toBe(true)
    expect(['Pending', 'done', '', null, 1].some(isWorkStatus)).toBe(false)
  })
})

describe('dates in India (Asia/Kolkata)', () => {
  it('formats the day as the office sees it, across midnight UTC', () => {
    // 20 Nov 2026 20:00 UTC is already 21 Nov 01:30 in India.
    expect(formatDay('2026-11-20T20:00:00.000Z')).toBe('21 Nov 2026')
    expect(formatDayTime('2026-11-20T20:00:00.000Z')).toMatch(/^21 Nov 2026, 1:30\s?am$/i)
  })

  it('shows nothing for a missing or broken date', () => {
    expect(formatDay(null)).toBe('')
    expect(formatDay('not a date')).toBe('')
    expect(formatDayTime(undefined)).toBe('')
  })

  it('names the export users_export_YYYY-MM-DD.csv by the Indian calendar day', () => {
    expect(exportFileName(new Date('2026-03-05T10:00:00Z'))).toBe('users_export_2026-03-05.csv')
    expect(exportFileName(new Date('2026-12-31T19:00:00Z'))).toBe('users_export_2027-01-01.csv')
  })
})

describe('the admin pages in Hindi', () => {
  it('shows dates as DD-MM-YYYY and times on a 24-hour clock, in India', () => {
    expect(formatDayOf('2026-11-20T20:00:00.000Z', 'hi')).toBe('21-11-2026')
    expect(formatDayTime('2026-11-20T20:00:00.000Z', 'hi')).toBe('21-11-2026, 01:30')
    expect(formatDayTime('2026-11-21T10:35:00.000Z', 'hi')).toBe('21-11-2026, 16:05')
    expect(formatDayOf('2026-11-20T20:00:00.000Z', 'en')).toBe('21 Nov 2026')
    expect(formatDayOf('not a date', 'hi')).toBe('')
    expect(formatDayTime(null, 'hi')).toBe('')
  })

  it('names the stored statuses in Hindi and keeps the English labels', () => {
    expect(workStatusLabel('pending', 'hi')).toBe('लंबित')
    expect(workStatusLabel('in-progress', 'hi')).toBe('प्रगति पर')
    expect(workStatusLabel('resolved', 'hi')).toBe('निस्तारित')
    expect(WORK_STATUS_LABELS).toEqual({ pending: 'Pending', 'in-progress': 'In Progress', resolved: 'Resolved' })
  })
})
