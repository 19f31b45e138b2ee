import { describe, expect, it } from 'vitest'

import {
  checkUpload,
  isCompletePdf,
  isUploadFolder,
  maxBytesOf,
  sniffFileKind,
  storedFileName,
  UPLOAD_FOLDERS,
} from '../../../src/platform/uploads/file-types'

/** checkUpload's verdict with its message as an English caller reads it. */
const englishCheck = (...args: Parameters<typeof checkUpload>) => {
  const verdict = checkUpload(...args)
  return verdict.ok ? verdict : { ...verdict, message: verdict.message.en }
}

/** Upload types by content (security.md 'Uploads'): magic bytes, never the name or declared type. */
const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))))

const PDF_END = bytes('\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF\n')
const PDF = bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< >>\nendobj', PDF_END)
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0')
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')

const NOT_ALLOWED: [string, Buffer][] = [
  ['an HTML page', bytes('<!DOCTYPE html><html><script>alert(1)</script></html>')],
  ['an SVG image', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
  ['an SVG without the XML prolog', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ['JSON', bytes('{"png": true}')],
  ['a GIF', bytes('GIF89a\x01\x00\x01\x00')],
  ['a ZIP (or .docx)', bytes([0x50, 0x4b, 0x03, 0x04])],
  ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
  ['a PDF signature that does not start the file', bytes(' %PDF-1.4')],
  ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e, 0x47])],
  ['an empty file', Buffer.alloc(0)],
]

describe('sniffFileKind', () => {
  it.each([
    ['pdf', PDF],
    ['jpeg', JPEG],
    ['png', PNG],
    ['webp', WEBP],
  ] as const)('recognises %s by its first bytes', (kind, data) => {
    expect(sniffFileKind(data)).toBe(kind)
  })

  it.each(NOT_ALLOWED)('recognises nothing in %s', (_, data) => {
    expect(sniffFileKind(data)).toBeNull()
  })
})

describe('checkUpload', () => {
  it('takes only PDFs in news-pdfs', () => {
    expect(englishCheck('news-pdfs', PDF)).toEqual({ ok: true, kind: 'pdf' })
    for (const image of [JPEG, PNG, WEBP]) {
      expect(englishCheck('news-pdfs', image)).toEqual({ ok: false, status: 415, message: 'Only PDF files can be uploaded here.' })
    }
  })

  it.each(['news-photos', 'gallery-photos', 'gallery-photos/thumbnails'] as const)('takes only JPEG, PNG and WebP in %s', (folder) => {
    expect(englishCheck(folder, JPEG)).toEqual({ ok: true, kind: 'jpeg' })
    expect(englishCheck(folder, PNG)).toEqual({ ok: true, kind: 'png' })
    expect(englishCheck(folder, WEBP)).toEqual({ ok: true, kind: 'webp' })
    expect(englishCheck(folder, PDF)).toEqual({ ok: false, status: 415, message: 'Only JPEG, PNG or WebP images can be uploaded here.' })
  })

  it.each(NOT_ALLOWED)('refuses %s everywhere with 415', (_, data) => {
    for (const folder of Object.keys(UPLOAD_FOLDERS)) {
      expect(englishCheck(folder as keyof typeof UPLOAD_FOLDERS, data)).toMatchObject({ ok: false, status: 415 })
    }
  })

  it('caps a PDF at 20 MB and a photo at 10 MB (413), counting the bytes, not any declared size', () => {
    expect(maxBytesOf('news-pdfs')).toBe(20 * 1024 * 1024)
    expect(maxBytesOf('gallery-photos')).toBe(10 * 1024 * 1024)
    const pdfAtCap = Buffer.concat([PDF, Buffer.alloc(maxBytesOf('news-pdfs') - PDF.length - PDF_END.length), PDF_END])
    expect(englishCheck('news-pdfs', pdfAtCap)).toEqual({ ok: true, kind: 'pdf' })
    expect(englishCheck('news-pdfs', Buffer.concat([pdfAtCap.subarray(0, 100), Buffer.alloc(1), pdfAtCap.subarray(100)]))).toEqual({
      ok: false,
      status: 413,
      message: 'The file is too large. The limit is 20 MB.',
    })
    const photo = Buffer.concat([JPEG, Buffer.alloc(maxBytesOf('news-photos'))])
    expect(englishCheck('news-photos', photo)).toEqual({ ok: false, status: 413, message: 'The file is too large. The limit is 10 MB.' })
  })
})

describe('a PDF must be complete', () => {
  it('refuses a PDF cut off before its end (no xref and %%EOF in the last kilobyte)', () => {
    expect(isCompletePdf(PDF)).toBe(true)
    const cut = PDF.subarray(0, PDF.length - 8)
    expect(isCompletePdf(cut)).toBe(false)
    expect(englishCheck('news-pdfs', cut)).toEqual({
      ok: false,
      status: 415,
      message: 'The PDF seems damaged or incomplete. Please choose another PDF file.',
    })
    const padded = Buffer.concat([PDF, Buffer.alloc(2048, 0x20)])
    expect(englishCheck('news-pdfs', padded)).toMatchObject({ ok: false, status: 415 })
  })
})

describe('isUploadFolder', () => {
  it('knows the four folders of spec §7 and nothing else', () => {
    for (const folder of ['news-pdfs', 'news-photos', 'gallery-photos', 'gallery-photos/thumbnails'])
      expect(isUploadFolder(folder)).toBe(true)
    for (const other of ['', 'gallery-photos/', '../news-pdfs', 'news-pdfs/../..', 'toString', '__proto__', 'constructor', null, 1]) {
      expect(isUploadFolder(other)).toBe(false)
    }
  })
})

describe('storedFileName', () => {
  it('is the upload time, random hex and the extension of the sniffed type', () => {
    expect(storedFileName('jpeg', 1767225600000)).toMatch(/^1767225600000-[0-9a-f]{12}\.jpg$/)
    expect(storedFileName('pdf')).toMatch(/^\d{13}-[0-9a-f]{12}\.pdf$/)
    expect(storedFileName('png')).toMatch(/\.png$/)
    expect(storedFileName('webp')).toMatch(/\.webp$/)
  })

  it('differs for two files uploaded in the same millisecond', () => {
    const names = new Set(Array.from({ length: 100 }, () => storedFileName('jpeg', 1)))
    expect(names.size).toBe(100)
  })
})
