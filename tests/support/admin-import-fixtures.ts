import type { Payload } from 'payload'
import { expect } from 'vitest'

import { call, uniqueIp } from './auth'
import { settleJobs } from './jobs'
import { unique } from './payload'
import { withParams } from './route-params'

/** Shared by the admin-import*.test.ts files: the three import routes, rolls as CSV text, and uploads. */

type Handler = (request: Request) => Promise<Response>

export async function importRoutes() {
  return {
    dryRun: (await import('../../src/app/api/admin/members/import/dry-run/route')).POST as Handler,
    commit: (await import('../../src/app/api/admin/members/import/commit/route')).POST as Handler,
    status: withParams('/api/admin/members/import/[id]', await import('../../src/app/api/admin/members/import/[id]/route')).GET as Handler,
  }
}

export const HEADER = 'name,email,phone,ehrms,district,block,ayushman,dob,joiningDate,paidYear,receiptReference'

let phoneCounter = Date.now() % 1_000_000
/** A 10-digit phone no other test uses (the shared fixtures all have 9876543210). */
export const uniquePhone = () => `7${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter++ % 1_000_000).padStart(6, '0')}`

export type RollRow = {
  name: string
  email: string
  phone: string
  ehrms: string
  district: string
  block: string
  ayushman: string
  dob: string
  joiningDate: string
  paidYear: string
  receiptReference: string
}

/** A valid row for a new member; `extra` overrides cells. */
export function rollRow(extra: Partial<RollRow> = {}): RollRow {
  const id = unique()
  return {
    name: `Imported ${id}`,
    email: `import-${id}@example.org`,
    phone: uniquePhone(),
    ehrms: `IM${id}`.slice(0, 30),
    district: 'Lucknow',
    block: 'Mohanlalganj',
    ayushman: 'AAM Mohanlalganj',
    dob: '15-08-1990',
    joiningDate: '01-04-2019',
    paidYear: '',
    receiptReference: '',
    ...extra,
  }
}

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
export const csvOf = (rows: RollRow[], header = HEADER) =>
  [
    header,
    ...rows.map((r) =>
      HEADER.split(',')
        .map((k) => cell(r[k as keyof RollRow]))
        .join(','),
    ),
  ].join('\r\n') + '\r\n'

/** POSTs `body` (text or bytes) as the multipart `file` the page sends; `extra` headers such as accept-language. */
export function upload(
  handler: Handler,
  body: string | Uint8Array,
  token?: string,
  fileName = 'roll.csv',
  extra: Record<string, string> = {},
) {
  const form = new FormData()
  form.append('file', new File([body as BlobPart], fileName, { type: 'text/csv' }))
  const headers: Record<string, string> = { 'x-forwarded-for': uniqueIp(), ...extra }
  if (token) headers.authorization = `Bearer ${token}`
  return handler(new Request('http://localhost/api/admin/members/import/dry-run', { method: 'POST', headers, body: form }))
}

export type DryRunBody = {
  id: number
  status: string
  counts: Record<'rows' | 'create' | 'update' | 'unchanged' | 'errors' | 'duplicates' | 'duesToRecord' | 'duesAlreadyPaid', number>
  creates: { line: number; ehrms: string; email: string; paidYear: string | null }[]
  updates: { line: number; memberId: number; ehrms: string; changes: { field: string; from: string | null; to: string }[] }[]
  dues: { line: number; ehrms: string; year: string; reference: string | null }[]
  alreadyPaid: { line: number; ehrms: string; year: string; status: string }[]
  errors: { line: number; problems: { field: string | null; message: string }[] }[]
  duplicates: { line: number; key: string; value: string; message: string; otherLine: number | null; otherMemberId: number | null }[]
  unchanged: number[]
  ignoredColumns: string[]
}

export async function dryRun(routes: Awaited<ReturnType<typeof importRoutes>>, csv: string, token: string): Promise<DryRunBody> {
  const res = await upload(routes.dryRun, csv, token)
  const body = await res.json()
  expect(res.status, JSON.stringify(body)).toBe(201)
  return body as DryRunBody
}

/** Commits dry run `id` and runs the import job to the end, as the runner would. */
export async function commitAndWait(payload: Payload, routes: Awaited<ReturnType<typeof importRoutes>>, id: number, token: string) {
  const res = await call(routes.commit, '/api/admin/members/import/commit', { body: { id }, token })
  const body = await res.json()
  expect([200, 202], JSON.stringify(body)).toContain(res.status)
  await settleJobs(payload, { queues: ['import'] })
  const status = await call(routes.status, `/api/admin/members/import/${id}`, { method: 'GET', token })
  expect(status.status).toBe(200)
  return status.json() as Promise<{
    status: string
    processed: number
    total: number
    created: number
    updated: number
    duesRecorded: number
    skipped: number
  }>
}
