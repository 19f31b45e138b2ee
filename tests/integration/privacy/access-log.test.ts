import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleOf, sql } from '../../../src/platform/db/sql'
import { setClockForTests } from '../../../src/platform/clock'
import { ACCESS_LOG_MESSAGES, FILE_VISIT_MINUTES } from '../../../src/features/privacy/operations/access-log'
import { call } from '../../support/auth'
import { testPayload } from '../../support/payload'
import { withParams } from '../../support/route-params'
import { signIn, type Handler } from '../../support/admin-fixtures'

/** Who in the office viewed a member file or exported member data. */
let payload: Payload
let accessLog: Handler
let memberFile: Handler
let exportUsers: Handler
let exportRegister: Handler
const t = {} as Record<'admin' | 'coordinator' | 'member' | 'other' | 'editor', { token: string; user: { id: number } }>

beforeAll(async () => {
  payload = await testPayload()
  accessLog = (await import('../../../src/app/api/admin/access-log/route')).GET
  memberFile = withParams('/api/admin/members/[id]', await import('../../../src/app/api/admin/members/[id]/route')).GET
  exportUsers = (await import('../../../src/app/api/admin/users/export/route')).GET
  exportRegister = (await import('../../../src/app/api/admin/members/export/route')).GET
  t.admin = (await signIn(payload, 'admin')) as never
  t.coordinator = (await signIn(payload, 'coordinator', { districts: ['Agra'] })) as never
  t.member = (await signIn(payload, 'member', { district: 'Agra' })) as never
  t.other = (await signIn(payload, 'member')) as never
  t.editor = (await signIn(payload, 'editor')) as never
}, 120_000)

const get = (handler: Handler, url: string, token?: string) => call(handler, url, { method: 'GET', token })
type Page = {
  docs: { action: string; actor: { id: number } | null; member: { id: number } | null; details: string | null }[]
  totalDocs: number
}
const logOf = async (query: string) => (await (await get(accessLog, `/api/admin/access-log${query}`, t.admin.token)).json()) as Page

describe('the access log', () => {
  it('records an admin and a coordinator opening a member file, filterable by member and actor', async () => {
    expect((await get(memberFile, `/api/admin/members/${t.member.user.id}`, t.admin.token)).status).toBe(200)
    expect((await get(memberFile, `/api/admin/members/${t.member.user.id}`, t.coordinator.token)).status).toBe(200)
    const page = await logOf(`?member=${t.member.user.id}`)
    expect(page.docs.map((d) => [d.action, d.actor?.id])).toEqual([
      ['viewed-member', t.coordinator.user.id],
      ['viewed-member', t.admin.user.id],
    ])
    expect((await logOf(`?member=${t.member.user.id}&actor=${t.admin.user.id}`)).totalDocs).toBe(1)
  })

  it('counts a visit, not each read: reads within 15 minutes (the reload after an action, two at once) are one entry; a later read is a new visit', async () => {
    const member = (await signIn(payload, 'member', { district: 'Agra' })) as { user: { id: number } }
    const open = async () => expect((await get(memberFile, `/api/admin/members/${member.user.id}`, t.admin.token)).status).toBe(200)
    const visits = async () => (await logOf(`?member=${member.user.id}&actor=${t.admin.user.id}`)).totalDocs
    const start = Date.now()
    try {
      setClockForTests(new Date(start))
      await Promise.all([open(), open()])
      await open()
      setClockForTests(new Date(start + (FILE_VISIT_MINUTES - 1) * 60_000))
      await open()
      expect(await visits()).toBe(1)
      // Another office user's read is their own visit.
      expect((await get(memberFile, `/api/admin/members/${member.user.id}`, t.coordinator.token)).status).toBe(200)
      expect((await logOf(`?member=${member.user.id}`)).totalDocs).toBe(2)
      setClockForTests(new Date(start + (FILE_VISIT_MINUTES + 1) * 60_000))
      await open()
      expect(await visits()).toBe(2)
    } finally {
      setClockForTests(null)
    }
  })

  it('records the exports of all members and of the register, with what was asked for', async () => {
    const users = await get(exportUsers, '/api/admin/users/export', t.coordinator.token)
    await users.text()
    const register = await get(exportRegister, '/api/admin/members/export?district=Agra', t.coordinator.token)
    await register.text()
    const page = await logOf(`?actor=${t.coordinator.user.id}`)
    const actions = page.docs.map((d) => d.action)
    expect(actions).toContain('exported-members')
    expect(actions).toContain('exported-register')
    expect(page.docs.find((d) => d.action === 'exported-register')?.details).toContain('Agra')
    expect(page.docs.find((d) => d.action === 'exported-members')?.member).toBeNull()
  })

  it('only admins read it: anonymous 401, members, editors and coordinators 403; bad filters 400', async () => {
    expect((await get(accessLog, '/api/admin/access-log')).status).toBe(401)
    for (const who of ['member', 'other', 'editor', 'coordinator'] as const)
      expect((await get(accessLog, '/api/admin/access-log', t[who].token)).status).toBe(403)
    for (const query of ['?member=abc', '?actor=-1', '?page=0']) {
      const res = await get(accessLog, `/api/admin/access-log${query}`, t.admin.token)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(ACCESS_LOG_MESSAGES.badFilter.en)
    }
  })

  it('nobody edits or deletes an entry: not the CMS API, not raw SQL (the trigger)', async () => {
    const [entry] = (await logOf(`?member=${t.member.user.id}`)).docs as unknown as { id: number }[]
    await expect(drizzleOf(payload).execute(sql`DELETE FROM access_log WHERE id = ${entry.id}`)).rejects.toThrow()
    await expect(drizzleOf(payload).execute(sql`UPDATE access_log SET details = 'rewritten' WHERE id = ${entry.id}`)).rejects.toThrow()
    await expect(
      payload.delete({
        collection: 'access-log',
        id: entry.id,
        overrideAccess: false,
        user: { ...(await payload.findByID({ collection: 'users', id: t.admin.user.id })), collection: 'users' },
      }),
    ).rejects.toThrow()
  })
})
