import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { logAccess } from '../../../src/features/privacy/operations/access-log'
import { ACCOUNT_MESSAGES } from '../../../src/features/accounts/rules/account'
import { call, registerMember, registration, uniqueIp } from '../../support/auth'
import { cmsApi, userWithToken } from '../../support/cms-api'
import { createUser, testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { adminRoutes, signIn, type Handler } from '../../support/admin-fixtures'

/**
 * The erasure's leftovers. A member the office has written about in
 * every way it can (reasons and notes quoting the name whole, in part, in
 * capitals, with odd spaces; an import that changed their name, address and
 * phone; a signed-in contact message under another name and address; a search
 * of the register for them; an erasure note naming them) is erased through an
 * approved data request. Then nothing the office can read — the member file,
 * /cms-api/member-events, any text column of any table — carries their name
 * (or any word of it), e-mail, phone or EHRMS code, now or as they were; the
 * audit trail keeps every entry, its action, dates and amounts. And the office
 * can still work on what the erasure touched (its placeholders pass
 * every field rule): resolve the contact message, move the case, edit the account.
 */
let payload: Payload
let register: Handler, contactUs: Handler, memberFile: Handler, decide: Handler, fileRequest: Handler
let routes: Awaited<ReturnType<typeof adminRoutes>>

const letters = (n = 7) => Array.from({ length: n }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('')
const cap = (w: string) => w[0].toUpperCase() + w.slice(1)
const FIRST = cap(letters())
const LAST = cap(letters(8))
const NAME = `${FIRST} ${LAST}`
const OLD_NAME = `${FIRST} ${cap(letters(9))}`
const PHONE = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
const OLD_PHONE = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

beforeAll(async () => {
  payload = await testPayload()
  register = (await import('../../../src/app/api/auth/register/route')).POST
  contactUs = (await import('../../../src/app/api/common/contact-us/route')).POST
  memberFile = withParams('/api/admin/members/[id]', await import('../../../src/app/api/admin/members/[id]/route')).GET
  decide = withParams(
    '/api/admin/data-requests/[id]/decision',
    await import('../../../src/app/api/admin/data-requests/[id]/decision/route'),
  ).POST
  fileRequest = (await import('../../../src/app/api/my-data/requests/route')).POST
  routes = await adminRoutes()
}, 120_000)

/** Every row of every table of the public schema as JSON text, one string per table. */
async function dumpDatabase(): Promise<Map<string, string>> {
  const db = drizzleOf(payload)
  const tables = await rows(
    db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )
  const dump = new Map<string, string>()
  for (const { table_name } of tables) {
    const found = await rows(db, sql`SELECT row_to_json(t)::text AS j FROM ${sql.raw(`"${String(table_name)}"`)} t`)
    dump.set(String(table_name), found.map((r) => String(r.j)).join('\n'))
  }
  return dump
}

/** The needles found in `text` (case-insensitive). */
const found = (text: string, needles: readonly string[]) => needles.filter((n) => text.toLowerCase().includes(n.toLowerCase()))

describe('an approved erasure', () => {
  it('leaves no name, address, phone or EHRMS code (now or former) in the member file, /cms-api/member-events or any table; the audit trail keeps its entries', async () => {
    const admin = await signIn(payload, 'admin')
    const cms = await userWithToken(payload, 'admin')
    const oldEmail = `before-${letters()}@example.org`
    const { form, user, token } = await registerMember(payload, register, { name: NAME, phone: PHONE, district: 'Agra' })
    const id = user.id
    const db = drizzleOf(payload)
    const ehrms = form.ehrms

    // What the office wrote about them, every way a person writes a name.
    const year = String(new Date().getFullYear())
    await payload.create({
      collection: 'memberships',
      data: { user: id, membershipYear: year, status: 'revoked', amount: 10000, revokedReason: `${FIRST} left the cadre` },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'payments',
      data: {
        user: id,
        membershipYear: year,
        amount: 10000,
        status: 'captured',
        method: 'cash',
        receiptNumber: `RCPT-${year}-T${id}`,
        note: `Paid by ${FIRST}'s husband`,
        receivedOn: `${year}-01-02T06:30:00.000Z`,
      } as never,
      overrideAccess: true,
    })
    const event = (action: string, reason: string | null, details?: unknown) =>
      db.execute(
        sql`INSERT INTO member_events (member_id, actor_id, action, reason, details) VALUES (${id}, ${admin.user.id}, ${action}, ${reason}, ${details === undefined ? null : JSON.stringify(details)})`,
      )
    await event('offline-payment', `Cash from ${FIRST}  ${LAST} at the meeting`, {
      year,
      amount: 10000,
      method: 'cash',
      receiptNumber: `RCPT-${year}-T${id}`,
    })
    await event('revoked', `${NAME.toUpperCase()} asked to leave`, { membershipYear: year })
    await event('reinstated', `Reinstated after ${LAST} appealed`, { membershipYear: year })
    await event('receipt-sent', `Handed to ${FIRST} in person`)
    // An import that corrected their name, address and phone (its before and after), and mail to the old address.
    await event('import-updated', 'Roll import: roll.csv', {
      importId: 1,
      line: 2,
      before: { name: OLD_NAME, email: oldEmail, phone: OLD_PHONE },
      after: { name: NAME, email: form.email, phone: PHONE },
    })
    await db.execute(sql`INSERT INTO member_imports (file_name, file_sha256, csv, status, created_at, updated_at)
      VALUES ('roll.csv', ${`sha-${id}`}, ${`name,email,phone\n${OLD_NAME},${oldEmail},${OLD_PHONE}\n`}, 'committed', now(), now())`)
    await db.execute(sql`INSERT INTO mail_outbox (recipient, kind, user_id, subject, body_text, body_html, status, attempts, next_attempt_at, message_id)
      VALUES (${oldEmail}, 'email-changed', ${id}, ${`Dear ${OLD_NAME}`}, 'x', 'x', 'sent', 1, now(), ${`<t-${id}@example.org>`})`)
    // A case of theirs with a reply, and another member's case naming them.
    const [category] = (await payload.find({ collection: 'grievance-categories', limit: 1, overrideAccess: true })).docs
    const theirCase = (await payload.create({
      collection: 'grievances',
      data: { user: id, subject: `Salary of ${NAME}`, description: `Call ${PHONE}`, category: category.id, district: 'Agra' },
      overrideAccess: true,
    } as never)) as { id: number }
    await payload.create({
      collection: 'grievance-events',
      data: { grievance: theirCase.id, kind: 'reply', actor: admin.user.id, text: `Dear ${FIRST}, we are on it.` },
      overrideAccess: true,
    } as never)
    const colleague = await createUser(payload, 'member', { district: 'Agra' })
    const otherCase = (await payload.create({
      collection: 'grievances',
      data: {
        user: colleague.id,
        subject: 'Duty roster',
        description: `My colleague ${NAME} (${PHONE}) changed the roster`,
        category: category.id,
        district: 'Agra',
      },
      overrideAccess: true,
    } as never)) as { id: number }
    // A contact message sent signed in, under a shortened name and another address.
    expect(
      (
        await call(contactUs, '/api/common/contact-us', {
          body: { name: `${FIRST[0]}. ${LAST}`, email: `typed-${letters()}@example.org`, message: 'When is the meeting?' },
          token,
        })
      ).status,
    ).toBe(201)
    // The office searched the register for them.
    await logAccess(payload, { actorId: admin.user.id, action: 'exported-register', details: { filters: { q: NAME } } })
    // Their erasure request, approved with a note that names them.
    const filed = await call(fileRequest, '/api/my-data/requests', {
      body: { kind: 'erasure', details: `Please erase everything about ${FIRST}` },
      token,
    })
    expect(filed.status).toBe(201)
    const requestId = ((await filed.json()) as { id: number }).id

    const needles = [NAME, FIRST, LAST, OLD_NAME, ...OLD_NAME.split(' '), form.email, oldEmail, PHONE, OLD_PHONE, ehrms]
    const fileText = async () => {
      const res = await call(memberFile, `/api/admin/members/${id}`, { method: 'GET', token: admin.token })
      expect(res.status).toBe(200)
      return res.text()
    }
    const eventsText = async () => {
      const res = await cmsApi('GET', `member-events?where[member][equals]=${id}&depth=1&limit=100`, { token: cms.token })
      expect(res.status).toBe(200)
      return res.text()
    }
    // The searches can fail: before the erasure they find the member.
    expect(found(await fileText(), [NAME, FIRST, LAST, OLD_NAME])).toEqual([NAME, FIRST, LAST, OLD_NAME])
    expect(found(await eventsText(), [FIRST, LAST, OLD_NAME, OLD_PHONE])).toEqual([FIRST, LAST, OLD_NAME, OLD_PHONE])
    const eventsBefore = await rows(db, sql`SELECT action::text, created_at FROM member_events WHERE member_id = ${id} ORDER BY id`)

    const decided = await call(decide, `/api/admin/data-requests/${requestId}/decision`, {
      body: { decision: 'approve', note: `Approved for ${NAME}, phone ${PHONE}` },
      token: admin.token,
    })
    expect(decided.status).toBe(200)

    expect(found(await fileText(), needles)).toEqual([])
    expect(found(await eventsText(), needles)).toEqual([])
    const leftovers = [...(await dumpDatabase())].flatMap(([table, text]) => found(text, needles).map((n) => `${n} in ${table}`))
    expect(leftovers).toEqual([])

    // The audit trail keeps every entry (action and date), the amounts, and the erasure's own entry without the name.
    const eventsAfter = await rows(
      db,
      sql`SELECT action::text, created_at, reason, details FROM member_events WHERE member_id = ${id} ORDER BY id`,
    )
    expect(eventsAfter.slice(0, eventsBefore.length).map((e) => ({ action: e.action, created_at: e.created_at }))).toEqual(eventsBefore)
    expect(eventsAfter.slice(eventsBefore.length).map((e) => e.action)).toEqual(['erased'])
    expect(eventsAfter.at(-1)?.reason).toBe(`Data request ${requestId}: Approved for [erased], phone [erased]`)
    expect(JSON.parse(String(eventsAfter[0].details))).toEqual({
      year,
      amount: 10000,
      method: 'cash',
      receiptNumber: `RCPT-${year}-T${id}`,
    })
    expect(JSON.parse(String(eventsAfter.find((e) => e.action === 'import-updated')?.details))).toMatchObject({
      importId: 1,
      line: 2,
      before: { name: '[erased]' },
    })
    const [payment] = await rows(db, sql`SELECT amount, receipt_number FROM payments WHERE user_id = ${id}`)
    expect({ amount: Number(payment.amount), receipt: payment.receipt_number }).toEqual({ amount: 10000, receipt: `RCPT-${year}-T${id}` })
    // The colleague's case keeps its words, without the erased member's.
    const [other] = await rows(db, sql`SELECT description FROM grievances WHERE id = ${otherCase.id}`)
    expect(other.description).toBe('My colleague [erased] ([erased]) changed the roster')
  }, 180_000)
})

describe("the placeholder addresses are the erasure's alone", () => {
  it("nobody registers or is given one (it would block that member's erasure): 400, the e-mail message", async () => {
    const next = Number((await rows(drizzleOf(payload), sql`SELECT max(id) AS m FROM users`))[0].m) + 5
    const res = await call(register, '/api/auth/register', { body: registration({ email: `erased-${next}@erased.invalid` }) })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: ACCOUNT_MESSAGES.emailInvalid.en })
    const someone = await createUser(payload, 'member')
    await expect(
      payload.update({ collection: 'users', id: someone.id, data: { email: `erased-${next}@erased.invalid` }, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe("the office's work after an erasure (placeholders pass every field rule)", () => {
  it("resolves the erased member's contact message, moves their case, edits their account: 2xx everywhere", async () => {
    const admin = await signIn(payload, 'admin')
    const cms = await userWithToken(payload, 'admin')
    const { form, user, token } = await registerMember(payload, register, { name: `${cap(letters())} ${cap(letters())}`, district: 'Agra' })
    const [category] = (await payload.find({ collection: 'grievance-categories', limit: 1, overrideAccess: true })).docs
    const theirCase = (await payload.create({
      collection: 'grievances',
      data: { user: user.id, subject: 'Honorarium', description: 'Not paid', category: category.id, district: 'Agra' },
      overrideAccess: true,
    } as never)) as { id: number }
    // One message sent signed in, one from their address as a visitor.
    expect(
      (await call(contactUs, '/api/common/contact-us', { body: { name: form.name, email: form.email, message: 'Signed in' }, token }))
        .status,
    ).toBe(201)
    expect(
      (
        await call(contactUs, '/api/common/contact-us', {
          body: { name: form.name, email: form.email, message: 'As a visitor' },
          ip: uniqueIp(),
        })
      ).status,
    ).toBe(201)
    const contacts = await rows(
      drizzleOf(payload),
      sql`SELECT id FROM contact_submissions WHERE lower(email) = ${form.email.toLowerCase()} ORDER BY id`,
    )
    expect(contacts).toHaveLength(2)
    const filed = await call(fileRequest, '/api/my-data/requests', { body: { kind: 'erasure' }, token })
    const requestId = ((await filed.json()) as { id: number }).id
    expect(
      (await call(decide, `/api/admin/data-requests/${requestId}/decision`, { body: { decision: 'approve' }, token: admin.token })).status,
    ).toBe(200)

    for (const { id } of contacts) {
      const res = await call(routes.contactStatus, `/api/admin/contact-submissions/${id}/status`, {
        method: 'PATCH',
        body: { status: 'resolved' },
        token: admin.token,
      })
      expect(res.status, await res.clone().text()).toBe(200)
      expect(await res.json()).toMatchObject({ status: 'resolved', name: '[erased]', email: `erased-${user.id}@erased.invalid` })
      const again = await cmsApi('PATCH', `contact-submissions/${id}`, { token: cms.token, body: { status: 'in-progress' } })
      expect(again.status, await again.clone().text()).toBe(200)
    }
    const moved = await call(routes.grievanceStatus, `/api/admin/grievances/${theirCase.id}/status`, {
      method: 'PATCH',
      body: { status: 'resolved' },
      token: admin.token,
    })
    expect(moved.status, await moved.clone().text()).toBe(200)
    const edited = await cmsApi('PATCH', `grievances/${theirCase.id}`, { token: cms.token, body: { status: 'in-progress' } })
    expect(edited.status, await edited.clone().text()).toBe(200)
    const account = await cmsApi('PATCH', `users/${user.id}`, { token: cms.token, body: { district: 'Mathura' } })
    expect(account.status, await account.clone().text()).toBe(200)
    // Member events are read, never edited (their collection refuses every update): the trail reads fine.
    const trail = await cmsApi('GET', `member-events?where[member][equals]=${user.id}`, { token: cms.token })
    expect(trail.status).toBe(200)
    // No mail waits for the placeholder address (its welcome mail was still queued; the case's status mail would never arrive).
    expect(
      await rows(
        drizzleOf(payload),
        sql`SELECT id, kind FROM mail_outbox WHERE (user_id = ${user.id} OR recipient LIKE '%.invalid') AND status = 'pending'`,
      ),
    ).toEqual([])
  }, 120_000)
})
