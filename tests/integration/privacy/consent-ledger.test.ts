import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../support/payload'
import { call, registration } from '../../support/auth'
import {
  consentsOf,
  currentNoticeVersion,
  recordConsent,
  scrubConsentPersonalFields,
} from '../../../src/features/privacy/operations/consents'
import { drizzleOf } from '../../../src/platform/db/sql'
import { changeOptIn } from '../../../src/features/privacy/operations/opt-ins'

/**
 * The consent ledger: PostgreSQL refuses every change but the
 * erasure's scrub; registration records the 'membership' grant; a published
 * (not a draft, not an unchanged) privacy notice makes a new version.
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler
let exec: (query: string) => Promise<Record<string, unknown>[]>
const member = 900_000 + Math.floor(Math.random() * 90_000)

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  exec = async (query) => (await payload.db.pool.query(query)).rows
  const db = drizzleOf(payload)
  await recordConsent(db, {
    memberId: member,
    purpose: 'newsletter',
    granted: true,
    noticeVersion: 1,
    language: 'hi',
    channel: 'profile',
    address: '10.1.2.3',
    userAgent: 'Test browser',
  })
  await recordConsent(db, { memberId: member, purpose: 'newsletter', granted: false, noticeVersion: 1, language: 'hi', channel: 'mail' })
})

describe('the database keeps the ledger append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE by raw SQL', async () => {
    await expect(exec(`UPDATE consents SET action = 'granted' WHERE member_id = ${member}`)).rejects.toThrow(/append-only/)
    await expect(exec(`UPDATE consents SET address = '1.1.1.1' WHERE member_id = ${member}`)).rejects.toThrow(/append-only/)
    await expect(
      exec(`UPDATE consents SET address = NULL, user_agent = NULL, notice_version = 7 WHERE member_id = ${member}`),
    ).rejects.toThrow(/append-only/)
    await expect(exec(`DELETE FROM consents WHERE member_id = ${member}`)).rejects.toThrow(/append-only/)
    // CASCADE, else the foreign key of Payload's lock table refuses first and the trigger is never reached.
    await expect(exec(`TRUNCATE consents CASCADE`)).rejects.toThrow(/append-only/)
    expect(await exec(`SELECT id FROM consents WHERE member_id = ${member}`)).toHaveLength(2)
  })

  it('lets the erasure scrub address and user agent, nothing else', async () => {
    expect(await scrubConsentPersonalFields(payload, member)).toBe(1)
    const left = await exec(`SELECT address, user_agent, action FROM consents WHERE member_id = ${member} ORDER BY id`)
    expect(left).toEqual([
      { address: null, user_agent: null, action: 'granted' },
      { address: null, user_agent: null, action: 'withdrawn' },
    ])
  })

  it('pairs each grant with the withdrawal that ended it', async () => {
    const periods = await consentsOf(payload, member)
    expect(periods).toHaveLength(1)
    expect(periods[0]).toMatchObject({ purpose: 'newsletter', noticeVersion: 1, language: 'hi' })
    expect(periods[0].withdrawnAt).not.toBeNull()
  })
})

describe('registration', () => {
  it("records the 'membership' grant with the notice version, language, address and user agent", async () => {
    const form = registration({ preferredLanguage: 'hi' })
    const res = await call(register, '/api/auth/register', { body: form, ip: '10.9.8.7', headers: { 'user-agent': 'Consent test agent' } })
    expect(res.status).toBe(201)
    const [user] = await exec(`SELECT id FROM users WHERE email = '${String(form.email).toLowerCase()}'`)
    const entries = await exec(
      `SELECT purpose, action, notice_version::int AS notice_version, language, channel, backfilled, address, user_agent FROM consents WHERE member_id = ${user.id}`,
    )
    expect(entries).toEqual([
      {
        purpose: 'membership',
        action: 'granted',
        notice_version: await currentNoticeVersion(payload),
        language: 'hi',
        channel: 'registration',
        backfilled: false,
        address: '10.9.8.7',
        user_agent: 'Consent test agent',
      },
    ])
  })
})

describe('notice versions', () => {
  it('a published change makes a new version; a draft or an unchanged publish does not', async () => {
    const before = await currentNoticeVersion(payload)
    const title = `Privacy policy ${member}`
    await payload.updateGlobal({ slug: 'privacy-policy', draft: true, data: { title }, overrideAccess: true })
    expect(await currentNoticeVersion(payload)).toBe(before)

    await payload.updateGlobal({ slug: 'privacy-policy', data: { title, _status: 'published' }, overrideAccess: true })
    expect(await currentNoticeVersion(payload)).toBe(before + 1)
    const latest = await payload.find({ collection: 'notice-versions', sort: '-version', limit: 1 })
    expect(latest.docs[0].textEn).toContain(title)

    await payload.updateGlobal({ slug: 'privacy-policy', data: { title, _status: 'published' }, overrideAccess: true })
    expect(await currentNoticeVersion(payload)).toBe(before + 1)

    await payload.updateGlobal({
      slug: 'privacy-policy',
      data: { title: `${title} (revised)`, _status: 'published' },
      overrideAccess: true,
    })
    expect(await currentNoticeVersion(payload)).toBe(before + 2)
  })

  it('anyone may read the versions; nobody may write them', async () => {
    const anonymous = await payload.find({ collection: 'notice-versions', overrideAccess: false, limit: 1 })
    expect(anonymous.totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'notice-versions',
        overrideAccess: false,
        data: { version: 999, publishedAt: new Date().toISOString(), textEn: 'x', textHi: 'x' },
      }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'consents', overrideAccess: false })).rejects.toThrow()
  })
})

describe('opt-ins', () => {
  const optInMember = member + 1
  const change = (purpose: 'newsletter' | 'membership', granted: boolean) =>
    changeOptIn(payload, optInMember, { purpose, granted, language: 'en', channel: 'profile', address: '10.0.0.1', userAgent: 'UA' })
  const count = async () => Number((await exec(`SELECT count(*)::int AS n FROM consents WHERE member_id = ${optInMember}`))[0].n)

  it('records each change once; repeating the current state adds nothing', async () => {
    expect(await change('newsletter', true)).toMatchObject({ newsletter: true })
    expect(await change('newsletter', true)).toMatchObject({ newsletter: true })
    expect(await count()).toBe(1)
    expect(await change('newsletter', false)).toMatchObject({ newsletter: false })
    expect(await change('newsletter', false)).toMatchObject({ newsletter: false })
    expect(await count()).toBe(2)
  })

  it("refuses to withdraw 'membership' here (409, pointing to /my-data)", async () => {
    await expect(change('membership', false)).rejects.toMatchObject({ status: 409, message: expect.stringContaining('/my-data') })
    expect(await count()).toBe(2)
  })
})
