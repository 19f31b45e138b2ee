import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '../../../src/platform/config/env'
import { makePdf } from '../../../src/platform/seed/pdf'
import { STORED_FILE_HEADERS } from '../../../src/platform/http/security-headers'
import { uniqueIp } from '../../support/auth'
import { cmsApi } from '../../support/cms-api'
import { withParams } from '../../support/route-params'
import { multipart } from '../../fixtures/media/requests'
import { signIn, type Handler } from '../../support/admin-fixtures'

/**
 * The files of a case: GET /api/grievances/{caseNumber}/attachments/{id}
 * gives them to the member who filed the case, admins, and the coordinator of
 * its district unless the case is sensitive; everyone else hears 404. Payload's
 * own routes (/cms-api/grievance-attachments…) give them to nobody. Deleting a
 * case removes its files.
 */
let payload: Payload
let file: Handler
let fileCase: Handler

type Who = 'anonymous' | 'owner' | 'another member' | 'editor' | 'district coordinator' | 'other coordinator' | 'admin'
const tokens = {} as Record<Who, string | undefined>
type Filed = { caseNumber: string; id: number; attachmentIds: number[]; filenames: string[] }
let open: Filed
let sensitive: Filed
const PDF = makePdf(['Pay slip for October'], 'Pay slip')

async function fileWithPdf(token: string, category: string): Promise<Filed> {
  const { body, contentType } = multipart([
    { name: 'subject', value: 'Honorarium not paid' },
    { name: 'description', value: 'Pay slip attached.' },
    { name: 'category', value: category },
    { name: 'attachments', filename: 'payslip.pdf', type: 'application/pdf', data: PDF },
  ])
  const res = await fileCase(
    new Request('http://localhost/api/common/grievance', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'x-forwarded-for': uniqueIp() },
      body: body as Uint8Array<ArrayBuffer>,
    }),
  )
  expect(res.status).toBe(201)
  const { caseNumber } = (await res.json()) as { caseNumber: string }
  const doc = (
    await payload.find({ collection: 'grievances', where: { caseNumber: { equals: caseNumber } }, depth: 1, overrideAccess: true })
  ).docs[0]
  const attachments = doc.attachments as { id: number; filename: string }[]
  return { caseNumber, id: doc.id, attachmentIds: attachments.map((a) => a.id), filenames: attachments.map((a) => a.filename) }
}

const getFile = (caseNumber: string, attachmentId: number | string, token?: string) =>
  file(
    new Request(`http://localhost/api/grievances/${caseNumber}/attachments/${attachmentId}`, {
      headers: { 'x-forwarded-for': uniqueIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }),
  )

beforeAll(async () => {
  payload = await (await import('../../support/payload')).testPayload()
  ;({ GET: file } = withParams(
    '/api/grievances/[caseNumber]/attachments/[attachmentId]',
    await import('../../../src/app/api/grievances/[caseNumber]/attachments/[attachmentId]/route'),
  ))
  ;({ POST: fileCase } = await import('../../../src/app/api/common/grievance/route'))
  const owner = await signIn(payload, 'member', { district: 'Agra' })
  tokens.owner = owner.token
  tokens['another member'] = (await signIn(payload, 'member', { district: 'Agra' })).token
  tokens.editor = (await signIn(payload, 'editor')).token
  tokens['district coordinator'] = (await signIn(payload, 'coordinator', { districts: ['Agra'] })).token
  tokens['other coordinator'] = (await signIn(payload, 'coordinator', { districts: ['Lucknow'] })).token
  tokens.admin = (await signIn(payload, 'admin')).token
  open = await fileWithPdf(owner.token, 'honorarium')
  sensitive = await fileWithPdf(owner.token, 'harassment')
})

const ALLOWED: Who[] = ['owner', 'admin', 'district coordinator']
const EVERYONE: Who[] = ['anonymous', 'owner', 'another member', 'editor', 'district coordinator', 'other coordinator', 'admin']

describe('GET /api/grievances/{caseNumber}/attachments/{id}', () => {
  it.each(EVERYONE.map((who) => [who, ALLOWED.includes(who)] as const))('%s: the file of an ordinary case → %s', async (who, allowed) => {
    const res = await getFile(open.caseNumber, open.attachmentIds[0], tokens[who])
    if (!allowed) {
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Grievance not found' })
      return
    }
    expect(res.status).toBe(200)
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${open.filenames[0]}"`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-security-policy')).toBe(STORED_FILE_HEADERS['Content-Security-Policy'])
  })

  it.each(EVERYONE.map((who) => [who, who === 'owner' || who === 'admin'] as const))(
    '%s: the file of a sensitive case → %s',
    async (who, allowed) => {
      const res = await getFile(sensitive.caseNumber, sensitive.attachmentIds[0], tokens[who])
      expect(res.status).toBe(allowed ? 200 : 404)
    },
  )

  it("answers 404 for another case's file, a made-up id, a bad case number and a missing file", async () => {
    expect((await getFile(open.caseNumber, sensitive.attachmentIds[0], tokens.admin)).status).toBe(404)
    expect((await getFile(open.caseNumber, 999999999, tokens.admin)).status).toBe(404)
    expect((await getFile(open.caseNumber, 'abc', tokens.admin)).status).toBe(404)
    expect((await getFile('GRV-26-1', open.attachmentIds[0], tokens.admin)).status).toBe(404)
    expect((await getFile("GRV-2026-000001' OR 1=1", open.attachmentIds[0], tokens.admin)).status).toBe(404)
  })
})

describe("Payload's own routes never serve an attachment", () => {
  it.each(EVERYONE)('%s gets no file from /cms-api/grievance-attachments', async (who) => {
    const token = tokens[who]
    const { filenames, attachmentIds } = open
    for (const p of ['grievance-attachments', `grievance-attachments/${attachmentIds[0]}`, `grievance-attachments/file/${filenames[0]}`]) {
      const res = await cmsApi('GET', p, { token })
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.includes(Buffer.from('%PDF-')), `${who} ${p}`).toBe(false)
      expect(bytes.includes(Buffer.from(filenames[0])), `${who} ${p}`).toBe(false)
    }
  })
})

describe('deleting a case', () => {
  it('removes its attachments and their files', async () => {
    const owner = await signIn(payload, 'member')
    const filed = await fileWithPdf(owner.token, 'leave')
    const onDisk = path.join(getEnv().mediaDir, 'grievance-attachments', filed.filenames[0])
    expect(fs.existsSync(onDisk)).toBe(true)
    await payload.delete({ collection: 'grievances', id: filed.id, overrideAccess: true })
    expect(
      await payload.findByID({
        collection: 'grievance-attachments',
        id: filed.attachmentIds[0],
        overrideAccess: true,
        disableErrors: true,
      }),
    ).toBeNull()
    expect(fs.existsSync(onDisk)).toBe(false)
  })
})
