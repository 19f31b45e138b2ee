import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withParams } from '../../support/route-params'

/**
 * Grievance attachments with S3 configured, against s3rver on
 * loopback as in admin-media-s3.test.ts: a filed PDF lands in the bucket under
 * grievance-attachments/ (nothing on local disk), the desk's own route serves it
 * to the member and refuses another member, Payload's file route serves it to
 * nobody, and deleting the case removes the object. Every app module is imported
 * after the S3 variables are set (each test file has its own module graph).
 */
type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> }
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass

type Handler = (request: Request) => Promise<Response>
const BUCKET = 'upcho-grievance-test'
const S3_ENV = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const savedEnv = Object.fromEntries(S3_ENV.map((k) => [k, process.env[k]]))

let server: S3rverInstance
let s3Dir: string
let endpoint: string
let payload: Payload
let fileCase: Handler
let file: Handler
let cmsFile: Handler
let member: { token: string }
let other: { token: string }
let admin: { token: string }
let multipart: typeof import('../../fixtures/media/requests').multipart
let uniqueIp: () => string
let makePdf: typeof import('../../../src/platform/seed/pdf').makePdf

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-s3rver-grv-'))
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] })
  const { port } = await server.run()
  endpoint = `http://127.0.0.1:${port}`
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })

  payload = await (await import('../../support/payload')).testPayload()
  expect(payload.collections['grievance-attachments'].config.upload.disableLocalStorage).toBe(true)
  const { signIn } = await import('../../support/admin-fixtures')
  member = await signIn(payload, 'member')
  other = await signIn(payload, 'member')
  admin = await signIn(payload, 'admin')
  ;({ POST: fileCase } = await import('../../../src/app/api/common/grievance/route'))
  ;({ GET: file } = withParams(
    '/api/grievances/[caseNumber]/attachments/[attachmentId]',
    await import('../../../src/app/api/grievances/[caseNumber]/attachments/[attachmentId]/route'),
  ))
  const { REST_GET } = await import('@payloadcms/next/routes')
  const GET = REST_GET((await import('../../../payload.config')).default)
  cmsFile = (request) => GET(request, { params: Promise.resolve({ slug: new URL(request.url).pathname.split('/').slice(2) }) })
  ;({ multipart } = await import('../../fixtures/media/requests'))
  ;({ uniqueIp } = await import('../../support/auth'))
  ;({ makePdf } = await import('../../../src/platform/seed/pdf'))
})

afterAll(async () => {
  for (const key of S3_ENV) {
    if (savedEnv[key] === undefined) delete process.env[key]
    else process.env[key] = savedEnv[key]
  }
  await server?.close()
  if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true })
})

async function keysUnder(prefix: string): Promise<string[]> {
  const res = await fetch(`${endpoint}/${BUCKET}?list-type=2&max-keys=1000&prefix=${encodeURIComponent(prefix)}`)
  return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1])
}

const bearer = (token?: string): Record<string, string> => ({
  'x-forwarded-for': uniqueIp(),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
})

describe('grievance attachments in S3', () => {
  it('are stored in the bucket, served by the desk to the member only, never by Payload, and removed with the case', async () => {
    const pdf = makePdf(['Pay slip for October'], 'Pay slip')
    const { body, contentType } = multipart([
      { name: 'subject', value: 'Honorarium not paid' },
      { name: 'description', value: 'Pay slip attached.' },
      { name: 'attachments', filename: 'payslip.pdf', type: 'application/pdf', data: pdf },
    ])
    const res = await fileCase(
      new Request('http://localhost/api/common/grievance', {
        method: 'POST',
        headers: { ...bearer(member.token), 'content-type': contentType },
        body: body as Uint8Array<ArrayBuffer>,
      }),
    )
    expect(res.status).toBe(201)
    const { caseNumber } = (await res.json()) as { caseNumber: string }
    const doc = (
      await payload.find({ collection: 'grievances', where: { caseNumber: { equals: caseNumber } }, depth: 1, overrideAccess: true })
    ).docs[0]
    const [attachment] = doc.attachments as { id: number; filename: string }[]
    const key = `grievance-attachments/${attachment.filename}`
    expect(await keysUnder('grievance-attachments/')).toContain(key)
    const { getEnv } = await import('../../../src/platform/config/env')
    expect(fs.existsSync(path.join(getEnv().mediaDir, 'grievance-attachments', attachment.filename))).toBe(false)

    const url = `http://localhost/api/grievances/${caseNumber}/attachments/${attachment.id}`
    const served = await file(new Request(url, { headers: bearer(member.token) }))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/pdf')
    expect(served.headers.get('cache-control')).toBe('private, no-store')
    expect(
      Buffer.from(await served.arrayBuffer()).equals(await (await fetch(`${endpoint}/${BUCKET}/${key}`)).arrayBuffer().then(Buffer.from)),
    ).toBe(true)
    expect((await file(new Request(url, { headers: bearer(other.token) }))).status).toBe(404)
    expect((await file(new Request(url, { headers: bearer() }))).status).toBe(404)

    for (const token of [undefined, member.token, admin.token]) {
      const viaPayload = await cmsFile(
        new Request(`http://localhost/cms-api/grievance-attachments/file/${attachment.filename}`, {
          headers: token ? { authorization: `JWT ${token}` } : {},
        }),
      )
      expect(viaPayload.status).not.toBe(200)
      expect(Buffer.from(await viaPayload.arrayBuffer()).includes(Buffer.from('%PDF-'))).toBe(false)
    }

    await payload.delete({ collection: 'grievances', id: doc.id, overrideAccess: true })
    expect(await keysUnder(key)).toEqual([])
  })
})
