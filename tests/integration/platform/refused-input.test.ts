import type { CollectionSlug, Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ACCOUNT_RESPONSES } from '../../../src/features/accounts/rules/account'
import { UPLOAD_FOLDERS, UPLOAD_MESSAGES } from '../../../src/platform/uploads/file-types'
import { CONTROL_CHARS_MESSAGE } from '../../../src/platform/validation/messages'
import { call, registration, uniqueIp } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { pdfs } from '../../fixtures/media/pdfs'
import { png } from '../../fixtures/media/images'
import { multipart, upload } from '../../fixtures/media/requests'
import { addGrievance, signIn, type Handler } from '../../support/admin-fixtures'
import { csvOf, rollRow, upload as uploadRoll } from '../../support/admin-import-fixtures'
import { addMembership, thisYear } from '../../support/register-fixtures'

/**
 * The review's 5xx on refused input: each is a clear 4xx and nothing is stored. An e-mail
 * Payload refuses on contact and registration; six registrations of one e-mail at once; a PDF with
 * JavaScript as a grievance attachment and as a news PDF; a PNG as a news PDF; NUL in an import cell,
 * in revoke and reinstate reasons, in a grievance reply, in the register's search and its export.
 */
let payload: Payload
let admin: { user: { id: number }; token: string }
let member: { user: { id: number }; token: string }
const r = {} as Record<
  'contact' | 'register' | 'fileCase' | 'upload' | 'dryRun' | 'revoke' | 'reinstate' | 'reply' | 'list' | 'exportList',
  Handler
>

beforeAll(async () => {
  payload = await testPayload()
  admin = await signIn(payload, 'admin')
  member = await signIn(payload, 'member')
  r.contact = (await import('../../../src/app/api/common/contact-us/route')).POST
  r.register = (await import('../../../src/app/api/auth/register/route')).POST
  r.fileCase = (await import('../../../src/app/api/common/grievance/route')).POST
  r.upload = (await import('../../../src/app/api/admin/upload/route')).POST
  r.dryRun = (await import('../../../src/app/api/admin/members/import/dry-run/route')).POST
  r.revoke = withParams('/api/admin/members/[id]/revoke', await import('../../../src/app/api/admin/members/[id]/revoke/route')).POST
  r.reinstate = withParams(
    '/api/admin/members/[id]/reinstate',
    await import('../../../src/app/api/admin/members/[id]/reinstate/route'),
  ).POST
  r.reply = withParams('/api/admin/grievances/[id]/replies', await import('../../../src/app/api/admin/grievances/[id]/replies/route')).POST
  r.list = (await import('../../../src/app/api/admin/members/route')).GET
  r.exportList = (await import('../../../src/app/api/admin/members/export/route')).GET
}, 120_000)

const count = async (collection: string, where: Where) =>
  (await payload.count({ collection: collection as CollectionSlug, where, overrideAccess: true })).totalDocs
const answer = async (res: Response) => ({ status: res.status, message: ((await res.json()) as { message?: string }).message })

describe('an e-mail Payload refuses', () => {
  it('contact: 400 with the spec message, nothing stored', async () => {
    const res = await call(r.contact, '/api/common/contact-us', { body: { name: 'Ramesh', email: 'x@y.z', message: 'Hello' } })
    expect(await answer(res)).toEqual({ status: 400, message: 'Please enter a valid email address' })
    expect(await count('contact-submissions', { email: { equals: 'x@y.z' } })).toBe(0)
  })

  it('registration: 400 with the spec message, no account', async () => {
    const res = await call(r.register, '/api/auth/register', { body: registration({ email: 'x@y.z' }) })
    expect(await answer(res)).toEqual({ status: 400, message: 'Please enter a valid email address' })
    expect(await count('users', { email: { equals: 'x@y.z' } })).toBe(0)
  })
})

it('six registrations of one e-mail at once: one account, the others 409 with the spec message', async () => {
  const first = registration()
  const forms = Array.from({ length: 6 }, (_, i) => (i === 0 ? first : { ...registration(), email: first.email }))
  const answers = await Promise.all(forms.map((body) => call(r.register, '/api/auth/register', { body }).then(answer)))
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
  for (const a of answers.filter((x) => x.status === 409)) expect(a.message).toBe(ACCOUNT_RESPONSES.emailTaken.en)
  expect(await count('users', { email: { equals: first.email } })).toBe(1)
})

describe('files that carry JavaScript, or are not what the folder takes', () => {
  it('a grievance attachment: 415 with the upload message, no case and no file stored', async () => {
    const before = await count('grievance-attachments', { owner: { equals: member.user.id } })
    const { body, contentType } = multipart([
      { name: 'subject', value: 'Scripted attachment' },
      { name: 'description', value: 'A PDF with JavaScript.' },
      { name: 'attachments', filename: 'order.pdf', type: 'application/pdf', data: pdfs.openActionJavaScript() },
    ])
    const res = await r.fileCase(
      new Request('http://localhost/api/common/grievance', {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': contentType, 'x-forwarded-for': uniqueIp() },
        body: body as Uint8Array<ArrayBuffer>,
      }),
    )
    expect(await answer(res)).toEqual({ status: 415, message: UPLOAD_MESSAGES.pdfScripts.en })
    expect(await count('grievances', { subject: { equals: 'Scripted attachment' } })).toBe(0)
    expect(await count('grievance-attachments', { owner: { equals: member.user.id } })).toBe(before)
  })

  it.each([
    ['a news PDF with JavaScript', () => Promise.resolve(pdfs.openActionJavaScript()), UPLOAD_MESSAGES.pdfScripts.en],
    ['a PNG as a news PDF', () => png(), UPLOAD_FOLDERS['news-pdfs'].wrongType.en],
  ])('%s on /api/admin/upload: 415 with the upload message, nothing stored', async (_label, data, message) => {
    const before = await count('documents', {})
    const { status, body } = await upload(r.upload, admin.token, 'news-pdfs', {
      data: await data(),
      filename: 'order.pdf',
      type: 'application/pdf',
    })
    expect({ status, message: (body as { message?: string }).message }).toEqual({ status: 415, message })
    expect(await count('documents', {})).toBe(before)
  })
})

describe('NUL bytes: 400 with a message, nothing stored', () => {
  it('in a cell of an imported roll', async () => {
    const before = await count('member-imports', {})
    const res = await uploadRoll(r.dryRun, csvOf([rollRow(), rollRow({ name: 'Ram\u0000esh' })]), admin.token)
    const { status, message } = await answer(res)
    expect(status).toBe(400)
    expect(message).toMatch(/control characters .* on line 3/)
    expect(await count('member-imports', {})).toBe(before)
  })

  it('in the reasons of revoke and reinstate', async () => {
    const paid = await signIn(payload, 'member')
    await addMembership(payload, paid.user.id, thisYear, 'paid')
    const revoke = await call(r.revoke, `/api/admin/members/${paid.user.id}/revoke`, {
      token: admin.token,
      body: { reason: 'Left\u0000service' },
    })
    expect(await answer(revoke)).toEqual({ status: 400, message: CONTROL_CHARS_MESSAGE.en })
    const stored = async () =>
      (await payload.find({ collection: 'memberships', where: { user: { equals: paid.user.id } }, overrideAccess: true })).docs[0].status
    expect(await stored()).toBe('paid')
    expect(
      (await call(r.revoke, `/api/admin/members/${paid.user.id}/revoke`, { token: admin.token, body: { reason: 'Left service' } })).status,
    ).toBe(200)
    const reinstate = await call(r.reinstate, `/api/admin/members/${paid.user.id}/reinstate`, {
      token: admin.token,
      body: { reason: 'Came\u0000back' },
    })
    expect(await answer(reinstate)).toEqual({ status: 400, message: CONTROL_CHARS_MESSAGE.en })
    expect(await stored()).toBe('revoked')
    expect(await count('member-events', { and: [{ member: { equals: paid.user.id } }, { reason: { like: 'Came' } }] })).toBe(0)
  })

  it('in a grievance reply', async () => {
    const grievance = await addGrievance(payload, member.user.id)
    const res = await call(r.reply, `/api/admin/grievances/${grievance.id}/replies`, {
      token: admin.token,
      body: { text: 'We are\u0000on it', internal: false },
    })
    expect(await answer(res)).toEqual({ status: 400, message: CONTROL_CHARS_MESSAGE.en })
    expect(await count('grievance-events', { and: [{ grievance: { equals: grievance.id } }, { kind: { in: ['reply', 'note'] } }] })).toBe(0)
  })

  it.each([
    ['the register search', '/api/admin/members'],
    ['its export', '/api/admin/members/export'],
  ] as const)('in %s', async (_label, path) => {
    const exportsBefore = await count('user-exports', {})
    for (const query of ['?q=a%00b', '?block=a%00b']) {
      const res = await call(path.endsWith('export') ? r.exportList : r.list, `${path}${query}`, { method: 'GET', token: admin.token })
      expect(await answer(res)).toEqual({ status: 400, message: CONTROL_CHARS_MESSAGE.en })
    }
    expect(await count('user-exports', {})).toBe(exportsBefore)
  })
})
