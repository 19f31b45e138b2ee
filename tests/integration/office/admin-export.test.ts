import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { membershipYear } from '../../../src/features/membership/rules/membership'
import { exportFileName } from '../../../src/features/office/rules/csv'
import { EXPORT_BATCH_SIZE, EXPORT_HEADERS } from '../../../src/features/office/operations/export'
import { drizzleOf, sql } from '../../../src/platform/db/sql'
import { createUser, testPayload, unique } from '../../support/payload'
import { parseCsv } from '../../support/csv'
import { adminRoutes, get, signIn } from '../../support/admin-fixtures'

/** GET /api/admin/users/export: every member as a streamed, formula-safe CSV, each export on record. */
let payload: Payload
let routes: Awaited<ReturnType<typeof adminRoutes>>
let admin: Awaited<ReturnType<typeof signIn>>
const BULK = 10_000
const bulkPrefix = `bulk-${unique()}`
const year = membershipYear()
type Member = Awaited<ReturnType<typeof createUser>>
let formula: Member, quoted: Member, hindi: Member, paid: Member
let paidMembershipId: string

beforeAll(async () => {
  payload = await testPayload()
  routes = await adminRoutes()
  admin = await signIn(payload, 'admin')
  formula = await createUser(payload, 'member', { name: '=HYPERLINK("x")', block: '@SUM(A1)' })
  quoted = await createUser(payload, 'member', { name: 'Singh, "Raju"', ayushman: 'AAM line 1\nline 2' })
  hindi = await createUser(payload, 'member', {
    name: 'सुनीता मौर्य',
    district: 'Varanasi',
    dob: '1994-07-21T06:30:00.000Z',
    joiningDate: '2021-02-15T06:30:00.000Z',
  })
  paid = await createUser(payload, 'member', { name: 'Paid Member' })
  paidMembershipId = `UPCHO-${year}-${unique()}`
  await payload.create({
    collection: 'memberships',
    data: {
      user: paid.id,
      membershipYear: year,
      status: 'paid',
      amount: 10000,
      membershipId: paidMembershipId,
      startDate: `${year}-03-10T06:30:00.000Z`,
      endDate: `${year}-12-31T06:30:00.000Z`,
    },
  })
  // 10,000 members in one statement (a Local API create hashes a password each time: minutes, not a second).
  await drizzleOf(payload).execute(sql`
    INSERT INTO users (name, role, email, ehrms, district, block, phone, ayushman)
    SELECT 'Bulk member ' || g, 'member', ${bulkPrefix} || '-' || g || '@example.org', 'B' || ${bulkPrefix.slice(5, 15)} || g, 'Agra', 'Block ' || g, '9000000000', 'AAM ' || g
    FROM generate_series(1, ${BULK}) AS g`)
}, 120_000)

// The other test files share this database: take the bulk members away again.
afterAll(async () => {
  await drizzleOf(payload).execute(sql`DELETE FROM users WHERE email LIKE ${`${bulkPrefix}-%`}`)
})

// Members and coordinators (CHOs too).
const memberCount = async () => (await payload.count({ collection: 'users', where: { role: { in: ['member', 'coordinator'] } } })).totalDocs
const exportsOf = async (userId: number) =>
  (await payload.find({ collection: 'user-exports', where: { exportedBy: { equals: userId } }, sort: '-id', depth: 0, pagination: false }))
    .docs

/** The whole body, chunk by chunk as it arrived. */
async function download() {
  const res = await get(routes.exportUsers, '/api/admin/users/export', admin.token)
  expect(res.status).toBe(200)
  const reader = res.body!.getReader()
  const chunks: Uint8Array[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
  }
  const bytes = Buffer.concat(chunks)
  return { res, chunks, bytes, text: bytes.toString('utf8') }
}

let full: Awaited<ReturnType<typeof download>>
let table: string[][]
const col = (header: string) => EXPORT_HEADERS.indexOf(header)
const rowOf = (member: Member) => table.find((r) => r[col('Email')] === member.email)!

describe('GET /api/admin/users/export', () => {
  beforeAll(async () => {
    full = await download()
    table = parseCsv(full.text.replace(/^\uFEFF/, ''))
  }, 120_000)

  it('is a CSV download named users_export_{date}.csv that no cache keeps', () => {
    expect(full.res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(full.res.headers.get('content-disposition')).toBe(`attachment; filename="${exportFileName()}"`)
    expect(exportFileName()).toMatch(/^users_export_\d{4}-\d{2}-\d{2}\.csv$/)
    expect(full.res.headers.get('cache-control')).toBe('no-store')
  })

  it('starts with the UTF-8 byte order mark and the header row', () => {
    expect([...full.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(table[0]).toEqual(EXPORT_HEADERS)
    for (const h of [
      'Name',
      'Gender',
      'Email',
      'EHRMS',
      'Phone',
      'Date of Birth',
      'Block',
      'District',
      'Designation',
      'Joining Date',
      'Ayushman Arogya Mandir',
      'Registered On',
      'Membership Status',
      'Membership ID',
      'Membership Start Date',
      'Membership End Date',
    ])
      expect(EXPORT_HEADERS).toContain(h)
  })

  it('arrives in several chunks, one batch at a time', () => {
    expect(full.chunks.length).toBeGreaterThan(BULK / EXPORT_BATCH_SIZE)
  })

  it('has one row per member, every one exactly once, and no staff', async () => {
    const data = table.slice(1)
    expect(data.length).toBeGreaterThanOrEqual(BULK + 4)
    expect(data.length).toBe(await memberCount())
    for (const r of data) expect(r).toHaveLength(EXPORT_HEADERS.length)
    const ids = data.map((r) => Number(r[col('User ID')]))
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(data.filter((r) => r[col('Email')].startsWith(bulkPrefix))).toHaveLength(BULK)
    expect(full.text).not.toContain(admin.user.email)
  })

  it('defuses formulas: =HYPERLINK("x") comes out as \'=HYPERLINK("x")', () => {
    expect(rowOf(formula)[col('Name')]).toBe(`'=HYPERLINK("x")`)
    expect(rowOf(formula)[col('Block')]).toBe(`'@SUM(A1)`)
    expect(full.text).toContain(`"'=HYPERLINK(""x"")"`)
    const cells = table.slice(1).flat()
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([])
  })

  it('quotes commas, quotes and line breaks as RFC 4180 says, and keeps Hindi', () => {
    expect(full.text).toContain(`"Singh, ""Raju"""`)
    expect(rowOf(quoted)[col('Name')]).toBe('Singh, "Raju"')
    expect(rowOf(quoted)[col('Ayushman Arogya Mandir')]).toBe('AAM line 1\nline 2')
    expect(rowOf(hindi)).toEqual(expect.arrayContaining(['सुनीता मौर्य', 'Varanasi', '1994-07-21', '2021-02-15', 'Community Health Officer']))
  })

  it("has this year's membership: status, id and dates, or unpaid without a record", () => {
    const r = rowOf(paid)
    expect(r[col('Membership Status')]).toBe('paid')
    expect(r[col('Membership ID')]).toBe(paidMembershipId)
    expect(r[col('Membership Start Date')]).toBe(`${year}-03-10`)
    expect(r[col('Membership End Date')]).toBe(`${year}-12-31`)
    expect(r[col('Membership Year')]).toBe(year)
    const h = rowOf(hindi)
    expect([h[col('Membership Status')], h[col('Membership ID')], h[col('Membership Start Date')]]).toEqual(['unpaid', '', ''])
  })

  it('is on record: who exported, how many rows, completed', async () => {
    const [record] = await exportsOf(admin.user.id)
    expect(record).toMatchObject({ exportedBy: admin.user.id, rowCount: table.length - 1, completed: true })
  })

  it('records each export once', async () => {
    const before = (await exportsOf(admin.user.id)).length
    await download()
    expect((await exportsOf(admin.user.id)).length).toBe(before + 1)
  })

  it('reads no further than the client takes: an abandoned download stays on record as not completed', async () => {
    const res = await get(routes.exportUsers, '/api/admin/users/export', admin.token)
    const reader = res.body!.getReader()
    await reader.read() // header
    await reader.read() // first batch
    await new Promise((r) => setTimeout(r, 200))
    await reader.cancel()
    const [record] = await exportsOf(admin.user.id)
    expect(record.completed).toBe(false)
    expect(record.rowCount).toBeGreaterThan(0)
    // At most the batch taken and the one waiting in the queue were read, not 10,000 rows.
    expect(record.rowCount).toBeLessThanOrEqual(2 * EXPORT_BATCH_SIZE)
  })
})
