import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { registerFileName } from '../../../src/features/office/rules/csv'
import { REGISTER_MESSAGES } from '../../../src/features/office/rules/register'
import { startRegisterExport, REGISTER_EXPORT_COLUMNS } from '../../../src/features/office/operations/register/export-register'
import type { OfficeScope } from '../../../src/platform/http/office'
import { parseCsv } from '../../support/csv'
import { testPayload } from '../../support/payload'
import {
  addMembership,
  createUser,
  get,
  registerRoutes,
  thisYear,
  tokensByRole,
  unique,
  type Tokens,
} from '../../support/register-fixtures'

/** GET /api/admin/members/export: the register's filtered list as CSV, streamed in keyset batches, on record. */
let payload: Payload
let routes: Awaited<ReturnType<typeof registerRoutes>>
let tokens: Tokens
const block = `Exp-${unique()}`
const HEADERS = REGISTER_EXPORT_COLUMNS.map(([h]) => h)

beforeAll(async () => {
  payload = await testPayload()
  routes = await registerRoutes()
  tokens = await tokensByRole(payload)
  const formula = await createUser(payload, 'member', { name: '=HYPERLINK("x")', block })
  await addMembership(payload, formula.id, thisYear, 'paid')
  await createUser(payload, 'member', { name: 'Singh, "Raju"', block })
  await createUser(payload, 'member', { name: 'सुनीता मौर्य', block, district: 'Varanasi' })
}, 120_000)

const download = async (query: string, as: keyof Tokens = 'admin') => {
  const res = await get(routes.exportList, `/api/admin/members/export?block=${encodeURIComponent(block)}&${query}`, tokens[as])
  // Bytes, not res.text(): that would drop the byte-order mark the test looks for.
  return { res, text: Buffer.from(await res.arrayBuffer()).toString('utf8') }
}
const table = (text: string) => parseCsv(text.replace(/^\uFEFF/, ''))
const exportsBy = async (as: keyof Tokens) => {
  const { user } = await payload.auth({ headers: new Headers({ authorization: `Bearer ${tokens[as]}` }) })
  return (
    await payload.find({
      collection: 'user-exports',
      where: { exportedBy: { equals: user!.id } },
      sort: '-id',
      depth: 0,
      pagination: false,
    })
  ).docs
}

describe('GET /api/admin/members/export', () => {
  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['editor', 403],
  ] as const)('%s gets %i', async (role, status) => {
    expect((await download('', role)).res.status).toBe(status)
  })

  it('is a no-store CSV download of the filtered list, formulas guarded, Hindi intact', async () => {
    const { res, text } = await download('')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${registerFileName()}"`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const [header, ...body] = table(text)
    expect(header).toEqual(HEADERS)
    const names = body.map((r) => r[HEADERS.indexOf('Name')]).sort()
    expect(names).toEqual(['\'=HYPERLINK("x")', 'Singh, "Raju"', 'सुनीता मौर्य'])
    const formulaRow = body.find((r) => r[HEADERS.indexOf('Name')].startsWith("'="))!
    expect(formulaRow[HEADERS.indexOf('Status')]).toBe('paid')
    expect(formulaRow[HEADERS.indexOf('Membership Year')]).toBe(thisYear)
  })

  it('applies the filters and records them with the export', async () => {
    const { text } = await download('status=unpaid&district=Varanasi')
    expect(
      table(text)
        .slice(1)
        .map((r) => r[HEADERS.indexOf('Name')]),
    ).toEqual(['सुनीता मौर्य'])
    const [record] = await exportsBy('admin')
    expect(record).toMatchObject({ rowCount: 1, completed: true })
    expect(JSON.parse(record.filters!)).toEqual({ block, status: 'unpaid', district: 'Varanasi', year: thisYear, scope: 'all' })
  })

  it("gives a coordinator only their districts' members", async () => {
    const agra = table((await download('', 'coordinatorAgra')).text).slice(1)
    expect(agra.map((r) => r[HEADERS.indexOf('District')])).toEqual(['Agra', 'Agra'])
    expect(table((await download('district=Varanasi', 'coordinatorAgra')).text)).toEqual([HEADERS])
    const [record] = await exportsBy('coordinatorAgra')
    expect(JSON.parse(record.filters!).scope).toEqual(['Agra'])
  })

  it('reads in keyset batches: a batch of one still gives every row once', async () => {
    const office: OfficeScope = {
      user: (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })).docs[0] as never,
      role: 'admin',
      districts: 'all',
    }
    const { stream } = await startRegisterExport(payload, office, { block }, { batchSize: 1 })
    const rows = table(await new Response(stream).text())
    expect(rows.length).toBe(4)
    expect(new Set(rows.slice(1).map((r) => r[HEADERS.indexOf('Name')])).size).toBe(3)
  })

  it('refuses a bad filter with 400 and its message', async () => {
    const { res, text } = await download('status=everyone')
    expect(res.status).toBe(400)
    expect(JSON.parse(text).message).toBe(REGISTER_MESSAGES.badStatus.en)
  })
})
