import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '../../../src/platform/config/env'
import { formatMembershipId } from '../../../src/features/payments/rules/payments'
import { queueMail } from '../../../src/platform/mail/outbox'
import { makePdf } from '../../../src/platform/seed/pdf'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { storeAttachments } from '../../../src/features/grievances/operations/attachments'
import { eraseMember } from '../../../src/features/privacy/operations/erase'
import { findReceipt } from '../../../src/features/payments/operations/receipts'
import type { AuthUser } from '../../../src/platform/http/guards'
import { tokenOf } from '../../../src/features/membership/operations/verify'
import { call, registerMember } from '../../support/auth'
import { testPayload } from '../../support/payload'

/**
 * The right to erasure: a member with everything the site can hold
 * about them is erased, then EVERY table of the database (walked through
 * information_schema, so a new table cannot be forgotten) and every file under
 * the media and outbox directories is searched for their identifiers.
 */
type Handler = (r: Request) => Promise<Response>
type Page = (props: { params: Promise<{ lang?: string; membershipId: string }>; searchParams: Promise<{ t?: string }> }) => Promise<unknown>
let payload: Payload
let register: Handler, login: Handler, profile: Handler, VerifyPage: Page

const letters = () => Array.from({ length: 6 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('')
const NAME = `Erasmo ${letters()[0].toUpperCase()}${letters()} Quixvar`
const PHONE = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
const DOB = `196${Math.floor(Math.random() * 10)}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`
const PASSWORD = 'Member-pass-2026'

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ GET: profile } = await import('../../../src/app/api/auth/profile/route'))
  ;({ default: VerifyPage } = (await import('../../../src/app/(frontend)/[lang]/verify/[membershipId]/page')) as unknown as {
    default: Page
  })
})

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

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

async function verifyHtml(membershipId: string, lang: string, t?: string): Promise<string> {
  const element = await VerifyPage({ params: Promise.resolve({ lang, membershipId }), searchParams: Promise.resolve(t ? { t } : {}) })
  return renderToStaticMarkup(element as Parameters<typeof renderToStaticMarkup>[0])
}

let seq = 960_000 + Math.floor(Math.random() * 30_000)

/** The member with everything: profile, two years, online + offline payments, a case with a reply and a file, mails, an export, an import, a contact message, a reset, a reminder. */
async function memberWithEverything() {
  const { form, user, token } = await registerMember(payload, register, { name: NAME, phone: PHONE, dob: DOB })
  const id = user.id
  const db = drizzleOf(payload)
  const years = ['2025', '2026']
  const ids = years.map((y) => formatMembershipId(y, seq++))
  for (const [i, y] of years.entries()) {
    await payload.create({
      collection: 'memberships',
      data: {
        user: id,
        membershipYear: y,
        status: 'paid',
        amount: 10000,
        startDate: `${y}-01-01T00:00:00.000Z`,
        endDate: `${y}-12-31T18:29:59.999Z`,
        membershipId: ids[i],
      },
      overrideAccess: true,
    })
  }
  const receipts = [`RCPT-2025-${seq}`, `RCPT-2026-${seq}`]
  await payload.create({
    collection: 'payments',
    data: {
      user: id,
      membershipYear: '2025',
      amount: 10000,
      status: 'captured',
      method: 'razorpay',
      receiptNumber: receipts[0],
      providerOrderId: `order_e${seq}`,
      providerPaymentId: `pay_e${seq}`,
      providerData: JSON.stringify({ email: form.email, contact: `+91${PHONE}` }),
    } as never,
    overrideAccess: true,
  })
  await payload.create({
    collection: 'payments',
    data: {
      user: id,
      membershipYear: '2026',
      amount: 10000,
      status: 'captured',
      method: 'cash',
      receiptNumber: receipts[1],
      reference: 'CASH-1',
      receivedOn: '2026-02-01T00:00:00.000Z',
      note: `Paid at the office by ${NAME}, phone ${PHONE}`,
    } as never,
    overrideAccess: true,
  })
  const [attachment] = await storeAttachments(payload, id, [
    { bytes: makePdf([`Pay slip of ${NAME}`, `EHRMS ${form.ehrms}`]), kind: 'pdf' },
  ])
  const [category] = (await payload.find({ collection: 'grievance-categories', limit: 1, overrideAccess: true })).docs
  const grievance = await payload.create({
    collection: 'grievances',
    data: {
      user: id,
      subject: `Salary of ${NAME}`,
      description: `My EHRMS is ${form.ehrms}, call ${PHONE}`,
      category: category.id,
      attachments: [attachment],
      district: form.district,
    },
    overrideAccess: true,
  } as never)
  await payload.create({
    collection: 'grievance-events',
    data: { grievance: (grievance as { id: number }).id, kind: 'reply', text: `Dear ${NAME}, we will look into it.` },
    overrideAccess: true,
  } as never)
  await queueMail(db, {
    to: form.email,
    kind: 'welcome',
    userId: id,
    message: { subject: `Welcome ${NAME}`, text: `Hello ${NAME}`, html: `<p>Hello ${NAME}</p>` },
  })
  await payload.create({
    collection: 'user-exports',
    data: { rowCount: 1, completed: true, filters: JSON.stringify({ q: form.email }) },
    overrideAccess: true,
  } as never)
  const csv = `name,email,phone,ehrms,dob\n${NAME},${form.email},${PHONE},${form.ehrms},${DOB.split('-').reverse().join('-')}\n`
  await payload.create({
    collection: 'member-imports',
    data: { fileName: 'roll.csv', fileSha256: `sha-${seq}`, csv, plan: JSON.stringify([{ email: form.email, name: NAME }]) },
    overrideAccess: true,
  } as never)
  await payload.create({
    collection: 'contact-submissions',
    data: { name: NAME, email: form.email, message: `Please call me on ${PHONE}` },
    overrideAccess: true,
  } as never)
  await payload.create({
    collection: 'password-resets',
    data: { user: id, tokenHash: `hash-${seq}`, expiresAt: '2099-01-01T00:00:00.000Z' },
    overrideAccess: true,
  } as never)
  await payload.create({
    collection: 'renewal-reminders',
    data: { user: id, year: '2026', step: '03-01', outcome: 'sent' },
    overrideAccess: true,
  } as never)
  await payload.create({
    collection: 'member-events',
    data: { member: id, action: 'offline-payment', reason: `Cash from ${NAME} (${PHONE})` },
    overrideAccess: true,
  })
  return { id, form, token, membershipIds: ids, receipts }
}

describe('eraseMember', () => {
  it("leaves none of the member's identifiers anywhere, keeps the accounts, refuses the login, and is harmless twice", async () => {
    const m = await memberWithEverything()
    const identifiers = [NAME, m.form.email, PHONE, m.form.ehrms, DOB, DOB.split('-').reverse().join('-')]
    const before = await dumpDatabase()
    // The search can fail: before the erasure every identifier is found.
    for (const needle of identifiers)
      expect(
        [...before.values()].some((text) => text.toLowerCase().includes(needle.toLowerCase())),
        needle,
      ).toBe(true)
    const accountsBefore = await rows(
      drizzleOf(payload),
      sql`SELECT p.amount, p.receipt_number, m.membership_id FROM payments p JOIN memberships m ON m.user_id = p.user_id AND m.membership_year = p.membership_year WHERE p.user_id = ${m.id} ORDER BY p.receipt_number`,
    )

    const result = await eraseMember(payload, m.id, { actorId: null, reason: 'Approved erasure request' })
    expect(result).toEqual({ memberId: m.id, erased: true, alreadyErased: false })

    const after = await dumpDatabase()
    for (const [table, text] of after)
      for (const needle of identifiers) expect(text.toLowerCase().includes(needle.toLowerCase()), `${needle} in ${table}`).toBe(false)
    const env = getEnv()
    for (const file of [...(await filesUnder(env.mediaDir)), ...(await filesUnder(env.outboxDir))]) {
      const text = (await fs.readFile(file, 'latin1')).toLowerCase()
      for (const needle of identifiers) expect(text.includes(needle.toLowerCase()), `${needle} in ${file}`).toBe(false)
    }

    const accountsAfter = await rows(
      drizzleOf(payload),
      sql`SELECT p.amount, p.receipt_number, m.membership_id FROM payments p JOIN memberships m ON m.user_id = p.user_id AND m.membership_year = p.membership_year WHERE p.user_id = ${m.id} ORDER BY p.receipt_number`,
    )
    expect(accountsAfter).toEqual(accountsBefore)
    expect(accountsAfter.map((r) => r.receipt_number)).toEqual(m.receipts)
    expect(accountsAfter.map((r) => r.membership_id)).toEqual(m.membershipIds)
    expect(accountsAfter.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(20000)

    const refused = await call(login, '/api/auth/login', { body: { email: m.form.email, password: PASSWORD } })
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { message: string }).message).toBe('Invalid email or password')
    // The placeholder is not even an address the login accepts (a .invalid domain); nor could a password match (none is kept).
    const placeholder = await call(login, '/api/auth/login', { body: { email: `erased-${m.id}@erased.invalid`, password: PASSWORD } })
    expect([400, 401]).toContain(placeholder.status)
    // The sessions are gone: the member's old token no longer opens the profile.
    expect((await call(profile, '/api/auth/profile', { token: m.token, method: 'GET' })).status).toBe(401)
    const [event] = (
      await payload.find({
        collection: 'member-events',
        where: { member: { equals: m.id }, action: { equals: 'erased' } },
        overrideAccess: true,
      })
    ).docs
    expect(event.reason).toBe('Approved erasure request')
    const [user] = await rows(drizzleOf(payload), sql`SELECT erased_at, email FROM users WHERE id = ${m.id}`)
    expect(user.erased_at).not.toBeNull()
    expect(user.email).toBe(`erased-${m.id}@erased.invalid`)

    for (const [lang, words] of [
      ['en', 'This record is not available'],
      ['hi', 'यह रिकॉर्ड उपलब्ध नहीं है'],
    ] as const) {
      const html = await verifyHtml(m.membershipIds[1], lang, tokenOf(m.membershipIds[1]) ?? undefined)
      expect(html).toContain(words)
      expect(html).toContain('data-verdict="erased"')
      expect(html).not.toContain('Erased member')
    }

    // The receipts stay in the accounts, but only admins may open them now.
    const viewer = (id: number, role: string, districts: string[] = []) =>
      ({ id, role, districts, collection: 'users' }) as unknown as AuthUser
    const admin = viewer(1, 'admin')
    await expect(findReceipt(payload, viewer(m.id, 'member'), m.receipts[1])).rejects.toMatchObject({ status: 404 })
    await expect(findReceipt(payload, viewer(2, 'coordinator', [m.form.district]), m.receipts[1])).rejects.toMatchObject({ status: 404 })
    expect((await findReceipt(payload, admin, m.receipts[1])).receiptNumber).toBe(m.receipts[1])

    expect(await eraseMember(payload, m.id, { actorId: null, reason: 'again' })).toEqual({
      memberId: m.id,
      erased: false,
      alreadyErased: true,
    })
    const events = await payload.find({
      collection: 'member-events',
      where: { member: { equals: m.id }, action: { equals: 'erased' } },
      overrideAccess: true,
    })
    expect(events.totalDocs).toBe(1)
  }, 120_000)

  it('refuses a member that does not exist with a 404', async () => {
    await expect(eraseMember(payload, 99_999_999, { actorId: null, reason: 'x' })).rejects.toMatchObject({
      status: 404,
      message: 'Member not found',
    })
  })
})
