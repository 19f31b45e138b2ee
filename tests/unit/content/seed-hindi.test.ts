import { describe, expect, it } from 'vitest'

import * as english from '../../../src/runtime/seed/content'
import * as hindi from '../../../src/runtime/seed/content-hi'
import { hindiSide } from '../../../src/runtime/seed/hindi'
import { news, photos, videos } from '../../../src/runtime/seed/media-content'
import { newsHi, photosHi, videosHi } from '../../../src/runtime/seed/media-content-hi'

/**
 * The Hindi of the demo seed: complete, in Devanagari, list by list
 * the same length as the English; and the merge that writes it keeps the rows
 * one list and never overwrites Hindi that is already there.
 */
const DEVANAGARI = /[\u0900-\u097F]/

/** Every string of a Hindi seed object, with where it sits. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`))
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`))
  return []
}

/** The list lengths of an object, where the Hindi has the same list. */
function listLengths(en: unknown, hi: unknown, path = ''): [string, number, number][] {
  if (Array.isArray(hi)) {
    const enList = (en ?? []) as unknown[]
    return [[path, enList.length, hi.length], ...hi.flatMap((row, i) => listLengths(enList[i], row, `${path}[${i}]`))]
  }
  if (typeof hi === 'object' && hi !== null) {
    return Object.entries(hi).flatMap(([k, v]) => listLengths((en as Record<string, unknown> | undefined)?.[k], v, `${path}.${k}`))
  }
  return []
}

const GLOBALS = [
  [english.siteSettings, hindi.siteSettingsHi],
  [english.homePage, hindi.homePageHi],
  [english.missionVision, hindi.missionVisionHi],
  [english.privacyPolicy, hindi.privacyPolicyHi],
  [english.leaders, hindi.leadersHi],
  [english.contactDetails, hindi.contactDetailsHi],
] as const

describe('the Hindi of the demo content', () => {
  it('is in Devanagari everywhere, and every list is as long as the English one', () => {
    for (const [en, hi] of GLOBALS) {
      for (const [path, text] of strings(hi)) expect(text, path).toMatch(DEVANAGARI)
      for (const [path, enLength, hiLength] of listLengths(en, hi)) expect(hiLength, path).toBe(enLength)
    }
  })

  it('has the menu labels the brief names', () => {
    const labels = hindi.siteSettingsHi.menu.flatMap((item) => [
      item.label,
      ...(('children' in item && item.children) || []).map((c) => c.label),
    ])
    expect(labels).toEqual([
      'मुख्य पृष्ठ',
      'हमारे बारे में',
      'हमारे बारे में',
      'लक्ष्य एवं दृष्टि',
      'मीडिया',
      'ताज़ा समाचार एवं कार्यक्रम',
      'फ़ोटो गैलरी',
      'वीडियो गैलरी',
      'हमारी टीम',
      'संपर्क',
    ])
  })

  it('covers every demo news item (paragraph by paragraph), photo and video', () => {
    for (const item of news) {
      const hi = newsHi[item.title]
      expect(hi?.title, item.title).toMatch(DEVANAGARI)
      expect(hi.content.split('\n'), item.title).toHaveLength(item.content.split('\n').length)
    }
    for (const item of photos) expect(photosHi[item.title]?.title, item.title).toMatch(DEVANAGARI)
    for (const item of videos) expect(videosHi[item.title]?.description, item.title).toMatch(DEVANAGARI)
    expect(Object.keys(newsHi)).toHaveLength(news.length)
    expect(Object.keys(photosHi)).toHaveLength(photos.length)
    expect(Object.keys(videosHi)).toHaveLength(videos.length)
  })
})

describe('hindiSide: the data the seed writes with locale hi', () => {
  const seedEn = {
    title: 'Team',
    menu: [
      { label: 'Home', href: '/' },
      { label: 'Media', children: [{ label: 'Photos', href: '/p' }] },
    ],
    aims: ['One'],
  }
  const seedHi = { title: 'टीम', menu: [{ label: 'मुख्य पृष्ठ' }, { label: 'मीडिया', children: [{ label: 'फ़ोटो' }] }], aims: ['एक'] }
  const stored = {
    title: 'Team',
    logo: 7,
    menu: [
      { id: 'a', label: 'Home', href: '/' },
      { id: 'b', label: 'Media', href: null, children: [{ id: 'c', label: 'Photos', href: '/p' }] },
    ],
    aims: [{ id: 'd', text: 'One' }],
  }
  const emptyHindi = {
    title: null,
    menu: [
      { id: 'a', label: null, href: '/' },
      { id: 'b', label: null, children: [{ id: 'c', label: null }] },
    ],
    aims: [{ id: 'd', text: null }],
  }

  it('gives the same rows (ids, links) with Hindi words, and leaves the rest of the global alone', () => {
    const { data, filled } = hindiSide(stored, emptyHindi, seedEn, seedHi)
    expect(data).toEqual({
      title: 'टीम',
      menu: [
        { id: 'a', label: 'मुख्य पृष्ठ', href: '/' },
        { id: 'b', label: 'मीडिया', href: null, children: [{ id: 'c', label: 'फ़ोटो', href: '/p' }] },
      ],
      aims: [{ id: 'd', text: 'एक' }],
    })
    expect(filled).toBe(5)
  })

  it('keeps Hindi that is already there, and has nothing to write when all of it is', () => {
    const written = {
      title: 'हमारी टीम',
      menu: [
        { id: 'a', label: 'मुखपृष्ठ' },
        { id: 'b', label: 'मीडिया', children: [{ id: 'c', label: 'फ़ोटो' }] },
      ],
      aims: [{ id: 'd', text: 'एक' }],
    }
    const { data, filled } = hindiSide(stored, written, seedEn, seedHi)
    expect(data.title).toBe('हमारी टीम')
    expect((data.menu as { label: string }[])[0].label).toBe('मुखपृष्ठ')
    expect(filled).toBe(0)
  })

  it('gives no seed words to a row whose English office staff changed, or to a row they added, and never the English', () => {
    const edited = { ...stored, menu: [{ id: 'a', label: 'Start', href: '/' }, stored.menu[1], { id: 'e', label: 'Members', href: '/m' }] }
    const { data } = hindiSide(edited, emptyHindi, seedEn, seedHi)
    expect(data.menu).toEqual([
      { id: 'a', label: null, href: '/' },
      { id: 'b', label: 'मीडिया', href: null, children: [{ id: 'c', label: 'फ़ोटो', href: '/p' }] },
      { id: 'e', label: null, href: '/m' },
    ])
  })
})
