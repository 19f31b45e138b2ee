import { describe, expect, it } from 'vitest'

import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import type { Texts } from '../../../src/platform/i18n/define'

/**
 * Every area of the interface, in both languages. The type check
 * already refuses a key missing from Hindi; this lists every key of both and
 * fails on a value that is empty, has other {placeholders} than its English,
 * or is still English in Hindi. Areas are found, not listed: every export of
 * the platform's shared texts and of every feature's texts folder shaped { en, hi } is one, so a new file is checked
 * without touching this test.
 */
const SRC = path.resolve(import.meta.dirname, '../../../src')
// The platform's shared texts, and each feature's own (src/features/<feature>/texts), named by file ('grievances/desk').
const PLATFORM_TEXTS = ['platform/ui/forms/date-input-text.ts', 'platform/mail/template.ts']
const TEXT_FILES = [
  ...PLATFORM_TEXTS.map((file) => ['platform/', path.join(SRC, file)]),
  ...readdirSync(path.join(SRC, 'features')).flatMap((feature) => {
    const dir = path.join(SRC, 'features', feature, 'texts')
    return existsSync(dir) ? readdirSync(dir).map((file) => [`${feature}/`, path.join(dir, file)]) : []
  }),
].filter(([, file]) => file.endsWith('.ts'))
const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value)
const AREAS: Record<string, { en: Texts; hi: Texts }> = {}
for (const [prefix, file] of TEXT_FILES) {
  const module: Record<string, unknown> = await import(file)
  const area = prefix + path.basename(file, '.ts')
  for (const value of Object.values(module)) {
    const pair = value as { en?: unknown; hi?: unknown }
    if (isTexts(value) && Object.keys(value).sort().join() === 'en,hi' && isTexts(pair.en) && isTexts(pair.hi)) {
      AREAS[area] ??= { en: {}, hi: {} }
      Object.assign(AREAS[area].en, pair.en)
      Object.assign(AREAS[area].hi, pair.hi)
    }
  }
}

// Where the Hindi rightly equals the English or carries no Devanagari: names of the other language, brands, codes.
const SAME_IN_BOTH = new Set(['content/chrome.language.switchTo', 'content/chrome.language.offer'])

function leaves(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  )
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

it('finds the areas of the interface', () => {
  expect(Object.keys(AREAS)).toEqual(
    expect.arrayContaining([
      'content/chrome',
      'platform/template',
      'platform/date-input-text',
      'accounts/account',
      'membership/certificate',
      'accounts/mail',
      'grievances/desk',
      'payments/mail',
    ]),
  )
})

describe.each(Object.entries(AREAS))('the %s texts', (area, { en, hi }) => {
  const english = new Map(leaves(en))
  const hindi = new Map(leaves(hi))

  it('have the same keys in English and Hindi', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it.each([...english.keys()])('%s: both filled, same placeholders, Hindi in Devanagari', (key) => {
    const en = english.get(key)!
    const hi = hindi.get(key) ?? ''
    expect(en.trim(), 'English').not.toBe('')
    expect(hi.trim(), 'Hindi').not.toBe('')
    expect(placeholders(hi)).toEqual(placeholders(en))
    if (!SAME_IN_BOTH.has(`${area}.${key}`)) {
      expect(hi).not.toBe(en)
      expect(hi, 'Hindi text has no Devanagari').toMatch(/[\u0900-\u097F]/)
    }
  })
})

describe('the districts in Hindi', () => {
  it('names every one of the 75 districts, each differently, in Devanagari', async () => {
    const { DISTRICTS } = await import('../../../src/platform/config/districts')
    const { DISTRICTS_HI } = await import('../../../src/platform/i18n/districts')
    expect(Object.keys(DISTRICTS_HI).sort()).toEqual([...DISTRICTS].sort())
    expect(new Set(Object.values(DISTRICTS_HI)).size).toBe(75)
    for (const name of Object.values(DISTRICTS_HI)) expect(name).toMatch(/^[\u0900-\u097F ]+$/)
  })
})
