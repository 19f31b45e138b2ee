import { describe, expect, it } from 'vitest'

import { noticeBlocks, noticeConfirmationDue, NoticeConfirmationInput } from '../../../src/features/privacy/rules/notice'

/** Who must confirm the notice in force, and how a kept notice text reads. */
describe('noticeConfirmationDue', () => {
  it('asks a member with no entry, a backfilled grant, an older version or a withdrawal', () => {
    expect(noticeConfirmationDue(null, 1)).toBe(true)
    expect(noticeConfirmationDue({ action: 'granted', noticeVersion: 0 }, 1)).toBe(true)
    expect(noticeConfirmationDue({ action: 'granted', noticeVersion: 2 }, 3)).toBe(true)
    expect(noticeConfirmationDue({ action: 'withdrawn', noticeVersion: 3 }, 3)).toBe(true)
  })

  it('does not ask a member who granted the version in force (or a later one), nor anyone before any notice exists', () => {
    expect(noticeConfirmationDue({ action: 'granted', noticeVersion: 3 }, 3)).toBe(false)
    expect(noticeConfirmationDue({ action: 'granted', noticeVersion: 4 }, 3)).toBe(false)
    expect(noticeConfirmationDue(null, 0)).toBe(false)
  })
})

describe('NoticeConfirmationInput', () => {
  it('takes a whole version number from 1', () => {
    expect(NoticeConfirmationInput.parse({ version: 2 })).toEqual({ version: 2 })
    for (const version of [0, -1, 1.5, '2', null])
      expect(NoticeConfirmationInput.safeParse({ version }).success, String(version)).toBe(false)
  })
})

describe('noticeBlocks', () => {
  it('splits the kept text into blocks of lines, and reads the empty version as nothing', () => {
    expect(noticeBlocks('Title\n\nIntro one.\nIntro two.\n\n Heading \n\nBody.')).toEqual([
      ['Title'],
      ['Intro one.', 'Intro two.'],
      ['Heading'],
      ['Body.'],
    ])
    expect(noticeBlocks('-')).toEqual([])
    expect(noticeBlocks(null)).toEqual([])
  })
})
