import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '../../../src/platform/config/env'
import { membershipYear } from '../../../src/features/membership/rules/membership'
import { runExclusive } from '../../../src/platform/jobs/run'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { call, lastMailTo, mailsTo } from '../../support/auth'
import { settleJobs } from '../../support/jobs'
import { createUser, testPayload } from '../../support/payload'
import { signIn } from '../../support/admin-fixtures'
import { commitAndWait, csvOf, dryRun, importRoutes, rollRow, uniquePhone } from '../../support/admin-import-fixtures'
import { transaction } from '../../../src/platform/db/transaction'

/** POST /api/admin/members/import/commit and the import job: what a commit writes, once. */
let payload: Payload
let routes: Awaited<ReturnType<typeof importRoutes>>
let token: string
let adminId: number
let login: (r: Request) => Promise<Response>
let reset: (r: Request) => Promise<Response>

beforeAll(async () => {
  payload = await testPayload()
  routes = await importRoutes()
  ;({
    token,
    user: { id: adminId },
  } = await signIn(payload, 'admin'))
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ POST: reset } = await import('../../../src/app/api/auth/reset-password/route'))
})

const userByEhrms = async (ehrms: string) =>
  (await payload.find({ collection: 'users', where: { ehrms: { equals: ehrms } }, overrideAccess: true })).docs[0]
const eventsOf = async (memberId: number) =>
  (
    await payload.find({
      collection: 'member-events',
      where: { member: { equals: memberId } },
      overrideAccess: true,
      depth: 0,
      sort: 'createdAt',
    })
  ).docs
const logIn = (email: string, password: string) => call(login, '/api/auth/login', { body: { email, password } })

describe('committing a dry run', () => {
  it('creates and updates exactly what the dry run showed, with a member-event for each, and a second import changes nothing', async () => {
    const member = await createUser(payload, 'member', {
      phone: uniquePhone(),
      district: 'Agra',
      block: 'Bah',
      dob: '1988-05-05T06:30:00.000Z',
    })
    const before = await payload.findByID({ collection: 'users', id: member.id, overrideAccess: true })
    const fresh = [rollRow(), rollRow({ district: 'Varanasi', block: '' })]
    const update = rollRow({
      ehrms: member.ehrms!,
      email: member.email,
      phone: member.phone!,
      name: 'Renamed Member',
      district: 'Agra',
      block: '',
      dob: '05-05-1988',
    })
    const bad = rollRow({ email: 'broken' })
    const csv = csvOf([...fresh, update, bad])
    const shown = await dryRun(routes, csv, token)
    expect(shown.counts).toMatchObject({ rows: 4, create: 2, update: 1, errors: 1 })

    const done = await commitAndWait(payload, routes, shown.id, token)
    expect(done).toMatchObject({ status: 'committed', processed: 3, total: 3, created: 2, updated: 1, skipped: 0 })

    for (const row of fresh) {
      const made = await userByEhrms(row.ehrms)
      expect(made).toMatchObject({
        name: row.name,
        email: row.email,
        phone: row.phone,
        district: row.district,
        role: 'member',
        preferredLanguage: 'en',
        gender: 'Male',
      })
      expect(made.dob?.slice(0, 10)).toBe('1990-08-15')
      const events = await eventsOf(made.id)
      expect(events.map((e) => [e.action, typeof e.actor === 'object' ? e.actor?.id : e.actor])).toEqual([['imported', adminId]])
    }
    expect((await userByEhrms(fresh[1].ehrms)).block ?? null).toBeNull()
    expect(await userByEhrms(bad.ehrms)).toBeUndefined()

    const after = await payload.findByID({ collection: 'users', id: member.id, overrideAccess: true })
    expect(after).toMatchObject({
      name: 'Renamed Member',
      block: 'Bah',
      ayushman: 'AAM Mohanlalganj',
      email: before.email,
      phone: before.phone,
      district: 'Agra',
    })
    const [event] = await eventsOf(member.id)
    expect(event.action).toBe('import-updated')
    expect(JSON.parse(event.details!)).toMatchObject({
      importId: shown.id,
      line: 4,
      before: { name: before.name, ayushman: null, joiningDate: null },
      after: { name: 'Renamed Member', ayushman: 'AAM Mohanlalganj', joiningDate: '2019-04-01' },
    })

    // The same file again: nothing to create or update, and committing it writes nothing.
    const again = await dryRun(routes, csv, token)
    expect(again.counts).toMatchObject({ rows: 4, create: 0, update: 0, unchanged: 3, errors: 1, duesToRecord: 0 })
    const eventCount = (await payload.count({ collection: 'member-events', overrideAccess: true })).totalDocs
    const res = await call(routes.commit, '/api/admin/members/import/commit', { body: { id: again.id }, token })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'committed', total: 0, processed: 0 })
    expect((await payload.count({ collection: 'member-events', overrideAccess: true })).totalDocs).toBe(eventCount)
  })

  it('commits a dry run once (409 after), and refuses one whose members changed since (409, stale)', async () => {
    const { id } = await dryRun(routes, csvOf([rollRow()]), token)
    await commitAndWait(payload, routes, id, token)
    const twice = await call(routes.commit, '/api/admin/members/import/commit', { body: { id }, token })
    expect(twice.status).toBe(409)
    expect(await twice.json()).toEqual({ message: 'This import has already been committed.' })

    const row = rollRow()
    const shown = await dryRun(routes, csvOf([row]), token)
    // Someone registers with the row's e-mail between the dry run and the commit: the plan is no longer what was shown.
    await createUser(payload, 'member', { email: row.email, phone: uniquePhone() })
    const stale = await call(routes.commit, '/api/admin/members/import/commit', { body: { id: shown.id }, token })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({ message: 'The members have changed since this dry run. Please run the dry run again.' })
    expect(await userByEhrms(row.ehrms)).toBeUndefined()
    const status = await call(routes.status, `/api/admin/members/import/${shown.id}`, { method: 'GET', token })
    expect(await status.json()).toMatchObject({ status: 'stale', processed: 0 })
  })
  it('commits one import at a time: a second waits (409) until the first is done', async () => {
    const first = await dryRun(routes, csvOf([rollRow()]), token)
    const second = await dryRun(routes, csvOf([rollRow()]), token)
    // Hold this process's job kicks, so the first import stays queued while the second is tried.
    let unblock: () => void = () => {}
    const held = runExclusive(() => new Promise<void>((r) => (unblock = r)))
    const queued = await call(routes.commit, '/api/admin/members/import/commit', { body: { id: first.id }, token })
    expect(queued.status).toBe(202)
    expect(await queued.json()).toMatchObject({ status: 'queued', processed: 0, total: 1 })
    const refused = await call(routes.commit, '/api/admin/members/import/commit', { body: { id: second.id }, token })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ message: 'This import is already being committed.' })
    unblock()
    await held
    await settleJobs(payload, { queues: ['import'] })
    expect((await commitAndWait(payload, routes, second.id, token)).status).toBe('committed')
  })
})

describe('the welcome mail', () => {
  it('gives a new member no usable password, and a link that sets one (valid 14 days, once)', async () => {
    const row = rollRow()
    const { id } = await dryRun(routes, csvOf([row]), token)
    await commitAndWait(payload, routes, id, token)
    const [stored] = await rows(drizzleOf(payload), sql`SELECT hash, salt FROM users WHERE email = ${row.email}`)
    expect(String(stored.hash)).toMatch(/^!import-unset:[0-9a-f]{64}$/)
    // No password matches the marker, not even an empty or the hash itself.
    for (const guess of ['', 'password', String(stored.hash)]) expect((await logIn(row.email, guess)).status, guess).not.toBe(200)

    const mail = await lastMailTo(row.email)
    expect(mail.subject).toMatch(/^Your account on the .+ website$/)
    expect(mail.text).toContain('expires in 14 days')
    const token14 = decodeURIComponent(/\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1])
    const [resetRow] = await rows(
      drizzleOf(payload),
      sql`SELECT expires_at FROM password_resets pr JOIN users u ON u.id = pr.user_id WHERE u.email = ${row.email}`,
    )
    const days = (new Date(String(resetRow.expires_at)).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(13.9)
    expect(days).toBeLessThanOrEqual(14)

    const set = await call(reset, '/api/auth/reset-password', {
      body: { token: token14, password: 'My-first-pass-1', confirmPassword: 'My-first-pass-1' },
    })
    expect(set.status).toBe(200)
    expect((await logIn(row.email, 'My-first-pass-1')).status).toBe(200)
    expect((await call(reset, '/api/auth/reset-password', { body: { token: token14, password: 'Another-pass-2' } })).status).toBe(400)
  })

  it('writes in Hindi to a member whose row says so, and in English otherwise', async () => {
    const hindi = rollRow()
    const csv = csvOf([hindi]).replace('receiptReference\r\n', 'receiptReference,Language\r\n').replace(/\r\n$/, ',Hindi\r\n')
    const { id } = await dryRun(routes, csv, token)
    await commitAndWait(payload, routes, id, token)
    expect((await userByEhrms(hindi.ehrms)).preferredLanguage).toBe('hi')
    const mail = await lastMailTo(hindi.email)
    expect(mail.text).toContain('लॉग इन करने के लिए इस लिंक से अपना पासवर्ड चुनें:')
    expect(mail.text).toContain('14 दिन में समाप्त')
    expect(mail.text).toContain('/hi/reset-password?token=')
    expect(await mailsTo(hindi.email)).toHaveLength(1)
  })
})

describe('a paid year', () => {
  it("pays that year's membership with a membership id and an 'import' payment carrying the receipt reference; a paid year is left alone", async () => {
    const year = membershipYear()
    const fee = getEnv().membershipFeePaise
    const existing = await createUser(payload, 'member', {
      phone: uniquePhone(),
      dob: '1990-08-15T06:30:00.000Z',
      district: 'Lucknow',
      block: 'Mohanlalganj',
      ayushman: 'AAM Mohanlalganj',
      joiningDate: '2019-04-01T06:30:00.000Z',
    })
    await payload.create({
      collection: 'memberships',
      data: { user: existing.id, membershipYear: '2023', status: 'paid', amount: 10000, membershipId: `UPCHO-2023-8${existing.id}` },
      overrideAccess: true,
    })
    const fresh = rollRow({ paidYear: year, receiptReference: 'RB-2026/114' })
    const asStored = { ehrms: existing.ehrms!, email: existing.email, phone: existing.phone!, name: existing.name }
    const first = csvOf([fresh, rollRow({ ...asStored, paidYear: '2024', receiptReference: 'RB-2024/9' })])
    const second = csvOf([rollRow({ ...asStored, paidYear: '2023' })])
    const shown = await dryRun(routes, first, token)
    expect(shown.counts).toMatchObject({ create: 1, update: 0, duesToRecord: 2, duesAlreadyPaid: 0 })
    expect((await commitAndWait(payload, routes, shown.id, token)).duesRecorded).toBe(2)

    const made = await userByEhrms(fresh.ehrms)
    const membership = (await payload.find({ collection: 'memberships', where: { user: { equals: made.id } }, overrideAccess: true }))
      .docs[0]
    expect(membership).toMatchObject({ membershipYear: year, status: 'paid', amount: fee })
    expect(membership.membershipId).toMatch(new RegExp(`^UPCHO-${year}-\\d{6,9}$`))
    const payment = (await payload.find({ collection: 'payments', where: { user: { equals: made.id } }, overrideAccess: true, depth: 0 }))
      .docs[0]
    expect(payment).toMatchObject({
      membershipYear: year,
      status: 'captured',
      method: 'import',
      reference: 'RB-2026/114',
      amount: fee,
      recordedBy: adminId,
    })
    const [event] = await eventsOf(made.id)
    expect(JSON.parse(event.details!).dues).toMatchObject({ year, membershipId: membership.membershipId })

    const old = (
      await payload.find({
        collection: 'memberships',
        where: { and: [{ user: { equals: existing.id } }, { membershipYear: { equals: '2024' } }] },
        overrideAccess: true,
      })
    ).docs[0]
    expect(old).toMatchObject({ status: 'paid' })
    expect((await eventsOf(existing.id)).map((e) => e.action)).toEqual(['import-updated'])

    // 2023 was already paid: reported, and the commit changes nothing.
    const paid = await dryRun(routes, second, token)
    expect(paid.alreadyPaid).toEqual([{ line: 2, ehrms: existing.ehrms, year: '2023', status: 'paid' }])
    expect(paid.counts).toMatchObject({ create: 0, update: 0, duesToRecord: 0, duesAlreadyPaid: 1, unchanged: 1 })
    const payments = (await payload.count({ collection: 'payments', where: { user: { equals: existing.id } }, overrideAccess: true }))
      .totalDocs
    await commitAndWait(payload, routes, paid.id, token)
    expect(
      (await payload.count({ collection: 'payments', where: { user: { equals: existing.id } }, overrideAccess: true })).totalDocs,
    ).toBe(payments)
  })
})

describe('the import job', () => {
  it('applies each chunk once when two runs of it race (a retry, a doubled claim)', async () => {
    const { runImport } = await import('../../../src/features/office/operations/import/run')
    const fresh = [rollRow(), rollRow()]
    const { id } = await dryRun(routes, csvOf(fresh), token)
    // Queue the commit but keep this process's kick from running it: the two runs below are the only ones.
    let unblock: () => void = () => {}
    const held = runExclusive(() => new Promise<void>((r) => (unblock = r)))
    expect((await call(routes.commit, '/api/admin/members/import/commit', { body: { id }, token })).status).toBe(202)
    // Both runs claim the import before either writes a chunk: the row is held locked until both wait on it.
    let runs: Promise<void[]> = Promise.resolve([])
    await transaction(payload, async (tx) => {
      await tx.execute(sql`SELECT id FROM member_imports WHERE id = ${id} FOR UPDATE`)
      runs = Promise.all([runImport(payload, id), runImport(payload, id)])
      await new Promise((r) => setTimeout(r, 300))
    })
    await runs
    unblock()
    await held
    await settleJobs(payload, { queues: ['import'] })
    const status = await call(routes.status, `/api/admin/members/import/${id}`, { method: 'GET', token })
    expect(await status.json()).toMatchObject({ status: 'committed', processed: 2, total: 2, created: 2, skipped: 0 })
    for (const row of fresh) expect((await eventsOf((await userByEhrms(row.ehrms)).id)).map((e) => e.action)).toEqual(['imported'])
  })
})
