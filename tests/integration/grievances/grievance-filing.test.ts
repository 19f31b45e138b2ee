import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { getEnv } from '../../../src/platform/config/env'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { call, uniqueIp } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { signIn } from '../../support/admin-fixtures'
import { multipart, type Part } from '../../fixtures/media/requests'
import { png } from '../../fixtures/media/images'
import { makePdf } from '../../../src/platform/seed/pdf'

/**
 * POST /api/common/grievance: JSON or multipart with up to
 * three attachments checked by content; 201 {message, caseNumber}; a refusal
 * stores nothing (no case, no attachment document, no file); the member's
 * confirmation is queued once, in their language; case numbers stay unique
 * when 50 members file at once.
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let POST: Handler
let upload: Handler

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST } = await import('../../../src/app/api/common/grievance/route'))
  ;({ POST: upload } = await import('../../../src/app/api/admin/upload/route'))
})

afterEach(() => vi.restoreAllMocks())

const good = { subject: 'Honorarium for October not paid', description: 'My honorarium for October has not been credited yet.' }
const db = () => drizzleOf(payload)
const attachmentDir = () => path.join(getEnv().mediaDir, 'grievance-attachments')
const filesOnDisk = () => (fs.existsSync(attachmentDir()) ? fs.readdirSync(attachmentDir()).length : 0)
const counts = async () => ({
  cases: (await payload.count({ collection: 'grievances', overrideAccess: true })).totalDocs,
  attachments: (await payload.count({ collection: 'grievance-attachments', overrideAccess: true })).totalDocs,
  files: filesOnDisk(),
})

const file = (data: Buffer, filename: string, type = 'application/pdf'): Part => ({ name: 'attachments', filename, type, data })
const pdf = () => makePdf(['Pay slip for October', 'Honorarium: not credited'], 'Pay slip')

function filing(token: string | undefined, parts: Part[]): Request {
  const { body, contentType } = multipart(parts)
  const headers: Record<string, string> = {
    'x-forwarded-for': uniqueIp(),
    'content-type': contentType,
    'content-length': String(body.length),
  }
  if (token) headers.authorization = `Bearer ${token}`
  return new Request('http://localhost/api/common/grievance', { method: 'POST', headers, body: body as Uint8Array<ArrayBuffer> })
}
const fields = (category?: string): Part[] => [
  { name: 'subject', value: good.subject },
  { name: 'description', value: good.description },
  ...(category === undefined ? [] : [{ name: 'category', value: category }]),
]

const caseOf = async (caseNumber: string) =>
  (await payload.find({ collection: 'grievances', where: { caseNumber: { equals: caseNumber } }, depth: 1, overrideAccess: true })).docs[0]

describe('filing as JSON (the spec call)', () => {
  it("answers 201 {message, caseNumber} and files under 'other' without a category", async () => {
    const { token, user } = await signIn(payload, 'member')
    const res = await call(POST, '/api/common/grievance', { token, body: good })
    expect(res.status).toBe(201)
    const body = (await res.json()) as { message: string; caseNumber: string }
    expect(body.message).toBe('Grievance submitted successfully!')
    expect(body.caseNumber).toMatch(/^GRV-\d{4}-\d{6}$/)
    const doc = await caseOf(body.caseNumber)
    expect(doc).toMatchObject({ subject: good.subject, status: 'pending', user: expect.objectContaining({ id: user.id }) })
    expect(doc.category).toMatchObject({ key: 'other' })
  })

  it('takes a category by its key', async () => {
    const { token } = await signIn(payload, 'member')
    const res = await call(POST, '/api/common/grievance', { token, body: { ...good, category: 'honorarium' } })
    expect(res.status).toBe(201)
    expect((await caseOf(((await res.json()) as { caseNumber: string }).caseNumber)).category).toMatchObject({ key: 'honorarium' })
  })

  it('files a harassment case straight at the state level, sensitive', async () => {
    const { token } = await signIn(payload, 'member')
    const res = await call(POST, '/api/common/grievance', { token, body: { ...good, category: 'harassment' } })
    expect(await caseOf(((await res.json()) as { caseNumber: string }).caseNumber)).toMatchObject({ sensitive: true, level: 'state' })
  })

  it.each([
    ['an unknown key', 'no-such-category'],
    ['a number', 3],
    ['malformed text', '../honorarium'],
  ])('refuses %s as category with 400 and stores nothing', async (_what, category) => {
    const { token } = await signIn(payload, 'member')
    const before = await counts()
    const res = await call(POST, '/api/common/grievance', { token, body: { ...good, category } })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Please choose a category from the list.' })
    expect(await counts()).toEqual(before)
  })

  it('refuses a category the office has retired', async () => {
    const { token } = await signIn(payload, 'member')
    const key = `retired-${Date.now().toString(36)}`
    await payload.create({ collection: 'grievance-categories', data: { key, name: 'Retired', active: false }, overrideAccess: true })
    const res = await call(POST, '/api/common/grievance', { token, body: { ...good, category: key } })
    expect(res.status).toBe(400)
  })
})

describe('filing with attachments (multipart)', () => {
  it('stores the case with a PDF and a PNG, each in the private folder, owned by the member', async () => {
    const { token, user } = await signIn(payload, 'member')
    const before = await counts()
    const res = await POST(
      filing(token, [...fields('leave'), file(pdf(), 'payslip.pdf'), file(await png(40, 30), 'photo.png', 'image/png')]),
    )
    expect(res.status).toBe(201)
    const { caseNumber } = (await res.json()) as { caseNumber: string }
    const doc = await caseOf(caseNumber)
    expect(doc.category).toMatchObject({ key: 'leave' })
    expect(doc.attachments).toHaveLength(2)
    const stored = doc.attachments as { owner: unknown; mimeType: string; filename: string }[]
    expect(stored.map((a) => a.mimeType)).toEqual(['application/pdf', 'image/png'])
    for (const a of stored) {
      expect(a.owner).toBe(user.id)
      // A generated name: nothing of the member's file name reaches storage.
      expect(a.filename).not.toMatch(/payslip|photo/)
      expect(fs.existsSync(path.join(attachmentDir(), a.filename))).toBe(true)
    }
    expect(await counts()).toEqual({ cases: before.cases + 1, attachments: before.attachments + 2, files: before.files + 2 })
  })

  it('takes a PNG named .pdf as the PNG it is', async () => {
    const { token } = await signIn(payload, 'member')
    const res = await POST(filing(token, [...fields(), file(await png(), 'scan.pdf', 'application/pdf')]))
    expect(res.status).toBe(201)
    const doc = await caseOf(((await res.json()) as { caseNumber: string }).caseNumber)
    expect((doc.attachments as { mimeType: string; filename: string }[])[0]).toMatchObject({
      mimeType: 'image/png',
      filename: expect.stringMatching(/\.png$/),
    })
  })

  it.each([
    [
      'a 6 MB PDF',
      async () => [file(Buffer.concat([pdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]), 'big.pdf')],
      413,
      'Each attachment must be at most 5 MB.',
    ],
    [
      'an HTML page named .pdf',
      async () => [file(Buffer.from('<!doctype html><script>alert(1)</script>'), 'evil.pdf')],
      415,
      'Attachments must be PDF files or JPEG, PNG or WebP images.',
    ],
    [
      'an SVG image',
      async () => [file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml')],
      415,
      'Attachments must be PDF files or JPEG, PNG or WebP images.',
    ],
    ['4 files', async () => [1, 2, 3, 4].map((n) => file(pdf(), `p${n}.pdf`)), 400, 'You can attach at most 3 files.'],
    [
      'a good file beside a bad one',
      async () => [file(pdf(), 'ok.pdf'), file(Buffer.from('MZ\x90\x00'), 'tool.pdf')],
      415,
      'Attachments must be PDF files or JPEG, PNG or WebP images.',
    ],
  ])('refuses %s with the right status and message and stores nothing', async (_what, files, status, message) => {
    const { token } = await signIn(payload, 'member')
    const before = await counts()
    const res = await POST(filing(token, [...fields('leave'), ...(await files())]))
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual({ message })
    expect(await counts()).toEqual(before)
  })

  it('refuses an unknown category before storing any file', async () => {
    const { token } = await signIn(payload, 'member')
    const before = await counts()
    const res = await POST(filing(token, [...fields('nonsense'), file(pdf(), 'ok.pdf')]))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'Please choose a category from the list.' })
    expect(await counts()).toEqual(before)
  })

  it('answers a body larger than every file allowed with 413 before reading it all', async () => {
    const { token } = await signIn(payload, 'member')
    const before = await counts()
    const res = await POST(
      filing(token, [
        ...fields(),
        ...[1, 2, 3, 4].map(() => file(Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024 - 4096, 0x20)]), 'p.pdf')),
      ]),
    )
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'Each attachment must be at most 5 MB.' })
    expect(await counts()).toEqual(before)
  })

  it('answers a broken multipart body with 400 and a missing subject with the spec message', async () => {
    const { token } = await signIn(payload, 'member')
    const broken = new Request('http://localhost/api/common/grievance', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=xyz', 'x-forwarded-for': uniqueIp() },
      body: 'not a multipart body',
    })
    const res = await POST(broken)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/multipart\/form-data/)
    const noSubject = await POST(filing(token, [{ name: 'description', value: good.description }, file(pdf(), 'ok.pdf')]))
    expect(noSubject.status).toBe(400)
    expect(await noSubject.json()).toEqual({ message: 'Subject is required' })
  })

  it('removes the stored files when the case itself cannot be filed', async () => {
    const { token } = await signIn(payload, 'member')
    const before = await counts()
    const create = payload.create.bind(payload)
    vi.spyOn(payload, 'create').mockImplementation(((args: { collection: string }) =>
      args.collection === 'grievances' ? Promise.reject(new Error('database went away')) : create(args as never)) as never)
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const res = await POST(filing(token, [...fields(), file(pdf(), 'a.pdf'), file(await png(), 'b.png', 'image/png')]))
    expect(res.status).toBe(500)
    expect(await counts()).toEqual(before)
  })

  it('answers 401 without a token and stores nothing', async () => {
    const before = await counts()
    const res = await POST(filing(undefined, [...fields(), file(pdf(), 'a.pdf')]))
    expect(res.status).toBe(401)
    expect(await counts()).toEqual(before)
  })
})

describe('the confirmation mail', () => {
  const mailsOf = (userId: number) =>
    rows(db(), sql`SELECT subject, body_text, dedupe_key FROM mail_outbox WHERE user_id = ${userId} AND kind = 'grievance-filed-member'`)

  it('is queued exactly once per case, in English, with the case number, due date and link', async () => {
    const { token, user } = await signIn(payload, 'member')
    const res = await call(POST, '/api/common/grievance', { token, body: good })
    const { caseNumber } = (await res.json()) as { caseNumber: string }
    const doc = await caseOf(caseNumber)
    const mails = await mailsOf(user.id)
    expect(mails).toHaveLength(1)
    expect(mails[0].dedupe_key).toBe(`grievance:${doc.id}:filed-member`)
    expect(mails[0].subject).toBe(`Your grievance ${caseNumber} has been filed`)
    const due = new Date(String(doc.dueAt)).toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' }).replaceAll('/', '-')
    expect(mails[0].body_text).toContain(due)
    expect(mails[0].body_text).toContain(`${getEnv().siteUrl}/grievances/${caseNumber}`)
  })

  it("comes in Hindi for a member whose language is Hindi, with the Hindi page's link", async () => {
    const { token, user } = await signIn(payload, 'member', { preferredLanguage: 'hi' })
    const res = await call(POST, '/api/common/grievance', { token, body: good })
    const { caseNumber } = (await res.json()) as { caseNumber: string }
    const [mail] = await mailsOf(user.id)
    expect(mail.subject).toBe(`आपकी शिकायत ${caseNumber} दर्ज हो गई है`)
    expect(mail.body_text).toContain(`${getEnv().siteUrl}/hi/grievances/${caseNumber}`)
  })
})

describe('case numbers', () => {
  it('gives 50 members filing at once 50 distinct numbers of one sequence', async () => {
    const members = await Promise.all(Array.from({ length: 50 }, () => signIn(payload, 'member')))
    const answers = await Promise.all(members.map(({ token }) => call(POST, '/api/common/grievance', { token, body: good })))
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(201))
    const numbers = await Promise.all(answers.map(async (r) => ((await r.json()) as { caseNumber: string }).caseNumber))
    expect(new Set(numbers).size).toBe(50)
    const year = numbers[0].slice(4, 8)
    expect(numbers.every((n) => n.startsWith(`GRV-${year}-`))).toBe(true)
    const sequence = numbers.map((n) => Number(n.slice(9))).sort((a, b) => a - b)
    // One sequence without gaps: files run one at a time, so nobody else files meanwhile.
    expect(sequence[49] - sequence[0]).toBe(49)
  }, 180_000)
})

describe('the media upload API', () => {
  it('refuses the grievance-attachments folder, even to an admin', async () => {
    const { token } = await signIn(payload, 'admin')
    const { body, contentType } = multipart([
      { name: 'folder', value: 'grievance-attachments' },
      { name: 'file', filename: 'a.pdf', type: 'application/pdf', data: pdf() },
    ])
    const before = await counts()
    const res = await upload(
      new Request('http://localhost/api/admin/upload', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'x-forwarded-for': uniqueIp() },
        body: body as Uint8Array<ArrayBuffer>,
      }),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/^Please choose a folder/)
    expect(await counts()).toEqual(before)
  })
})
