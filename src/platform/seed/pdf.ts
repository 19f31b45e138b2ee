/**
 * A minimal one-page PDF, written by hand so the seed needs no PDF library.
 * Helvetica is one of the 14 standard fonts every viewer carries, so nothing is embedded.
 */

// PDF string literals treat backslash and parentheses as syntax; everything else is taken as is.
const escapePdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`)

/** Only 7-bit characters survive the standard font's encoding, so other characters become '?'. */
const toAscii = (s: string) => s.replace(/[^\x20-\x7e]/g, '?')

export function makePdf(lines: string[], title = 'Document'): Buffer {
  const textOps = lines
    .map((line, i) => {
      const size = i === 0 ? 18 : 12
      const y = 760 - (i === 0 ? 0 : 30 + (i - 1) * 18)
      return `BT /F1 ${size} Tf 56 ${y} Td (${escapePdfText(toAscii(line))}) Tj ET`
    })
    .join('\n')

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(textOps, 'latin1')} >>\nstream\n${textOps}\nendstream`,
    `<< /Title (${escapePdfText(toAscii(title))}) /Producer (UPCHO demo seed) >>`,
  ]

  // The xref table needs the byte offset of every object, so the file is built as bytes.
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`
  })
  const xrefAt = Buffer.byteLength(body, 'latin1')
  // Each xref entry must be exactly 20 bytes, hence the two-character line end.
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n` +
    `startxref\n${xrefAt}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
