import zlib from 'node:zlib'

/**
 * Whether a PDF carries active content: JavaScript (actions, the document's
 * name tree), /Launch actions that start programs, or an XFA form (which holds
 * scripts of its own). A circular or a notice never needs any of them, so such
 * a PDF is refused; the sandbox CSP its file is served with (src/platform/http/security-headers.ts)
 * is the second line, for anything this reading misses.
 *
 * The keys are PDF names, which may be written with #xx escapes (/J#61vaScript)
 * and may sit in compressed object streams (/Type /ObjStm, PDF 1.5+); both are
 * undone before looking. An object stream that cannot be decoded (encrypted,
 * an unusual filter, cut short) cannot be checked, and is refused too.
 */
export type PdfVerdict = 'clean' | 'active' | 'uncheckable'

// A name ends at whitespace or a delimiter, so /JSON or /JS1 are other names.
const ACTIVE_NAME = /\/(?:JavaScript|JS|Launch|XFA)(?=[\s()<>[\]{}/%]|$)/
// The inflated object streams of one file, at most: far more than any real document's.
const MAX_INFLATED = 64 * 1024 * 1024

const decodeNames = (text: string) => text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

type Stream = { dict: string; data: Buffer }

/** Each stream with the dictionary in front of it; the data runs for /Length when it is given directly. */
function* streams(bytes: Buffer, text: string): Generator<Stream> {
  const keyword = /stream\r?\n/g
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const dictStart = text.lastIndexOf('obj', match.index)
    if (dictStart < 0 || text.slice(match.index - 3, match.index) === 'end') continue
    const dict = decodeNames(text.slice(dictStart, match.index))
    const start = match.index + match[0].length
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict)
    const end = length ? start + Number(length[1]) : text.indexOf('endstream', start)
    if (end < start || end > bytes.length) continue
    yield { dict, data: bytes.subarray(start, end) }
    keyword.lastIndex = end
  }
}

export function inspectPdf(bytes: Buffer): PdfVerdict {
  const text = bytes.toString('latin1')
  if (ACTIVE_NAME.test(decodeNames(text))) return 'active'
  let budget = MAX_INFLATED
  for (const { dict, data } of streams(bytes, text)) {
    if (!/\/Type\s*\/ObjStm/.test(dict)) continue
    // Only Flate alone is read; a predictor, another filter or encryption leaves the objects unreadable here.
    const filter = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(dict)?.[1].replace(/[[\]\s]/g, '')
    if (/\/Encrypt/.test(text) || /\/DecodeParms/.test(dict) || (filter !== undefined && filter !== '/FlateDecode')) return 'uncheckable'
    let objects: Buffer
    try {
      objects = filter ? zlib.inflateSync(data, { maxOutputLength: budget }) : data
    } catch {
      return 'uncheckable'
    }
    budget -= objects.length
    if (ACTIVE_NAME.test(decodeNames(objects.toString('latin1')))) return 'active'
  }
  return 'clean'
}
