import { defineMessages, type Message } from '../i18n/messages'

/**
 * Which files may be uploaded where (security.md 'Uploads'). The type is read
 * from the first bytes of the content (magic numbers), never from the file's name
 * or the type the browser declares: a page renamed .pdf or a JSON file named
 * .png is neither. HTML and SVG can carry script, so no folder accepts them.
 */

export type FileKind = 'pdf' | 'jpeg' | 'png' | 'webp'

/** The stored Content-Type and file extension of each kind. */
export const FILE_KINDS: Record<FileKind, { mimeType: string; ext: string }> = {
  pdf: { mimeType: 'application/pdf', ext: 'pdf' },
  jpeg: { mimeType: 'image/jpeg', ext: 'jpg' },
  png: { mimeType: 'image/png', ext: 'png' },
  webp: { mimeType: 'image/webp', ext: 'webp' },
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b)

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

const PDF = ascii('%PDF-')
const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')

/** The kind of file these bytes begin, or null for anything else (HTML, SVG, JSON, ZIP...). */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, PDF)) return 'pdf'
  if (startsWith(bytes, JPEG)) return 'jpeg'
  if (startsWith(bytes, PNG)) return 'png'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp'
  return null
}

const MB = 1024 * 1024

/** What a folder answers to a file of another type. */
const WRONG_TYPE = defineMessages('uploads.type', {
  onlyPdf: { en: 'Only PDF files can be uploaded here.', hi: 'यहाँ केवल PDF फ़ाइलें अपलोड की जा सकती हैं।' },
  onlyImages: { en: 'Only JPEG, PNG or WebP images can be uploaded here.', hi: 'यहाँ केवल JPEG, PNG या WebP चित्र अपलोड किए जा सकते हैं।' },
  attachments: {
    en: 'Attachments must be PDF files or JPEG, PNG or WebP images.',
    hi: 'संलग्न फ़ाइलें PDF या JPEG, PNG या WebP चित्र होनी चाहिए।',
  },
})

/** The storage folders of spec §7 'File storage' and what each accepts (limits are ours). */
export const UPLOAD_FOLDERS = {
  'news-pdfs': { accepts: ['pdf'], maxMB: 20, wrongType: WRONG_TYPE.onlyPdf },
  'news-photos': { accepts: ['jpeg', 'png', 'webp'], maxMB: 10, wrongType: WRONG_TYPE.onlyImages },
  'gallery-photos': { accepts: ['jpeg', 'png', 'webp'], maxMB: 10, wrongType: WRONG_TYPE.onlyImages },
  'gallery-photos/thumbnails': {
    accepts: ['jpeg', 'png', 'webp'],
    maxMB: 10,
    wrongType: WRONG_TYPE.onlyImages,
  },
  // A member's evidence for a grievance. Private: served only through /api/grievances (never public).
  'grievance-attachments': {
    accepts: ['pdf', 'jpeg', 'png', 'webp'],
    maxMB: 5,
    wrongType: WRONG_TYPE.attachments,
  },
} as const satisfies Record<string, { accepts: readonly FileKind[]; maxMB: number; wrongType: Message }>

export type UploadFolder = keyof typeof UPLOAD_FOLDERS

/** Folders no one uploads to through the media API (spec §7 upload): the grievance desk fills them itself. */
export const PRIVATE_FOLDERS: readonly UploadFolder[] = ['grievance-attachments']

/** A folder the media upload API accepts: one of spec §7's, never a private one. */
export const isUploadFolder = (value: unknown): value is UploadFolder =>
  typeof value === 'string' && Object.hasOwn(UPLOAD_FOLDERS, value) && !PRIVATE_FOLDERS.includes(value as UploadFolder)

export const maxBytesOf = (folder: UploadFolder) => UPLOAD_FOLDERS[folder].maxMB * MB

/** The largest file any folder takes: the cap while the folder is not yet known. */
export const LARGEST_UPLOAD_MB = Math.max(...Object.values(UPLOAD_FOLDERS).map((f) => f.maxMB))

const folders = Object.keys(UPLOAD_FOLDERS).filter(isUploadFolder).join(', ')

export const UPLOAD_MESSAGES = defineMessages('uploads', {
  folder: { en: `Please choose a folder: ${folders}.`, hi: `कृपया एक फ़ोल्डर चुनें: ${folders}।` },
  noFile: { en: 'Please choose a file to upload.', hi: 'कृपया अपलोड करने के लिए एक फ़ाइल चुनें।' },
  oneFile: { en: 'Please upload one file at a time.', hi: 'कृपया एक बार में एक ही फ़ाइल अपलोड करें।' },
  notMultipart: {
    en: 'Please send the file as multipart/form-data with the fields file and folder.',
    hi: 'कृपया फ़ाइल को multipart/form-data में file और folder फ़ील्ड के साथ भेजें।',
  },
  tooLarge: {
    en: (maxMB: number) => `The file is too large. The limit is ${maxMB} MB.`,
    hi: (maxMB: number) => `फ़ाइल बहुत बड़ी है। सीमा ${maxMB} MB है।`,
  },
  imageTooLarge: {
    en: (megapixels: number) => `The image is too large. The limit is ${megapixels} megapixels.`,
    hi: (megapixels: number) => `चित्र बहुत बड़ा है। सीमा ${megapixels} मेगापिक्सेल है।`,
  },
  unreadableImage: {
    en: 'The image could not be read. Please choose a JPEG, PNG or WebP image.',
    hi: 'चित्र पढ़ा नहीं जा सका। कृपया JPEG, PNG या WebP चित्र चुनें।',
  },
  damagedPdf: {
    en: 'The PDF seems damaged or incomplete. Please choose another PDF file.',
    hi: 'यह PDF खराब या अधूरी लगती है। कृपया दूसरी PDF फ़ाइल चुनें।',
  },
  pdfScripts: {
    en: 'The PDF contains scripts or actions that start programs. Please save it again as a plain PDF (for example with Print to PDF) and upload that.',
    hi: 'इस PDF में ऐसी स्क्रिप्ट या क्रियाएँ हैं जो प्रोग्राम चलाती हैं। कृपया इसे साधारण PDF के रूप में दोबारा सहेजें (जैसे Print to PDF से) और वही अपलोड करें।',
  },
  pdfUncheckable: {
    en: 'The PDF could not be checked (it may be encrypted). Please save it again as a plain PDF (for example with Print to PDF) and upload that.',
    hi: 'इस PDF की जाँच नहीं हो सकी (यह एन्क्रिप्टेड हो सकती है)। कृपया इसे साधारण PDF के रूप में दोबारा सहेजें (जैसे Print to PDF से) और वही अपलोड करें।',
  },
})

/**
 * A PDF ends with its cross-reference table (or `startxref`) and `%%EOF`; Payload
 * refuses a PDF without both in its last kilobyte, and so do we, with a clear message.
 */
export function isCompletePdf(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).toString('latin1')
  return tail.includes('%%EOF') && tail.includes('xref')
}

export type FileCheck = { ok: true; kind: FileKind } | { ok: false; status: 413 | 415; message: Message }

/** Whether `bytes` may be stored in `folder`: its type by content, then its size. */
export function checkUpload(folder: UploadFolder, bytes: Uint8Array): FileCheck {
  const rule = UPLOAD_FOLDERS[folder]
  if (bytes.byteLength > maxBytesOf(folder)) return { ok: false, status: 413, message: UPLOAD_MESSAGES.tooLarge(rule.maxMB) }
  const kind = sniffFileKind(bytes)
  if (!kind || !(rule.accepts as readonly FileKind[]).includes(kind)) return { ok: false, status: 415, message: rule.wrongType }
  if (kind === 'pdf' && !isCompletePdf(bytes)) return { ok: false, status: 415, message: UPLOAD_MESSAGES.damagedPdf }
  return { ok: true, kind }
}

/**
 * The stored name: upload time, then random hex, then the extension of the type
 * found in the content. Nothing of the client's file name is kept, so names like
 * `../../x.js` or `photo.html` never reach the storage path.
 */
export function storedFileName(kind: FileKind, now = Date.now()): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('')
  return `${now}-${random}.${FILE_KINDS[kind].ext}`
}
