import type { Payload } from 'payload'
import { isValidElement, type ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'

import { call, registerMember } from '../../support/auth'
import { createUser, unique } from '../../support/payload'
import { freshOtp } from '../../support/two-factor'
import { drizzleOf } from '../../../src/platform/db/sql'
import { currentNoticeVersion, recordConsent } from '../../../src/features/privacy/operations/consents'
import { mustConfirmNotice } from '../../../src/features/privacy/operations/notice-confirmation'
import { noticeVersionList, noticeVersionText } from '../../../src/features/privacy/operations/notice-read'

/**
 * The versions the privacy-policy pages show, a version's own
 * page (and 404), POST /api/my-data/notice for each role and bad input, and who
 * sign-in asks to confirm the notice in force (`noticeConfirmationDue`).
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let login: Handler
let confirm: Handler
let register: Handler
let exec: (query: string) => Promise<Record<string, unknown>[]>
const PASSWORD = 'Secret-pass-123'
const tag = unique()

/** Publishes the privacy notice with `marker` in both languages: a new version. */
async function publishNotice(marker: string): Promise<number> {
  const en = {
    title: `Privacy Policy ${marker}`,
    intro: `Intro ${marker}.`,
    sections: [{ heading: 'Information We Collect', body: `We keep your name ${marker}.` }],
    _status: 'published' as const,
  }
  // English first without a version (as the seed does), then Hindi on the same rows: one version.
  await payload.updateGlobal({ slug: 'privacy-policy', data: en, overrideAccess: true, context: { deferNoticeVersion: true } })
  const saved = await payload.findGlobal({ slug: 'privacy-policy', locale: 'en', overrideAccess: true, depth: 0 })
  const rows = (saved.sections ?? []).map((s) => ({
    id: s.id,
    heading: 'हम कौन-सी जानकारी एकत्र करते हैं',
    body: `हम आपका नाम रखते हैं ${marker}।`,
  }))
  await payload.updateGlobal({
    slug: 'privacy-policy',
    locale: 'hi',
    data: { title: `गोपनीयता नीति ${marker}`, intro: `परिचय ${marker}।`, sections: rows, _status: 'published' },
    overrideAccess: true,
  })
  return currentNoticeVersion(payload)
}

async function loginAnswer(email: string, otp?: string, password = PASSWORD): Promise<Record<string, unknown>> {
  const res = await call(login, '/api/auth/login', { body: { email, password, otp } })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as Record<string, unknown>
}

const confirmAs = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  call(confirm, '/api/my-data/notice', { body, token, headers })

async function memberEntries(id: number) {
  return exec(
    `SELECT action, notice_version::int AS v, channel, language, backfilled FROM consents WHERE member_id = ${id} AND purpose = 'membership' ORDER BY id`,
  )
}

/** A member as the migration left one who registered before the ledger: a backfilled grant of version 0. */
async function backfilledMember() {
  const user = await createUser(payload, 'member', { consent: false })
  await exec(`INSERT INTO consents (member_id, purpose, action, notice_version, language, channel, backfilled, created_at, updated_at)
    VALUES (${user.id}, 'membership', 'granted', 0, 'en', 'backfill', true, now(), now())`)
  return user
}

let first: number
let second: number

beforeAll(async () => {
  payload = await testPayloadOnce()
  ;({ POST: login } = await import('../../../src/app/api/auth/login/route'))
  ;({ POST: confirm } = await import('../../../src/app/api/my-data/notice/route'))
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
  exec = async (query) => (await payload.db.pool.query(query)).rows
  first = await publishNotice(`${tag}-a`)
  second = await publishNotice(`${tag}-b`)
})

async function testPayloadOnce() {
  const { testPayload } = await import('../../support/payload')
  return testPayload()
}

describe('the versions the pages show', () => {
  it('lists every version newest first, with its date', async () => {
    expect(second).toBe(first + 1)
    const list = await noticeVersionList(payload)
    expect(list[0]).toMatchObject({ version: second })
    expect(list[1]).toMatchObject({ version: first })
    expect(list.map((v) => v.version)).toEqual([...list.map((v) => v.version)].sort((a, b) => b - a))
    expect(new Date(list[0].publishedAt).getTime()).toBeGreaterThanOrEqual(new Date(list[1].publishedAt).getTime())
  })

  it("reads a version's own text in each language, and says when the next one replaced it", async () => {
    const old = await noticeVersionText(payload, first, 'en')
    expect(old).toMatchObject({ version: first, current: false })
    expect(old?.text).toContain(`Privacy Policy ${tag}-a`)
    expect(old?.text).not.toContain(`${tag}-b`)
    expect(old?.replacedAt).toBe((await noticeVersionText(payload, second, 'en'))?.publishedAt)
    const oldHi = await noticeVersionText(payload, first, 'hi')
    expect(oldHi?.text).toContain(`गोपनीयता नीति ${tag}-a`)
    expect(oldHi?.text).toContain('हम कौन-सी जानकारी एकत्र करते हैं')
    expect(await noticeVersionText(payload, second, 'en')).toMatchObject({ current: true, replacedAt: null })
  })

  it('knows no version 0, a negative one or one not yet published', async () => {
    for (const n of [0, -1, second + 1, 1.5]) expect(await noticeVersionText(payload, n, 'en')).toBeNull()
  })
})

describe('the pages', () => {
  it('/privacy-policy/versions/N shows the old text, says it is no longer in force and links to the current notice', async () => {
    const { default: Page } = await import('../../../src/app/(frontend)/[lang]/privacy-policy/versions/[n]/page')
    const text = textOf(await Page({ params: Promise.resolve({ lang: 'en', n: String(first) }) }))
    expect(text).toContain(`Privacy notice, version ${first}`)
    expect(text).toContain('This version is no longer in force')
    expect(text).toContain('Read the notice in force')
    expect(text).toContain(`We keep your name ${tag}-a.`)
    const hindi = textOf(await Page({ params: Promise.resolve({ lang: 'hi', n: String(first) }) }))
    expect(hindi).toContain(`गोपनीयता सूचना, संस्करण ${first}`)
    expect(hindi).toContain('यह संस्करण अब लागू नहीं है')
    expect(hindi).toContain(`हम आपका नाम रखते हैं ${tag}-a।`)
    const current = textOf(await Page({ params: Promise.resolve({ lang: 'en', n: String(second) }) }))
    expect(current).toContain('This is the version in force.')
  })

  it('answers 404 for an unknown or malformed version', async () => {
    const { default: Page } = await import('../../../src/app/(frontend)/[lang]/privacy-policy/versions/[n]/page')
    for (const n of [String(second + 1), '0', 'abc', '1e3', '-1']) {
      await expect(Page({ params: Promise.resolve({ lang: 'en', n }) }), n).rejects.toMatchObject({
        digest: expect.stringContaining('404'),
      })
    }
  })

  it('/privacy-policy shows "Version N · in force since DD-MM-YYYY" and links each earlier version', async () => {
    const { default: Page } = await import('../../../src/app/(frontend)/[lang]/privacy-policy/page')
    const list = await noticeVersionList(payload)
    const since = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' })
        .format(new Date(iso))
        .replaceAll('/', '-')
    const tree = await Page({ params: Promise.resolve({ lang: 'en' }) })
    expect(textOf(tree)).toContain(`Version ${second} · in force since ${since(list[0].publishedAt)}`)
    expect(hrefsOf(tree)).toContain(`/privacy-policy/versions/${first}`)
    expect(hrefsOf(tree)).not.toContain(`/privacy-policy/versions/${second}`)
    const hindi = await Page({ params: Promise.resolve({ lang: 'hi' }) })
    expect(textOf(hindi)).toContain(`संस्करण ${second} · ${since(list[0].publishedAt)} से लागू`)
    expect(hrefsOf(hindi)).toContain(`/hi/privacy-policy/versions/${first}`)
  })
})

describe('POST /api/my-data/notice', () => {
  it('records a membership grant of the version in force, channel sign-in, in the page language', async () => {
    const member = await backfilledMember()
    const { token } = (await loginAnswer(member.email)) as { token: string }
    const res = await confirmAs(token, { version: second }, { 'accept-language': 'hi-IN,hi;q=0.9', 'user-agent': 'Notice test' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ version: second, confirmed: true })
    expect(await memberEntries(member.id)).toEqual([
      { action: 'granted', v: 0, channel: 'backfill', language: 'en', backfilled: true },
      { action: 'granted', v: second, channel: 'sign-in', language: 'hi', backfilled: false },
    ])
    const [kept] = await exec(`SELECT user_agent FROM consents WHERE member_id = ${member.id} AND channel = 'sign-in'`)
    expect(kept.user_agent).toBe('Notice test')
  })

  it('adds nothing when the member confirms again (a second click or tab)', async () => {
    const member = await backfilledMember()
    const { token } = (await loginAnswer(member.email)) as { token: string }
    expect((await confirmAs(token, { version: second })).status).toBe(200)
    expect((await confirmAs(token, { version: second })).status).toBe(200)
    expect((await memberEntries(member.id)).filter((e) => e.channel === 'sign-in')).toHaveLength(1)
  })

  it('refuses an earlier or a later version with 409, and records nothing', async () => {
    const member = await backfilledMember()
    const { token } = (await loginAnswer(member.email)) as { token: string }
    for (const version of [first, second + 1]) {
      const res = await confirmAs(token, { version })
      expect(res.status).toBe(409)
      expect(await res.json()).toEqual({ message: 'A newer privacy notice is in force. Please read it and confirm again.' })
    }
    const hindi = await confirmAs(token, { version: first }, { 'accept-language': 'hi' })
    expect(((await hindi.json()) as { message: string }).message).toMatch(/[\u0900-\u097F]/)
    expect(await memberEntries(member.id)).toHaveLength(1)
  })

  it('answers bad input with 400 or 415 and a clear message', async () => {
    const member = await backfilledMember()
    const { token } = (await loginAnswer(member.email)) as { token: string }
    const bad = 'The notice version must be a whole number.'
    for (const body of [{ version: 'two' }, { version: 1.5 }, { version: 0 }, { version: -3 }, { version: null }, {}]) {
      const res = await confirmAs(token, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toEqual({ message: bad })
    }
    for (const body of [[second], 'text', 7]) {
      const res = await confirmAs(token, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toEqual({ message: 'Please send the notice version you read as a JSON object: {"version": N}.' })
    }
    expect((await call(confirm, '/api/my-data/notice', { raw: '{"version":', token })).status).toBe(400)
    expect(
      (
        await call(confirm, '/api/my-data/notice', {
          raw: 'version=1',
          token,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(415)
    expect(await memberEntries(member.id)).toHaveLength(1)
  })

  it('is for signed-in members: anonymous 401; editor, coordinator and admin 403', async () => {
    expect((await confirmAs(undefined, { version: second })).status).toBe(401)
    expect((await confirmAs('not-a-token', { version: second })).status).toBe(401)
    for (const role of ['editor', 'coordinator', 'admin'] as const) {
      const user = await createUser(payload, role)
      const otp = role === 'editor' ? undefined : await freshOtp(payload, user.id)
      const { token } = (await loginAnswer(user.email, otp)) as { token: string }
      const res = await confirmAs(token, { version: second })
      expect(res.status, role).toBe(403)
      expect(await res.json()).toEqual({ message: 'Only members confirm the privacy notice.' })
      expect(await exec(`SELECT id FROM consents WHERE member_id = ${user.id}`)).toEqual([])
    }
  })

  it("changes only the caller's own ledger, never another member's", async () => {
    const one = await backfilledMember()
    const other = await backfilledMember()
    const { token } = (await loginAnswer(one.email)) as { token: string }
    expect((await confirmAs(token, { version: second })).status).toBe(200)
    expect(await memberEntries(other.id)).toHaveLength(1)
    expect(await loginAnswer(other.email)).toMatchObject({ noticeConfirmationDue: true })
  })
})

describe('who is asked at sign-in', () => {
  it('a backfilled member (version 0): asked, and no longer once confirmed', async () => {
    const member = await backfilledMember()
    const answer = await loginAnswer(member.email)
    expect(answer.noticeConfirmationDue).toBe(true)
    expect((await confirmAs(answer.token as string, { version: second })).status).toBe(200)
    expect(await loginAnswer(member.email)).not.toHaveProperty('noticeConfirmationDue')
  })

  it('a member with no ledger entry at all (an office import, the Local API): asked', async () => {
    const member = await createUser(payload, 'member', { consent: false })
    expect(await loginAnswer(member.email)).toMatchObject({ noticeConfirmationDue: true })
  })

  it('a member who registers now: not asked (the registration form confirms the version in force)', async () => {
    const { form } = await registerMember(payload, register)
    const answer = await loginAnswer(String(form.email), undefined, String(form.password))
    expect(Object.keys(answer).sort()).toEqual(['token', 'user'])
  })

  it('everyone, once a new version is published; confirming it ends that', async () => {
    const { form, user } = await registerMember(payload, register)
    const helper = await createUser(payload, 'member')
    expect(await mustConfirmNotice(payload, user)).toBe(false)
    expect(await mustConfirmNotice(payload, helper)).toBe(false)
    const third = await publishNotice(`${tag}-c`)
    expect(third).toBe(second + 1)
    const answer = await loginAnswer(String(form.email), undefined, String(form.password))
    expect(answer.noticeConfirmationDue).toBe(true)
    expect(await mustConfirmNotice(payload, helper)).toBe(true)
    expect((await confirmAs(answer.token as string, { version: second })).status).toBe(409)
    expect((await confirmAs(answer.token as string, { version: third })).status).toBe(200)
    expect(await loginAnswer(String(form.email), undefined, String(form.password))).not.toHaveProperty('noticeConfirmationDue')
    second = third
  })

  it('a member whose membership consent was withdrawn: asked again', async () => {
    const member = await createUser(payload, 'member')
    await recordConsent(drizzleOf(payload), {
      memberId: member.id,
      purpose: 'membership',
      granted: false,
      noticeVersion: second,
      language: 'en',
      channel: 'profile',
    })
    expect(await mustConfirmNotice(payload, member)).toBe(true)
  })

  it('office accounts never: admin, coordinator and editor, with no ledger entry', async () => {
    for (const role of ['admin', 'coordinator', 'editor'] as const) {
      const user = await createUser(payload, role)
      expect(await mustConfirmNotice(payload, user), role).toBe(false)
      const otp = role === 'editor' ? undefined : await freshOtp(payload, user.id)
      expect(await loginAnswer(user.email, otp), role).not.toHaveProperty('noticeConfirmationDue')
    }
  })
})

// ---- Server components as data: their text and links, without a browser ----

type Element = { type: unknown; props: { children?: ReactNode; href?: string } & Record<string, unknown> }

/** The element tree with function components called (all of these pages' parts are synchronous ones). */
function expand(node: ReactNode): unknown[] {
  if (node === null || node === undefined || typeof node === 'boolean') return []
  if (typeof node === 'string' || typeof node === 'number') return [String(node)]
  if (Array.isArray(node)) return node.flatMap(expand)
  if (!isValidElement(node)) return []
  const el = node as unknown as Element
  const isClass = typeof el.type === 'function' && Boolean((el.type as { prototype?: { render?: unknown } }).prototype?.render)
  if (typeof el.type === 'function' && !isClass) {
    try {
      return expand((el.type as (p: unknown) => ReactNode)(el.props))
    } catch {
      // A component that needs React's render (hooks: next/link): its props still carry the text and link.
    }
  }
  return [el, ...expand(el.props.children)]
}

const textOf = (node: ReactNode) =>
  expand(node)
    .filter((x) => typeof x === 'string')
    .join('')
const hrefsOf = (node: ReactNode) =>
  expand(node).flatMap((x) =>
    typeof x === 'object' && x && typeof (x as Element).props?.href === 'string' ? [(x as Element).props.href as string] : [],
  )
