import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { AUTH_MESSAGES } from '../../../src/platform/http/guards'
import { setClockForTests } from '../../../src/platform/clock'
import { queueMail } from '../../../src/platform/mail/outbox'
import { makePdf } from '../../../src/platform/seed/pdf'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { storeAttachments } from '../../../src/features/grievances/operations/attachments'
import { logAccess } from '../../../src/features/privacy/operations/access-log'
import { recordConsent } from '../../../src/features/privacy/operations/consents'
import { EXPORT_COVERAGE, EXPORT_KEYS, exportMemberData } from '../../../src/features/privacy/operations/export'
import type { MyDataExport } from '../../../src/features/privacy/presenters/my-data-export'
import { call, registerMember } from '../../support/auth'
import { createUser, testPayload, unique } from '../../support/payload'
import { signIn, type Handler } from '../../support/admin-fixtures'

/**
 * The right of access: GET /api/my-data. The schema walk finds every
 * table that holds a member, so a new one cannot be left out of the export unnoticed.
 */
let payload: Payload
let getMyData: Handler
let register: Handler
let contactUs: Handler
type Person = { token: string; user: { id: number; email: string; name: string } }
const people = {} as Record<'admin' | 'editor' | 'coordinator' | 'other', Person>
let member: Person & { ehrms: string }
const tag = unique()
const db = () => drizzleOf(payload)

beforeAll(async () => {
  payload = await testPayload()
  getMyData = (await import('../../../src/app/api/my-data/route')).GET
  register = (await import('../../../src/app/api/auth/register/route')).POST
  contactUs = (await import('../../../src/app/api/common/contact-us/route')).POST
  for (const role of ['admin', 'editor', 'coordinator'] as const)
    people[role] = (await signIn(payload, role, role === 'coordinator' ? { districts: ['Agra', 'Mathura'] } : {})) as never
  people.other = (await signIn(payload, 'member')) as never
  const { form, token, user } = await registerMember(payload, register, { name: `Exporta Member ${tag}` })
  member = { token, user: { id: user.id, email: form.email, name: form.name }, ehrms: form.ehrms }
  await fillEveryTable(member.user.id, member.user.email)
  await otherMembersData(people.other.user.id)
}, 180_000)

afterEach(() => setClockForTests(null))
afterAll(async () => {
  // Other files list pending data requests and mails: leave none of ours behind.
  await db().execute(sql`DELETE FROM data_requests WHERE member_id IN (${member.user.id}, ${people.other.user.id})`)
  // The refund job would otherwise try to refund our duplicate.
  await db().execute(sql`DELETE FROM payment_duplicates WHERE user_id = ${member.user.id}`)
})

const myData = (token?: string, query = '') => call(getMyData, `/api/my-data${query}`, { method: 'GET', token })
const exportOf = async (token: string) => {
  const res = await myData(token)
  expect(res.status).toBe(200)
  return { text: await res.clone().text(), body: (await res.json()) as MyDataExport }
}

/** Rows for the member in every table the export covers (and the secrets it must leave out). */
async function fillEveryTable(id: number, email: string) {
  await payload.create({
    collection: 'memberships',
    data: { user: id, membershipYear: '2026', status: 'paid', amount: 10000, membershipId: `UPCHO-2026-X${tag}` },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'payments',
    data: {
      user: id,
      membershipYear: '2026',
      amount: 10000,
      status: 'captured',
      method: 'razorpay',
      receiptNumber: `RCPT-2026-X${tag}`,
      providerOrderId: `order_x${tag}`,
      providerPaymentId: `pay_x${tag}`,
    } as never,
    overrideAccess: true,
  })
  const [attachment] = await storeAttachments(payload, id, [{ bytes: makePdf(['Pay slip']), kind: 'pdf' }])
  const grievance = (await payload.create({
    collection: 'grievances',
    data: {
      user: id,
      subject: `Honorarium late ${tag}`,
      description: 'Not credited since October.',
      attachments: [attachment],
      district: 'Agra',
    },
    overrideAccess: true,
  } as never)) as { id: number }
  await payload.create({
    collection: 'grievance-events',
    data: { grievance: grievance.id, kind: 'reply', actor: people.admin.user.id, text: `Public reply ${tag}` },
    overrideAccess: true,
  } as never)
  await payload.create({
    collection: 'grievance-events',
    data: { grievance: grievance.id, kind: 'note', internal: true, actor: people.admin.user.id, text: `Internal note ${tag}` },
    overrideAccess: true,
  } as never)
  await recordConsent(db(), { memberId: id, purpose: 'newsletter', granted: true, noticeVersion: 1, language: 'hi', channel: 'profile' })
  await recordConsent(db(), { memberId: id, purpose: 'newsletter', granted: false, noticeVersion: 1, language: 'hi', channel: 'mail' })
  await payload.create({
    collection: 'data-requests',
    data: { member: id, kind: 'correction', details: `Fix my EHRMS ${tag}`, dueBy: '2099-01-01T00:00:00.000Z' },
    overrideAccess: true,
  } as never)
  await queueMail(db(), {
    to: email,
    kind: 'export-test',
    userId: id,
    message: { subject: `Hello ${tag}`, text: 'Hello', html: '<p>Hello</p>' },
  })
  await db().execute(sql`UPDATE mail_outbox SET status = 'sent', sent_at = now() WHERE user_id = ${id} AND kind = 'export-test'`)
  await payload.create({
    collection: 'renewal-reminders',
    data: { user: id, year: '2026', step: '03-01', outcome: 'sent' },
    overrideAccess: true,
  } as never)
  await payload.create({ collection: 'renewal-opt-outs', data: { user: id, via: 'profile' }, overrideAccess: true } as never)
  // Sent signed in: the message is the account's.
  await payload.create({
    collection: 'contact-submissions',
    data: { name: 'Exporta', email, message: `When is the meeting ${tag}?`, sender: id },
    overrideAccess: true,
  } as never)
  await payload.create({
    collection: 'member-events',
    data: { member: id, actor: people.admin.user.id, action: 'offline-payment', reason: `Cash ${tag}` },
    overrideAccess: true,
  })
  await logAccess(payload, { actorId: people.admin.user.id, action: 'viewed-member', memberId: id })
  await db().execute(sql`INSERT INTO payment_duplicates (provider_payment_id, provider_order_id, user_id, membership_year, amount, reason)
    VALUES (${`pay_dup${tag}`}, ${`order_dup${tag}`}, ${id}, '2026', 10000, 'already-paid')`)
  await payload.create({
    collection: 'password-resets',
    data: { user: id, tokenHash: `reset-hash-${tag}`, expiresAt: '2099-01-01T00:00:00.000Z' },
    overrideAccess: true,
  } as never)
}

async function otherMembersData(id: number) {
  await payload.create({
    collection: 'payments',
    data: {
      user: id,
      membershipYear: '2026',
      amount: 10000,
      status: 'captured',
      method: 'razorpay',
      providerOrderId: `order_other${tag}`,
    } as never,
    overrideAccess: true,
  })
  await payload.create({
    collection: 'grievances',
    data: { user: id, subject: `Other member's case ${tag}`, description: 'Theirs.', district: 'Agra' },
    overrideAccess: true,
  } as never)
  await queueMail(db(), {
    to: people.other.user.email,
    kind: 'export-test',
    userId: id,
    message: { subject: `Other mail ${tag}`, text: 'x', html: '<p>x</p>' },
  })
}

/** Tables that reference a member: a foreign key to users(id), or a column named like user_id / member_id without one. */
async function tablesHoldingMembers(): Promise<string[]> {
  const found = await rows(
    db(),
    sql`
    SELECT c.conrelid::regclass::text AS t FROM pg_constraint c
      WHERE c.contype = 'f' AND c.confrelid = 'public.users'::regclass
    UNION
    SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND (column_name ~ '^(users?|member)_id$' OR column_name ~ '_(user|member)_id$')`,
  )
  return [...new Set(found.map((r) => String(r.t).replace(/^public\.|"/g, '')))].sort()
}

const uncovered = (tables: string[]) => tables.filter((t) => !(t in EXPORT_COVERAGE))

describe('the schema walk', () => {
  it('finds every table that holds a member in the coverage map, exported or excluded with a reason', async () => {
    const tables = await tablesHoldingMembers()
    expect(tables).toEqual(expect.arrayContaining(['consents', 'mail_outbox', 'memberships', 'payments', 'access_log']))
    expect(uncovered(tables)).toEqual([])
    // No stale entries either: each names a table that holds a member (users is the member itself).
    expect(Object.keys(EXPORT_COVERAGE).filter((t) => t !== 'users' && !tables.includes(t))).toEqual([])
    for (const [table, rule] of Object.entries(EXPORT_COVERAGE)) {
      if ('exportedAs' in rule) expect(EXPORT_KEYS, table).toContain(rule.exportedAs)
      else expect(rule.excluded.length, table).toBeGreaterThan(20)
    }
  })

  it('fails for a new table that references a member by a foreign key or by a member_id column', async () => {
    const byKey = `export_probe_fk_${tag}`.toLowerCase()
    const byName = `export_probe_col_${tag}`.toLowerCase()
    try {
      await db().execute(sql.raw(`CREATE TABLE "${byKey}" (id serial PRIMARY KEY, owner integer REFERENCES users(id) ON DELETE CASCADE)`))
      await db().execute(sql.raw(`CREATE TABLE "${byName}" (id serial PRIMARY KEY, nominee_member_id integer)`))
      expect(uncovered(await tablesHoldingMembers()).sort()).toEqual([byKey, byName].sort())
    } finally {
      await db().execute(sql.raw(`DROP TABLE IF EXISTS "${byKey}", "${byName}"`))
    }
  })
})

describe('GET /api/my-data', () => {
  it('gives a member with data in every table all of it back, and nothing of another member', async () => {
    const { body, text } = await exportOf(member.token)
    for (const key of EXPORT_KEYS) {
      const value = body[key]
      expect(Array.isArray(value) ? value.length : Object.keys(value ?? {}).length, key).toBeGreaterThan(0)
    }
    expect(body.profile).toMatchObject({
      id: member.user.id,
      email: member.user.email,
      name: member.user.name,
      ehrms: member.ehrms,
      role: 'member',
      secondFactor: false,
    })
    expect(body.memberships).toEqual([
      expect.objectContaining({ membershipYear: '2026', membershipId: `UPCHO-2026-X${tag}`, amount: 10000 }),
    ])
    expect(body.payments).toEqual([
      expect.objectContaining({ receiptNumber: `RCPT-2026-X${tag}`, razorpayOrderId: `order_x${tag}`, razorpayPaymentId: `pay_x${tag}` }),
    ])
    expect(body.duplicatePayments).toEqual([
      expect.objectContaining({ razorpayPaymentId: `pay_dup${tag}`, status: 'to-refund', amount: 10000 }),
    ])
    expect(body.receipts).toEqual([expect.objectContaining({ receiptNumber: `RCPT-2026-X${tag}`, membershipId: `UPCHO-2026-X${tag}` })])
    const [grievance] = body.grievances
    expect(grievance).toMatchObject({
      subject: `Honorarium late ${tag}`,
      attachments: [expect.objectContaining({ mimeType: 'application/pdf' })],
    })
    expect(grievance.attachments[0].filename).toMatch(/\.pdf$/)
    expect(grievance.timeline.map((e) => e.text)).toContain(`Public reply ${tag}`)
    expect(text).not.toContain(`Internal note ${tag}`)
    expect(body.dataRequests).toEqual([expect.objectContaining({ kind: 'correction', status: 'pending', details: `Fix my EHRMS ${tag}` })])
    expect(body.mails).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'export-test', status: 'sent', to: member.user.email })]),
    )
    expect(body.renewals.optedOut).toMatchObject({ via: 'profile' })
    expect(body.renewals.reminders).toEqual([expect.objectContaining({ year: '2026', step: '03-01', outcome: 'sent' })])
    expect(body.contactMessages).toEqual([expect.objectContaining({ message: `When is the meeting ${tag}?` })])
    expect(body.events).toEqual([
      expect.objectContaining({ action: 'offline-payment', reason: `Cash ${tag}`, actor: { role: 'admin', name: people.admin.user.name } }),
    ])
    expect(body.sharedWith).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recipient: 'razorpay', orderId: `order_x${tag}`, paymentId: `pay_x${tag}`, membershipYear: '2026' }),
        expect.objectContaining({ recipient: 'razorpay', paymentId: `pay_dup${tag}` }),
        expect.objectContaining({ recipient: 'mail-provider', mailKind: 'export-test' }),
        expect.objectContaining({ recipient: 'office', action: 'viewed-member', role: 'admin', name: people.admin.user.name }),
      ]),
    )
    // Another member's rows never appear.
    for (const theirs of [`order_other${tag}`, `Other member's case ${tag}`, `Other mail ${tag}`, people.other.user.email])
      expect(text).not.toContain(theirs)
    const { text: otherText } = await exportOf(people.other.token)
    for (const mine of [member.user.email, `Honorarium late ${tag}`, `order_x${tag}`, `Hello ${tag}`]) expect(otherText).not.toContain(mine)
  })

  it("hands a new account only what it made: not a visitor's messages to its address, nor another account's mail to it", async () => {
    const address = `visitor-${tag}@example.org`
    const phone = `98${String(Date.now()).slice(-8)}`
    // A visitor writes from the address, with a phone number; nobody is signed in.
    const sent = await call(contactUs, '/api/common/contact-us', {
      body: { name: 'Visiting Stranger', email: address, message: `Please call me on ${phone}` },
    })
    expect(sent.status).toBe(201)
    // An account that had the address before got mail there, and moved to another address.
    const earlier = await createUser(payload, 'member', { email: `earlier-${tag}@example.org` })
    await payload.update({ collection: 'users', id: earlier.id, data: { email: address }, overrideAccess: true })
    await queueMail(db(), {
      to: address,
      kind: 'export-test',
      userId: earlier.id,
      message: { subject: `Earlier mail ${tag}`, text: 'x', html: '<p>x</p>' },
    })
    await payload.update({ collection: 'users', id: earlier.id, data: { email: `earlier-moved-${tag}@example.org` }, overrideAccess: true })
    // Someone registers the address (nothing verifies it) and asks for their data.
    const { token } = await registerMember(payload, register, { email: address })
    const { text, body } = await exportOf(token)
    expect(body.contactMessages).toEqual([])
    for (const theirs of [phone, 'Visiting Stranger', `Earlier mail ${tag}`]) expect(text).not.toContain(theirs)
    // What the account itself sends, signed in, is its own.
    expect(
      (
        await call(contactUs, '/api/common/contact-us', {
          body: { name: 'New Owner', email: address, message: `My own question ${tag}` },
          token,
        })
      ).status,
    ).toBe(201)
    expect((await exportOf(token)).body.contactMessages).toEqual([
      expect.objectContaining({ name: 'New Owner', message: `My own question ${tag}` }),
    ])
  })

  it('lists consents exactly as the issue names them: each grant with the withdrawal that ended it', async () => {
    const { body } = await exportOf(member.token)
    for (const c of body.consents) expect(Object.keys(c).sort()).toEqual(['givenAt', 'language', 'noticeVersion', 'purpose', 'withdrawnAt'])
    expect(body.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'membership', withdrawnAt: null }),
        expect.objectContaining({ purpose: 'newsletter', noticeVersion: 1, language: 'hi', withdrawnAt: expect.any(String) }),
      ]),
    )
  })

  it('never carries a secret: password hash and salt, reset tokens, session ids, second-factor secrets', async () => {
    const [m] = await rows(db(), sql`SELECT hash, salt FROM users WHERE id = ${member.user.id}`)
    const sessions = await rows(db(), sql`SELECT id FROM users_sessions WHERE _parent_id = ${member.user.id}`)
    const [reset] = await rows(db(), sql`SELECT token_hash FROM password_resets WHERE user_id = ${member.user.id}`)
    const secrets = [String(m.hash), String(m.salt), String(reset.token_hash), ...sessions.map((s) => String(s.id))]
    expect(sessions.length).toBeGreaterThan(0)
    const { text } = await exportOf(member.token)
    for (const secret of secrets) expect(text.includes(secret), secret.slice(0, 12)).toBe(false)

    // A coordinator's export: their districts and that a second factor is on — never the secret or the codes.
    const [c] = await rows(
      db(),
      sql`SELECT hash, salt, second_factor_secret, second_factor_recovery_codes FROM users WHERE id = ${people.coordinator.user.id}`,
    )
    const coordinator = await exportOf(people.coordinator.token)
    expect(coordinator.body.profile).toMatchObject({ role: 'coordinator', districts: ['Agra', 'Mathura'], secondFactor: true })
    for (const secret of [c.hash, c.salt, c.second_factor_secret, c.second_factor_recovery_codes].filter(Boolean).map(String)) {
      expect(coordinator.text.includes(secret), secret.slice(0, 12)).toBe(false)
    }
  })

  it('sends the file with ?download=1 (named for the day in India), never cached; inline otherwise', async () => {
    setClockForTests('2026-03-31T20:00:00.000Z') // 1 April in India
    const res = await myData(member.token, '?download=1')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-data-2026-04-01.json"')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(((await res.json()) as MyDataExport).generatedAt).toBe('2026-03-31T20:00:00.000Z')
    const inline = await myData(member.token)
    expect(inline.headers.get('content-disposition')).toBeNull()
    expect(inline.headers.get('cache-control')).toBe('no-store')
    expect((await myData(member.token, '?download=0')).headers.get('content-disposition')).toBeNull()
  })

  it('anonymous and a bad token → 401; editors and admins (no member data of their own) → 403', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await myData(token)
      expect(res.status).toBe(401)
      expect(((await res.json()) as { message: string }).message).toBe(AUTH_MESSAGES.required.en)
    }
    for (const role of ['editor', 'admin'] as const) {
      const res = await myData(people[role].token)
      expect(res.status).toBe(403)
      expect(((await res.json()) as { message: string }).message).toBe(AUTH_MESSAGES.forbidden.en)
    }
  })

  it('answers 404 with a clear message for an account that no longer exists', async () => {
    await expect(exportMemberData(payload, 2_147_483_000)).rejects.toMatchObject({
      status: 404,
      message: 'No data is held for this account.',
    })
  })
})
