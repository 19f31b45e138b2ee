import { describe, expect, it } from 'vitest'

import { CircularQuery, queryOf } from '../../../src/features/circulars/rules/circulars'
import { MAX_WORD_LENGTH, MAX_WORDS, prefixQuery, searchWords } from '../../../src/features/circulars/operations/prefix-query'

/** The search box's words as a tsquery of prefixes (src/features/circulars/operations/prefix-query.ts), and the list's query string. */
describe('prefixQuery', () => {
  it('turns each word into a prefix, every word needed', () => {
    expect(prefixQuery('honorarium')).toBe('honorarium:*')
    expect(prefixQuery('CHO Honorarium')).toBe('cho:* & honorarium:*')
  })

  it('keeps Hindi words whole, vowel signs and virama included', () => {
    expect(prefixQuery('प्रोत्साहन राशि')).toBe('प्रोत्साहन:* & राशि:*')
    expect(prefixQuery('मानदेय 2025')).toBe('मानदेय:* & 2025:*')
  })

  it('strips the danda and every other punctuation mark', () => {
    expect(prefixQuery('मानदेय। अवकाश॥')).toBe('मानदेय:* & अवकाश:*')
    expect(prefixQuery('“leave”, transfer—policy…')).toBe('leave:* & transfer:* & policy:*')
    expect(prefixQuery('SHS/CHO/2025/1412')).toBe('shs:* & cho:* & 2025:* & 1412:*')
  })

  it("never lets tsquery's own syntax through", () => {
    for (const text of ['a & b | !c', "(x:*) <-> 'y'", 'x\\y', 'a:B*', 'x;DROP TABLE circulars;--']) {
      const query = prefixQuery(text)!
      expect(query, text).toMatch(/^[\p{L}\p{M}\p{N}]+:\*( & [\p{L}\p{M}\p{N}]+:\*)*$/u)
    }
    expect(prefixQuery('x;DROP TABLE circulars;--')).toBe('x:* & drop:* & table:* & circulars:*')
  })

  it('is null when nothing is left to search for', () => {
    for (const text of ['', '   ', '।', '॥ ।', '?!:*&|', null, undefined]) expect(prefixQuery(text), String(text)).toBeNull()
  })

  it('normalises to NFC, so a nukta typed in two code points finds the stored word', () => {
    const decomposed = 'ज़िला'.normalize('NFD')
    expect(prefixQuery(decomposed)).toBe(`${'ज़िला'.normalize('NFC')}:*`)
  })

  it('drops zero-width joiners instead of splitting the word at them', () => {
    expect(searchWords('क्\u200dष क्\u200cष')).toEqual(['क्ष'])
  })

  it('limits the number of words and their length, and asks for each word once', () => {
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(MAX_WORDS)
    expect(searchWords('x'.repeat(100))[0]).toHaveLength(MAX_WORD_LENGTH)
    expect(searchWords('Leave leave LEAVE')).toEqual(['leave'])
    expect(Array.from(searchWords('अ'.repeat(60))[0])).toHaveLength(MAX_WORD_LENGTH)
  })
})

describe('CircularQuery', () => {
  const parse = (qs: string) => CircularQuery.safeParse(queryOf(new URLSearchParams(qs)))

  it('reads the list query with defaults', () => {
    expect(parse('').data).toEqual({ page: 1, limit: 10 })
    expect(parse('q=मानदेय&tag=leave&year=2025&page=2&limit=20&lang=hi').data).toEqual({
      q: 'मानदेय',
      tag: 'leave',
      year: 2025,
      page: 2,
      limit: 20,
      lang: 'hi',
    })
  })

  it('treats empty values as absent (a form sends every field)', () => {
    expect(parse('q=&tag=&year=&page=').data).toEqual({ q: '', page: 1, limit: 10 })
  })

  it('refuses what cannot be a page of the list', () => {
    for (const qs of [
      'year=20x5',
      'year=1800',
      'page=0',
      'page=1e3',
      'limit=51',
      'limit=-2',
      'tag=Leave',
      'tag=a_b',
      'tag=-x',
      `q=${'x'.repeat(201)}`,
      'lang=fr',
    ]) {
      expect(parse(qs).success, qs).toBe(false)
    }
  })

  it('takes the first of a repeated parameter and ignores unknown ones', () => {
    expect(parse('year=2024&year=1800&utm_source=whatsapp').data).toEqual({ year: 2024, page: 1, limit: 10 })
  })
})
