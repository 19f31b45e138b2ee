import type { Payload } from 'payload'

import { circulars, circularTags, type CircularSeed } from './seed-content'
import { makePdf } from '../../platform/seed/pdf'
import { ensureDocument, findId, istNoon } from '../../platform/seed/util'

/**
 * The demo library of circulars: the six subjects and seven orders with their
 * PDFs. Looked up by slug and number first, so a seed that stopped half-way
 * picks up where it was (src/runtime/seed/once.ts runs it once per database).
 */

type Log = (msg: string) => void

const LINE = 86 // characters of Helvetica 12 pt across an A4 page with margins

function wrap(text: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > LINE) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  return line ? [...lines, line] : lines
}

// The PDF's standard font has no Devanagari, so the document is the English text (typographic quotes made plain).
const pdfLines = (c: CircularSeed) =>
  [
    c.officeEn,
    `No. ${c.number}    Date: ${c.date.split('-').reverse().join('-')}`,
    '',
    ...wrap(`Subject: ${c.titleEn}`),
    '',
    ...wrap(c.summaryEn),
    '',
    'Demonstration document created by the website seed; not an actual government order.',
  ].map((l) => l.replace(/[‘’]/g, "'"))

export async function seedCirculars(payload: Payload, log: Log): Promise<void> {
  const tagIds = new Map<string, number>()
  for (const tag of circularTags) {
    const id =
      (await findId(payload, 'circular-tags', { slug: { equals: tag.slug } })) ??
      (await payload.create({ collection: 'circular-tags', data: tag, overrideAccess: true })).id
    tagIds.set(tag.slug, id)
  }
  for (const c of circulars) {
    if ((await findId(payload, 'circulars', { number: { equals: c.number } })) !== undefined) continue
    const title = `Circular ${c.number}`
    const pdf = await ensureDocument(payload, log, title, c.filename, () => makePdf([c.titleEn.slice(0, 60), ...pdfLines(c)], title))
    const { filename: _file, tags, date, ...fields } = c
    await payload.create({
      collection: 'circulars',
      data: { ...fields, date: istNoon(date), tags: tags.map((slug) => tagIds.get(slug)!), pdf },
      overrideAccess: true,
    })
    log(`created circular ${c.number}`)
  }
}
