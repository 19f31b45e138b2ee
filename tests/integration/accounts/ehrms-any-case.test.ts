import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ACCOUNT_RESPONSES } from '../../../src/features/accounts/rules/account'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { call, registerMember, registration } from '../../support/auth'
import { createUser, testPayload, unique } from '../../support/payload'
import { signIn } from '../../support/admin-fixtures'
import { csvOf, dryRun, importRoutes, rollRow, uniquePhone } from '../../support/admin-import-fixtures'

/**
 * An EHRMS code is one code in any letter case. Registration, the
 * CMS (any write through Payload) and the office's roll import treat 'ab123'
 * as the 'AB123' already on the site; the database holds it unique as lower(ehrms).
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
})

const users = async () => (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs
/** A code with letters, so that its other case is another string. */
const code = () => `AB${unique()}`.toUpperCase().slice(0, 30)

describe('registration', () => {
  it.each([
    ['lower case after upper case', (c: string) => c, (c: string) => c.toLowerCase()],
    ['upper case after lower case', (c: string) => c.toLowerCase(), (c: string) => c],
    ['mixed case', (c: string) => c, (c: string) => c.slice(0, 3).toLowerCase() + c.slice(3)],
  ])('%s → 409 with the spec-style message, and no account is made', async (_, first, second) => {
    const ehrms = code()
    await registerMember(payload, register, { ehrms: first(ehrms) })
    const before = await users()
    const res = await call(register, '/api/auth/register', { body: registration({ ehrms: second(ehrms) }) })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({ message: ACCOUNT_RESPONSES.ehrmsTaken.en })
    expect(await users()).toBe(before)
  })

  it('keeps the code as the member typed it', async () => {
    const ehrms = `ab${unique()}`.slice(0, 30)
    const { user } = await registerMember(payload, register, { ehrms })
    const [row] = await rows(drizzleOf(payload), sql`SELECT ehrms FROM users WHERE id = ${user.id}`)
    expect(row.ehrms).toBe(ehrms)
  })
})

describe('every other writer', () => {
  it('Payload (the CMS, /cms-api, the Local API) refuses a code held in another case, on the field, and lets an account keep its own', async () => {
    const ehrms = code()
    const holder = await createUser(payload, 'member', { ehrms })
    await expect(createUser(payload, 'member', { ehrms: ehrms.toLowerCase() })).rejects.toMatchObject({
      status: 400,
      data: { errors: [expect.objectContaining({ path: 'ehrms', message: ACCOUNT_RESPONSES.ehrmsTaken.en })] },
    })
    const other = await createUser(payload, 'member')
    await expect(
      payload.update({ collection: 'users', id: other.id, data: { ehrms: ehrms.toLowerCase() }, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400 })
    // The holder may change its own code's case, and be edited without its code being asked about again.
    expect(
      (await payload.update({ collection: 'users', id: holder.id, data: { ehrms: ehrms.toLowerCase() }, overrideAccess: true })).ehrms,
    ).toBe(ehrms.toLowerCase())
    expect((await payload.update({ collection: 'users', id: holder.id, data: { block: 'Kakori' }, overrideAccess: true })).block).toBe(
      'Kakori',
    )
  })

  it('the database refuses a second code in another case, whatever writes it', async () => {
    const ehrms = code()
    await createUser(payload, 'member', { ehrms })
    const insert = (ehrmsCode: string) =>
      drizzleOf(payload).execute(
        sql`INSERT INTO users (name, role, email, ehrms, updated_at, created_at) VALUES ('Raw', 'member', ${`raw-${unique()}@example.org`}, ${ehrmsCode}, now(), now())`,
      )
    const error = (await insert(ehrms.toLowerCase()).then(
      () => null,
      (e: unknown) => e,
    )) as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null
    expect(error?.cause?.constraint ?? error?.constraint).toBe('users_ehrms_lower_idx')
    // The same statement passes with a code nobody holds: the index, not the statement, refused it.
    await insert(code())
  })

  it("the office's roll import finds the member under the code in any case: an update, never a second account", async () => {
    const routes = await importRoutes()
    const { token } = await signIn(payload, 'admin')
    const ehrms = code()
    const member = await createUser(payload, 'member', { ehrms, district: 'Lucknow', phone: uniquePhone() })
    const row = rollRow({ ehrms: ehrms.toLowerCase(), email: member.email, phone: String(member.phone) })
    const body = await dryRun(routes, csvOf([row]), token)
    expect(body.creates).toEqual([])
    expect(body.duplicates).toEqual([])
    expect(body.updates).toEqual([expect.objectContaining({ memberId: member.id })])
    // Two rows of one file with one code in two cases: the second is a duplicate of the first.
    const fresh = code()
    const twice = await dryRun(routes, csvOf([rollRow({ ehrms: fresh }), rollRow({ ehrms: fresh.toLowerCase() })]), token)
    expect(twice.creates).toHaveLength(1)
    expect(twice.duplicates).toEqual([expect.objectContaining({ line: 3, key: 'ehrms', otherLine: 2 })])
  })
})
