import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { OPT_IN_INPUT_MESSAGES } from '../../../src/features/privacy/rules/opt-in-input'
import { signUnsubscribe } from '../../../src/features/privacy/rules/unsubscribe-token'
import { setClockForTests } from '../../../src/platform/clock'
import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { currentNoticeVersion } from '../../../src/features/privacy/operations/consents'
import { OPT_IN_MESSAGES } from '../../../src/features/privacy/operations/opt-ins'
import { call } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { signIn, type Handler, type Role } from '../../support/admin-fixtures'

/**
 * Ins: POST/GET /api/my-data/consents from /profile, the
 * confirmation mail with its signed one-click withdrawal (POST /api/consents/withdraw).
 */
let payload: Payload
let mine: { POST: Handler; GET: Handler }
let withdraw: Handler
let version: number
const people = {} as Record<Role | 'other' | 'hindi', { token: string; user: { id: number; email: string } }>

beforeAll(async () => {
  payload = await testPayload()
  mine = (await import('../../../src/app/api/my-data/consents/route')) as unknown as typeof mine
  withdraw = (await import('../../../src/app/api/consents/withdraw/route')).POST
  for (const role of ['member', 'editor', 'coordinator', 'admin'] as const)
    people[role] = (await signIn(payload, role, role === 'coordinator' ? { districts: ['Agra'] } : {})) as never
  people.other = (await signIn(payload, 'member')) as never
  people.hindi = (await signIn(payload, 'member', { preferredLanguage: 'hi' })) as never
  version = await currentNoticeVersion(payload)
}, 120_000)

type Who = keyof typeof people
const UA = { 'user-agent': 'Consent test browser' }
const choose = (body: unknown, who: Who | null = 'member', headers: Record<string, string> = {}) =>
  call(mine.POST, '/api/my-data/consents', { body, token: who ? people[who].token : undefined, headers: { ...UA, ...headers } })
const current = (who: Who | null = 'member') =>
  call(mine.GET, '/api/my-data/consents', { method: 'GET', token: who ? people[who].token : undefined })
const unlink = (body: unknown, headers: Record<string, string> = {}) =>
  call(withdraw, '/api/consents/withdraw', { body, headers: { ...UA, ...headers } })
const message = async (res: Response) => ((await res.json()) as { message: string }).message
const db = () => drizzleOf(payload)
const ledger = (who: Who) =>
  rows(
    db(),
    sql`SELECT purpose, action, channel, notice_version::int AS notice_version, language, address IS NOT NULL AS has_address, user_agent FROM consents WHERE member_id = ${people[who].user.id} AND purpose <> 'membership' ORDER BY id`,
  )
const mails = (who: Who) =>
  rows(
    db(),
    sql`SELECT subject, body_text, body_html FROM mail_outbox WHERE kind = 'opt-in-confirmation' AND user_id = ${people[who].user.id} ORDER BY id`,
  )
/** The token and purpose of the withdrawal link in a mail's text. */
const linkOf = (text: string) => {
  const m = /\/withdraw-consent\?p=(\w+)&t=([^\s"&]+)/.exec(text)
  if (!m) throw new Error(`no withdrawal link in: ${text}`)
  return { purpose: m[1], token: decodeURIComponent(m[2]) }
}
// Test members hold the membership consent of the current notice (tests/support/payload.ts), and no opt-in.
const none = { membership: true, newsletter: false, whatsapp: false }

describe('GET and POST /api/my-data/consents', () => {
  it('starts with nothing opted in; an opt-in and a withdrawal each write one ledger entry; repeating adds nothing', async () => {
    const first = await current()
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ consents: none })

    const on = await choose({ purpose: 'newsletter', granted: true })
    expect(on.status).toBe(200)
    expect(await on.json()).toEqual({ consents: { ...none, newsletter: true } })
    expect((await choose({ purpose: 'newsletter', granted: true })).status).toBe(200)
    expect(await current().then((r) => r.json())).toEqual({ consents: { ...none, newsletter: true } })

    const off = await choose({ purpose: 'newsletter', granted: false }, 'member', { 'accept-language': 'hi' })
    expect(await off.json()).toEqual({ consents: none })
    expect((await choose({ purpose: 'newsletter', granted: false })).status).toBe(200)

    expect(await ledger('member')).toEqual([
      {
        purpose: 'newsletter',
        action: 'granted',
        channel: 'profile',
        notice_version: version,
        language: 'en',
        has_address: true,
        user_agent: 'Consent test browser',
      },
      {
        purpose: 'newsletter',
        action: 'withdrawn',
        channel: 'profile',
        notice_version: version,
        language: 'hi',
        has_address: true,
        user_agent: 'Consent test browser',
      },
    ])
    // One confirmation for the one opt-in; none for the repeat or the withdrawal.
    expect(await mails('member')).toHaveLength(1)
  })

  it("another member's choices are their own", async () => {
    expect(await current('other').then((r) => r.json())).toEqual({ consents: none })
    await choose({ purpose: 'whatsapp', granted: true }, 'other')
    expect(await current('other').then((r) => r.json())).toEqual({ consents: { ...none, whatsapp: true } })
    expect(await current().then((r) => r.json())).toEqual({ consents: none })
  })

  it('lets a coordinator choose like a member; refuses editors and admins (403) and anonymous callers (401)', async () => {
    expect((await choose({ purpose: 'newsletter', granted: true }, 'coordinator')).status).toBe(200)
    expect((await current('coordinator').then((r) => r.json())).consents.newsletter).toBe(true)
    for (const who of ['editor', 'admin'] as const) {
      expect((await current(who)).status).toBe(403)
      expect((await choose({ purpose: 'newsletter', granted: true }, who)).status).toBe(403)
      expect(await ledger(who)).toEqual([])
    }
    expect((await current(null)).status).toBe(401)
    expect((await choose({ purpose: 'newsletter', granted: true }, null)).status).toBe(401)
  })

  it.each([
    [{ purpose: 'sms', granted: true }, OPT_IN_INPUT_MESSAGES.badPurpose.en],
    [{ granted: true }, OPT_IN_INPUT_MESSAGES.badPurpose.en],
    [{ purpose: 'newsletter' }, OPT_IN_INPUT_MESSAGES.badGranted.en],
    [{ purpose: 'newsletter', granted: 'yes' }, OPT_IN_INPUT_MESSAGES.badGranted.en],
    [[], OPT_IN_INPUT_MESSAGES.body.en],
    ['newsletter', OPT_IN_INPUT_MESSAGES.body.en],
  ])('refuses %j with 400 and a clear message, recording nothing', async (body, expected) => {
    const res = await choose(body, 'other')
    expect(res.status).toBe(400)
    expect(await message(res)).toBe(expected)
    expect(await ledger('other')).toHaveLength(1)
  })

  it('refuses a body that is not JSON (400) or not sent as JSON (415)', async () => {
    const broken = await call(mine.POST, '/api/my-data/consents', { raw: '{"purpose":', token: people.other.token })
    expect(broken.status).toBe(400)
    expect(await message(broken)).toBe(OPT_IN_INPUT_MESSAGES.body.en)
    const form = await call(mine.POST, '/api/my-data/consents', {
      raw: 'purpose=newsletter',
      token: people.other.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
  })

  it("refuses 'membership' with 409 pointing to /my-data, in English and Hindi", async () => {
    const res = await choose({ purpose: 'membership', granted: false })
    expect(res.status).toBe(409)
    expect(await message(res)).toBe(OPT_IN_MESSAGES.membershipNotHere.en)
    const hi = await choose({ purpose: 'membership', granted: true }, 'member', { 'accept-language': 'hi' })
    expect(hi.status).toBe(409)
    expect(await message(hi)).toContain('/hi/my-data')
    expect(await ledger('member')).toHaveLength(2)
  })
})

describe('the confirmation mail and its one-click withdrawal', () => {
  it('mails the opt-in in the member’s language with a link whose withdrawal works once, from no session', async () => {
    await choose({ purpose: 'whatsapp', granted: true }, 'hindi')
    const [mail] = await mails('hindi')
    expect(mail.subject).toBe('आपने व्हाट्सऐप या एसएमएस पर सूचनाएँ पाने की सहमति दी है')
    expect(mail.body_text).toContain('/hi/withdraw-consent?p=whatsapp&t=')
    expect(mail.body_html).toContain('मेरी सहमति वापस लें')
    const link = linkOf(String(mail.body_text))

    const res = await unlink(link, { 'accept-language': 'hi' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ consents: none })
    const again = await unlink(link)
    expect(again.status).toBe(200)
    expect(await ledger('hindi')).toEqual([
      {
        purpose: 'whatsapp',
        action: 'granted',
        channel: 'profile',
        notice_version: version,
        language: 'en',
        has_address: true,
        user_agent: 'Consent test browser',
      },
      {
        purpose: 'whatsapp',
        action: 'withdrawn',
        channel: 'mail',
        notice_version: version,
        language: 'hi',
        has_address: true,
        user_agent: 'Consent test browser',
      },
    ])
    expect(await current('hindi').then((r) => r.json())).toEqual({ consents: none })
  })

  it('mails an English member in English', async () => {
    const [mail] = await mails('member')
    expect(mail.subject).toBe('You have opted in to the newsletter by e-mail')
    expect(mail.body_text).toMatch(/\/withdraw-consent\?p=newsletter&t=/)
    expect(mail.body_text).not.toContain('/hi/')
  })

  it("names the day of the opt-in, in India's calendar (DD-MM-YYYY)", async () => {
    const late = (await signIn(payload, 'member')) as { token: string; user: { id: number } }
    setClockForTests('2026-03-04T19:00:00.000Z') // 00:30 on 5 March in India
    try {
      const res = await call(mine.POST, '/api/my-data/consents', { body: { purpose: 'newsletter', granted: true }, token: late.token })
      expect(res.status).toBe(200)
    } finally {
      setClockForTests(null)
    }
    const [mail] = await rows(
      db(),
      sql`SELECT body_text, body_html FROM mail_outbox WHERE kind = 'opt-in-confirmation' AND user_id = ${late.user.id}`,
    )
    expect(mail.body_text).toContain('Thank you. On 05-03-2026 you asked us to send you')
    expect(mail.body_html).toContain('On 05-03-2026 you asked us')
  })

  it.each([
    ['a forged signature', () => ({ purpose: 'whatsapp', token: `${people.other.user.id}.${'A'.repeat(43)}` })],
    ['a link for another purpose', () => ({ purpose: 'newsletter', token: signed('whatsapp') })],
    [
      'another member id under a real signature',
      () => ({ purpose: 'whatsapp', token: `${people.member.user.id}${signed('whatsapp').slice(String(people.other.user.id).length)}` }),
    ],
    [
      'the renewal unsubscribe token',
      () => ({ purpose: 'whatsapp', token: signUnsubscribe(process.env.PAYLOAD_SECRET!, people.other.user.id) }),
    ],
    ['a membership link', () => ({ purpose: 'membership', token: signed('membership') })],
    ['a malformed token', () => ({ purpose: 'whatsapp', token: 'not-a-token' })],
    ['no token', () => ({ purpose: 'whatsapp' })],
    ['no purpose', () => ({ token: signed('whatsapp') })],
    ['a list', () => []],
  ])('refuses %s with 400 and records nothing', async (_name, body) => {
    const res = await unlink(body())
    expect(res.status).toBe(400)
    expect(await message(res)).toBe(OPT_IN_INPUT_MESSAGES.invalidLink.en)
    expect((await ledger('other')).map((e) => e.action)).toEqual(['granted'])
    expect((await ledger('member')).map((e) => e.action)).toEqual(['granted', 'withdrawn'])
  })

  it('refuses a body that is not JSON, in Hindi when asked', async () => {
    const res = await call(withdraw, '/api/consents/withdraw', { raw: '{"token":', headers: { 'accept-language': 'hi' } })
    expect(res.status).toBe(400)
    expect(await message(res)).toBe('सहमति वापस लेने का यह लिंक मान्य नहीं है। कृपया पुष्टि ई-मेल का लिंक फिर से खोलें, या अपनी प्रोफ़ाइल में अपने विकल्प बदलें।')
  })
})

/** The withdrawal link's token of the 'other' member for `purpose` (as the mail would carry it). */
function signed(purpose: string) {
  return signUnsubscribe(process.env.PAYLOAD_SECRET!, people.other.user.id, `opt-in:${purpose}`)
}
