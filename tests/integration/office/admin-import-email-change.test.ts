import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { issueResetToken } from '../../../src/features/accounts/operations/reset-tokens'
import { call, mailsTo } from '../../support/auth'
import { createUser, testPayload, unique } from '../../support/payload'
import { signIn } from '../../support/admin-fixtures'
import { commitAndWait, csvOf, dryRun, importRoutes, rollRow, uniquePhone } from '../../support/admin-import-fixtures'

/**
 * A roll import that changes a member's sign-in e-mail tells the OLD address (in the
 * member's language), and ends what was made under it: every session and every unused reset link.
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let routes: Awaited<ReturnType<typeof importRoutes>>
let token: string
let login: Handler, profile: Handler
const PASSWORD = 'Secret-pass-123'

beforeAll(async () => {
  payload = await testPayload()
  routes = await importRoutes()
  ;({ token } = await signIn(payload, 'admin'))
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ GET: profile } = await import('../../../src/app/api/auth/profile/route'))
})

async function session(email: string): Promise<string> {
  const res = await call(login, '/api/auth/login', { body: { email, password: PASSWORD } })
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/** Imports a roll row for `member` (matched by EHRMS) with a new e-mail; returns the new address. */
async function importNewEmail(member: { ehrms?: string | null; phone?: string | null }): Promise<string> {
  const email = `moved-${unique()}@example.org`
  const { id, counts } = await dryRun(routes, csvOf([rollRow({ ehrms: member.ehrms!, phone: member.phone!, email })]), token)
  expect(counts.update).toBe(1)
  const done = await commitAndWait(payload, routes, id, token)
  expect(done).toMatchObject({ status: 'committed', updated: 1 })
  return email
}

describe('an import that changes a member’s sign-in e-mail', () => {
  it('mails a notice to the old address, ends every session, and cancels unused reset links', async () => {
    const member = await createUser(payload, 'member', { phone: uniquePhone() })
    const old = member.email
    const asMember = await session(old)
    await issueResetToken(payload, member.id)
    const newEmail = await importNewEmail(member)

    const notices = (await mailsTo(old)).filter((m) => m.subject === 'Your sign-in e-mail was changed')
    expect(notices).toHaveLength(1)
    expect(notices[0].text).toContain(`This address (${old}) no longer signs in.`)
    expect(notices[0].text).toContain('Every device that was signed in has been signed out.')
    expect(notices[0].text).not.toContain(newEmail)
    expect(await mailsTo(newEmail)).toHaveLength(0)

    expect((await call(profile, '/api/auth/profile', { method: 'GET', token: asMember })).status).toBe(401)
    const [open] = await rows(
      drizzleOf(payload),
      sql`SELECT count(*)::int AS n FROM password_resets WHERE user_id = ${member.id} AND used_at IS NULL`,
    )
    expect(open.n).toBe(0)
    // The member signs in with the new address.
    expect((await call(login, '/api/auth/login', { body: { email: newEmail, password: PASSWORD } })).status).toBe(200)
  })

  it('writes the notice in Hindi to a member who reads Hindi', async () => {
    const member = await createUser(payload, 'member', { phone: uniquePhone(), preferredLanguage: 'hi' })
    await importNewEmail(member)
    const [notice] = await mailsTo(member.email)
    expect(notice?.text).toContain(`इस पते (${member.email}) से अब लॉग इन नहीं होगा।`)
    // The subject as queued (the .eml file carries it MIME-encoded).
    const [row] = await rows(
      drizzleOf(payload),
      sql`SELECT subject FROM mail_outbox WHERE recipient = ${member.email} AND kind = 'email-changed'`,
    )
    expect(row?.subject).toBe('लॉग इन का आपका ई-मेल बदल दिया गया है')
  })

  it('leaves the sessions of a member whose e-mail the import does not change', async () => {
    const member = await createUser(payload, 'member', { phone: uniquePhone() })
    const asMember = await session(member.email)
    const { id } = await dryRun(
      routes,
      csvOf([rollRow({ ehrms: member.ehrms!, phone: member.phone!, email: member.email, name: 'Renamed By Roll' })]),
      token,
    )
    await commitAndWait(payload, routes, id, token)
    expect((await call(profile, '/api/auth/profile', { method: 'GET', token: asMember })).status).toBe(200)
    expect(await mailsTo(member.email)).toHaveLength(0)
  })
})
