/**
 * The hostile inputs, as tables: bad ids for a path, bad bodies for a request
 * (built from the fields a route reads), bad content types, bad query strings.
 * The malformed-input test crosses them with the route tables of ./routes.ts.
 */

const JSON_TYPE = { 'content-type': 'application/json' }

/** Ids no route can hold: broken escapes, NUL, signs, exponents, overflow, traversal, SQL. */
export const BAD_IDS = [
  '%ZZ',
  '%00',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '-1',
  '0',
  '1.5',
  '1e99',
  '9999999999999999999',
  '2147483648',
  'abc',
  '..%2F..',
  '%2e%2e',
  "1'%20OR%201=1--",
  'null',
  '%20',
  '1%0A2',
  '%FF%FE',
  'x'.repeat(3000),
]

export type BodyCase = { label: string; body?: string | Buffer; headers?: Record<string, string>; chunked?: boolean }

const json = (label: string, value: unknown): BodyCase => ({ label, body: JSON.stringify(value), headers: JSON_TYPE })
const rawJson = (label: string, body: string | Buffer): BodyCase => ({ label, body, headers: JSON_TYPE })

/** Bodies that are not a JSON object at all: broken JSON, other JSON values, nesting, invalid UTF-8. */
export const SHAPELESS_BODIES: BodyCase[] = [
  rawJson('empty JSON body', ''),
  rawJson('broken JSON', '{"a":'),
  rawJson('trailing garbage', '{"a":1}}'),
  rawJson('single quotes', "{'a':1}"),
  rawJson('NUL byte', '\u0000'),
  rawJson('JSON null', 'null'),
  rawJson('JSON array', '[]'),
  rawJson('array of objects', '[{}]'),
  rawJson('JSON string', '"text"'),
  rawJson('JSON number', '1e999'),
  rawJson('deep nesting', '['.repeat(20_000) + ']'.repeat(20_000)),
  rawJson('deep objects', '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)),
  rawJson('invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
  rawJson('UTF-16 BOM', Buffer.from('\ufeff{"a":1}', 'utf16le')),
  json('__proto__ pollution', JSON.parse('{"__proto__":{"role":"admin","isAdmin":true}}')),
  json('constructor pollution', { constructor: { prototype: { role: 'admin' } } }),
]

/** Right JSON, wrong declared type, or none. */
export const WRONG_TYPES: BodyCase[] = [
  { label: 'no content type', body: '{"a":1}' },
  { label: 'text/plain', body: '{"a":1}', headers: { 'content-type': 'text/plain' } },
  { label: 'form urlencoded', body: 'a=1&__proto__[x]=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { label: 'multipart without boundary', body: '--x\r\n\r\n', headers: { 'content-type': 'multipart/form-data' } },
  { label: 'JSON in UTF-16', body: Buffer.from('{"a":1}', 'utf16le'), headers: { 'content-type': 'application/json; charset=utf-16' } },
  { label: 'garbage type', body: '{"a":1}', headers: { 'content-type': ';;;===\u00e9' } },
]

/** Bodies over any sane cap: declared, and chunked with no Content-Length. */
export const OVERSIZED: BodyCase[] = [
  rawJson('1 MB JSON string', JSON.stringify({ a: 'x'.repeat(1024 * 1024) })),
  { label: '3 MB chunked JSON', body: JSON.stringify({ a: 'y'.repeat(3 * 1024 * 1024) }), headers: JSON_TYPE, chunked: true },
]

/** The hostile values one field gets, each in an otherwise empty object. */
export const FIELD_VALUES: [string, unknown][] = [
  ['null', null],
  ['number', 12345],
  ['huge number', 1e308],
  ['negative', -1],
  ['boolean', true],
  ['array', ['a', 'b']],
  ['object', { $gt: '' }],
  ['100,000 characters', 'x'.repeat(100_000)],
  ['NUL inside', 'a\u0000b'],
  ['control characters', '\u001b[31m\u0007\u0008'],
  ['lone surrogate', 'a\ud800b'],
  ['markup', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['SQL', "' OR 1=1--"],
  ['far-future date', '2999-01-01'],
  ['not a date', '31-31-2024'],
  ['traversal', '../../etc/passwd'],
]

/** Every body a route with `fields` gets: shapeless, wrongly typed, oversized, and each field's hostile values. */
export function bodiesFor(fields: string[], { fieldValues = FIELD_VALUES }: { fieldValues?: [string, unknown][] } = {}): BodyCase[] {
  const perField = fields.flatMap((f) => fieldValues.map(([label, value]) => json(`${f}: ${label}`, { [f]: value })))
  // Every field at once with one hostile value each, so a handler that checks fields in order meets a later one too.
  const together = fieldValues.map(([label, value]) => json(`all fields: ${label}`, Object.fromEntries(fields.map((f) => [f, value]))))
  return [...SHAPELESS_BODIES, ...WRONG_TYPES, ...OVERSIZED, ...perField, ...together]
}

/** A few bodies for a caller who should be turned away before the body is read. */
export const FEW_BODIES: BodyCase[] = [SHAPELESS_BODIES[1], SHAPELESS_BODIES[4], WRONG_TYPES[1], json('NUL field', { a: 'a\u0000b' })]

/** Query strings for pages and lists: broken escapes, NUL, pollution, huge values. */
export const BAD_QUERIES = [
  '?%ZZ',
  '?a=%ZZ',
  '?a=%00',
  '?%00=1',
  '?__proto__[role]=admin',
  '?constructor[prototype][x]=1',
  '?page=-5',
  '?page=1e99',
  '?id=9999999999999999999',
  '?a[]=1&a[b]=2',
  '?a[0][0][0][0][0][0][0][0][0][0][0][0]=1',
  `?q=${'x'.repeat(6000)}`,
  '?token=%E0%A4%A',
  '?t=..%2F..',
  '?a=%0D%0ASet-Cookie:%20x=1',
  '?' + '&'.repeat(2000),
]

/** Multipart bodies that are broken or forged, for the upload routes. */
export function multipartCases(fileField = 'file', extra: Record<string, string> = {}): BodyCase[] {
  const b = 'hostileBoundary42'
  const type = { 'content-type': `multipart/form-data; boundary=${b}` }
  const field = (name: string, value: string) => `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const file = (name: string, mime: string, data: string | Buffer) =>
    Buffer.concat([
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n`),
      Buffer.from(data),
      Buffer.from('\r\n'),
    ])
  const fields = Object.entries(extra)
    .map(([k, v]) => field(k, v))
    .join('')
  const form = (...parts: (string | Buffer)[]) =>
    Buffer.concat([Buffer.from(fields), ...parts.map((p) => Buffer.from(p)), Buffer.from(`--${b}--\r\n`)])
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
  return [
    {
      label: 'HTML posing as a PDF',
      body: form(file('x.pdf', 'application/pdf', '<html><script>alert(1)</script></html>')),
      headers: type,
    },
    { label: 'SVG posing as a PNG', body: form(file('x.png', 'image/png', '<svg onload="alert(1)"/>')), headers: type },
    { label: 'truncated PNG', body: form(file('x.png', 'image/png', png)), headers: type },
    { label: 'traversal in the name', body: form(file('../../x.js', 'image/png', png)), headers: type },
    { label: 'NUL in the name', body: form(file('a\u0000.png', 'image/png', png)), headers: type },
    { label: 'no file', body: form(field('alt', 'x')), headers: type },
    { label: 'two files', body: form(file('a.png', 'image/png', png), file('b.png', 'image/png', png)), headers: type },
    { label: 'malformed _payload', body: form(field('_payload', '{"alt":'), file('x.png', 'image/png', png)), headers: type },
    { label: '_payload with NUL', body: form(field('_payload', '{"alt":"a\\u0000b"}'), file('x.png', 'image/png', png)), headers: type },
    {
      label: 'truncated multipart',
      body: Buffer.from(
        `${fields}--${b}\r\nContent-Disposition: form-data; name="${fileField}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`,
      ),
      headers: type,
    },
    {
      label: 'boundary mismatch',
      body: form(file('x.png', 'image/png', png)),
      headers: { 'content-type': 'multipart/form-data; boundary=other' },
    },
    { label: 'missing boundary', body: form(file('x.png', 'image/png', png)), headers: { 'content-type': 'multipart/form-data' } },
    { label: 'empty multipart', body: '', headers: type },
    { label: 'garbage', body: 'not multipart at all', headers: type },
    {
      label: 'chunked truncated',
      body: Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${fileField}"; filename="x.png"\r\n\r\n`),
      headers: type,
      chunked: true,
    },
  ]
}

/** A whole PDF (it ends with its cross-reference table and %%EOF) whose catalog runs `action`. */
export const pdfWith = (action: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${action} >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\nxref\n0 3\ntrailer << /Root 1 0 R /Size 3 >>\nstartxref\n9\n%%EOF\n`,
  )

/**
 * Files of the right form that must still be refused: PDFs that carry
 * JavaScript, a PNG where a PDF belongs, a CSV roll with NUL in a cell.
 */
export function hostileFiles(fileField = 'file', extra: Record<string, string> = {}): BodyCase[] {
  const b = 'hostileBoundary43'
  const type = { 'content-type': `multipart/form-data; boundary=${b}` }
  const fields = Object.entries(extra)
    .map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('')
  const form = (name: string, mime: string, data: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `${fields}--${b}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${b}--\r\n`),
    ])
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
  const csv = 'name,email,phone,ehrms,district,dob\nA\u0000B,nul@example.org,9876543210,EHNUL1,Agra,1990-01-01\n'
  return [
    {
      label: 'PDF with /OpenAction JavaScript',
      body: form('order.pdf', 'application/pdf', pdfWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')),
      headers: type,
    },
    {
      label: 'PDF with a /JS name',
      body: form('order.pdf', 'application/pdf', pdfWith('/Names << /JavaScript << /Names [(a) << /S /JavaScript /JS (x) >>] >> >>')),
      headers: type,
    },
    { label: 'PNG as a PDF', body: form('order.pdf', 'application/pdf', png), headers: type },
    { label: 'CSV with NUL in a cell', body: form('roll.csv', 'text/csv', Buffer.from(csv)), headers: type },
  ]
}
