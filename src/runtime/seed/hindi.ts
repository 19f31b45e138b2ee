import type { GlobalSlug, Payload } from 'payload'

import { DEFER_NOTICE_VERSION } from '@/features/privacy/model'
import { contactDetails, homePage, leaders, missionVision, privacyPolicy, siteSettings } from './content'
import { contactDetailsHi, homePageHi, leadersHi, missionVisionHi, privacyPolicyHi, siteSettingsHi } from './content-hi'

/**
 * Writes the Hindi side of the demo content, only where that side is
 * still empty: the Hindi is read with `fallbackLocale: false`, so a Hindi text
 * office staff wrote is kept, and the English fallback is never mistaken for one.
 *
 * Lists are one list for both languages (Payload matches array rows by id): the
 * Hindi write passes the SAME rows, ids and all, with their links, photos and
 * social links, and only their words in Hindi. A row gets the seed's Hindi only
 * while its English is still the seed's English, so a row office staff renamed
 * or added is never given another row's translation.
 */

type Log = (msg: string) => void
type Obj = Record<string, unknown>

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value)
/** The CMS keeps short lists (aims, goals …) as rows of { text }; the seed writes them as plain strings. */
const asRows = (value: unknown): Obj[] => (Array.isArray(value) ? value.map((item) => (isObj(item) ? item : { text: item })) : [])

/** Which keys of an object (or of every row of a list) hold words: the keys the Hindi seed gives. */
type Shape = { [key: string]: 'text' | Shape }

function shapeOf(samples: Obj[]): Shape {
  const shape: Shape = {}
  for (const sample of samples) {
    for (const [key, value] of Object.entries(sample)) {
      if (typeof value === 'string') shape[key] = 'text'
      else if (Array.isArray(value)) shape[key] = { ...(shape[key] as Shape | undefined), ...shapeOf(asRows(value)) }
      else if (isObj(value)) shape[key] = { ...(shape[key] as Shape | undefined), ...shapeOf([value]) }
    }
  }
  return shape
}

type Merge = { filled: number }

/**
 * The Hindi side of one object: a global (`inRow` false: only its words are
 * sent, so Payload keeps everything else), an array row or a group (`inRow`
 * true: the English row's id, links and photo are copied, since the row is
 * shared, and a word with no Hindi is sent as null, never as the English).
 */
function hindiOf(
  english: Obj,
  current: Obj | undefined,
  seedEn: Obj | undefined,
  seedHi: Obj | undefined,
  shape: Shape,
  inRow: boolean,
  merge: Merge,
): Obj {
  const out: Obj = {}
  if (inRow) for (const [key, value] of Object.entries(english)) if (!(key in shape)) out[key] = value
  for (const [key, kind] of Object.entries(shape)) {
    const en = english[key]
    if (kind === 'text') {
      const now = current?.[key]
      if (!isEmpty(now)) out[key] = now
      else if (typeof seedHi?.[key] === 'string' && seedEn?.[key] === en && !isEmpty(en)) {
        out[key] = seedHi[key]
        merge.filled++
      } else if (inRow) out[key] = null
    } else if (Array.isArray(en)) {
      const currentRows = asRows(current?.[key])
      const seedEnRows = asRows(seedEn?.[key])
      const seedHiRows = asRows(seedHi?.[key])
      out[key] = (en as Obj[]).map((row, i) =>
        hindiOf(
          row,
          currentRows.find((r) => r.id === row.id),
          seedEnRows[i],
          seedHiRows[i],
          kind,
          true,
          merge,
        ),
      )
    } else if (isObj(en)) {
      out[key] = hindiOf(
        en,
        current?.[key] as Obj | undefined,
        seedEn?.[key] as Obj | undefined,
        seedHi?.[key] as Obj | undefined,
        kind,
        true,
        merge,
      )
    }
  }
  return out
}

/** The data to write with `locale: 'hi'`, and how many words the seed filled (0: nothing to write). */
export function hindiSide(english: Obj, current: Obj, seedEn: Obj, seedHi: Obj): { data: Obj; filled: number } {
  const merge = { filled: 0 }
  const data = hindiOf(english, current, seedEn, seedHi, shapeOf([seedHi]), false, merge)
  return { data, filled: merge.filled }
}

// The About page is absent on purpose: its English side is the Hindi text already (the fallback shows it on /hi/about).
const GLOBALS: [GlobalSlug, Obj, Obj][] = [
  ['site-settings', siteSettings, siteSettingsHi],
  ['home-page', homePage, homePageHi],
  ['mission-vision', missionVision, missionVisionHi],
  ['privacy-policy', privacyPolicy, privacyPolicyHi],
  ['leaders', leaders, leadersHi],
  ['contact-details', contactDetails, contactDetailsHi],
]

export async function seedGlobalsHindi(payload: Payload, log: Log): Promise<void> {
  for (const [slug, seedEn, seedHi] of GLOBALS) {
    const english = await payload.findGlobal({ slug, depth: 0, locale: 'en', overrideAccess: true })
    const current = await payload.findGlobal({ slug, depth: 0, locale: 'hi', fallbackLocale: false, overrideAccess: true })
    const { data, filled } = hindiSide(english as unknown as Obj, current as unknown as Obj, seedEn, seedHi)
    if (!filled) continue
    // The privacy notice's version is made after both languages (seedGlobals): one version, not two.
    await payload.updateGlobal({ slug, locale: 'hi', data: data as never, overrideAccess: true, context: DEFER_NOTICE_VERSION })
    log(`filled the Hindi side of ${slug} (${filled} texts)`)
  }
}

/** The Hindi of one news item, photo or video, field by field where its Hindi is still empty. */
export async function seedDocumentHindi(
  payload: Payload,
  log: Log,
  collection: 'news' | 'photos' | 'videos',
  id: number,
  hindi: Record<string, string> | undefined,
): Promise<void> {
  if (!hindi) return
  const current = (await payload.findByID({
    collection,
    id,
    depth: 0,
    locale: 'hi',
    fallbackLocale: false,
    overrideAccess: true,
  })) as unknown as Obj
  const data = Object.fromEntries(Object.entries(hindi).filter(([key]) => isEmpty(current[key])))
  if (Object.keys(data).length === 0) return
  await payload.update({ collection, id, locale: 'hi', data, overrideAccess: true })
  log(`filled the Hindi of ${collection} "${hindi.title ?? id}"`)
}
