import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { REGISTER_MESSAGES } from '../../../src/features/office/rules/register'
import type { RegisterPage } from '../../../src/features/office/presenters/register'
import { testPayload } from '../../support/payload'
import {
  addMembership,
  createUser,
  get,
  lastYear,
  registerRoutes,
  thisYear,
  tokensByRole,
  unique,
  type Tokens,
} from '../../support/register-fixtures'

/**
 * GET /api/admin/members: the register. The database is shared with other files,
 * so every test narrows to this file's own block (a unique name).
 */
let payload: Payload
let routes: Awaited<ReturnType<typeof registerRoutes>>
let tokens: Tokens
const block = `Blk-${unique()}`
const nextYear = String(Number(thisYear) + 1)
type Member = Awaited<ReturnType<typeof createUser>>
let paid: Member, pending: Member, unpaid: Member, revoked: Member, lapsed: Member, coordinator: Member, hindi: Member
let paidId: string

beforeAll(async () => {
  payload = await testPayload()
  routes = await registerRoutes()
  tokens = await tokensByRole(payload)
  const member = (name: string, extra: Record<string, unknown> = {}) => createUser(payload, 'member', { name, block, ...extra })
  paid = await member('Asha Paid')
  pending = await member('Bina Pending', { email: `bina.${unique()}@Example.org` })
  unpaid = await member('Chandan Unpaid', { ehrms: `ZX${unique()}`.slice(0, 20) })
  revoked = await member('Deepak Revoked')
  lapsed = await member('Esha Lapsed', { phone: '9123456780' })
  coordinator = await createUser(payload, 'coordinator', { name: 'Farah Coordinator', block, districts: ['Agra'] })
  await member('Gopal Varanasi', { district: 'Varanasi' })
  hindi = await member('सुनीता मौर्य')
  paidId = (await addMembership(payload, paid.id, thisYear, 'paid')).membershipId!
  await addMembership(payload, paid.id, lastYear, 'paid')
  await addMembership(payload, pending.id, thisYear, 'pending')
  await addMembership(payload, revoked.id, thisYear, 'revoked', { revokedAt: new Date().toISOString(), revokedReason: 'Left service' })
  await addMembership(payload, lapsed.id, lastYear, 'paid')
  await addMembership(payload, unpaid.id, thisYear, 'unpaid')
}, 120_000)

/** As the admin unless another caller is named ('anonymous' sends no token). */
const list = async (query: string, as: keyof Tokens = 'admin') => {
  const res = await get(routes.list, `/api/admin/members?block=${encodeURIComponent(block)}&${query}`, tokens[as])
  return { res, body: (await res.json()) as RegisterPage & { message?: string } }
}
const names = (body: RegisterPage) => body.docs.map((d) => d.name)

describe('GET /api/admin/members: who may ask', () => {
  it.each([
    ['anonymous', 401],
    ['member', 403],
    ['editor', 403],
  ] as const)('%s gets %i', async (role, status) => {
    expect((await list('', role)).res.status).toBe(status)
  })

  it('admins see every district; a coordinator only theirs', async () => {
    expect(names((await list('')).body)).toContain('Gopal Varanasi')
    const agra = (await list('', 'coordinatorAgra')).body
    expect(agra.docs.length).toBeGreaterThan(0)
    expect(agra.docs.every((d) => d.district === 'Agra')).toBe(true)
    expect(names((await list('', 'coordinatorVaranasi')).body)).toEqual(['Gopal Varanasi'])
  })

  it("a coordinator asking for another district gets an empty list, not that district's members", async () => {
    const { res, body } = await list('district=Varanasi', 'coordinatorAgra')
    expect(res.status).toBe(200)
    expect(body).toEqual({ docs: [], totalDocs: 0, page: 1, totalPages: 0 })
  })
})

describe('GET /api/admin/members: the list', () => {
  it('answers the page in the agreed shape, no-store, coordinators counted as members, staff not', async () => {
    const { res, body } = await list('sort=name')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(names(body)).toEqual([
      'Asha Paid',
      'Bina Pending',
      'Chandan Unpaid',
      'Deepak Revoked',
      'Esha Lapsed',
      'Farah Coordinator',
      'Gopal Varanasi',
      'सुनीता मौर्य',
    ])
    expect(body.docs[0]).toEqual({
      id: paid.id,
      name: 'Asha Paid',
      email: paid.email,
      phone: paid.phone,
      ehrms: paid.ehrms,
      district: 'Agra',
      block,
      ayushman: null,
      membershipId: paidId,
      status: 'paid',
      membershipYear: thisYear,
    })
    expect(body.docs.find((d) => d.id === coordinator.id)).toBeTruthy()
    expect(body.docs.some((d) => d.id === hindi.id && d.name === 'सुनीता मौर्य')).toBe(true)
  })

  it('gives each member the register status of this year (lapsed: paid last year, past the grace date)', async () => {
    const { body } = await list('')
    const status = Object.fromEntries(body.docs.map((d) => [d.name, d.status]))
    expect(status).toMatchObject({
      'Asha Paid': 'paid',
      'Bina Pending': 'pending',
      'Chandan Unpaid': 'unpaid',
      'Deepak Revoked': 'revoked',
      'Gopal Varanasi': 'unpaid',
    })
    // Today is after 31 March of this year (the tests run in the second half of a year or set the grace date) or before it.
    expect(['lapsed', 'due-for-renewal']).toContain(status['Esha Lapsed'])
  })

  it.each([
    ['paid', ['Asha Paid']],
    ['pending', ['Bina Pending']],
    ['revoked', ['Deepak Revoked']],
    ['unpaid', ['Chandan Unpaid', 'Farah Coordinator', 'Gopal Varanasi', 'सुनीता मौर्य']],
  ])('filters by status=%s', async (status, expected) => {
    expect(names((await list(`status=${status}&sort=name`)).body)).toEqual(expected)
  })

  it('due-for-renewal and lapsed follow the grace date of the renewal settings', async () => {
    const original = await payload.findGlobal({ slug: 'renewal-settings' })
    try {
      await payload.updateGlobal({ slug: 'renewal-settings', data: { graceDate: '12-31' } })
      expect(names((await list('status=due-for-renewal')).body)).toEqual(['Esha Lapsed'])
      expect(names((await list('status=lapsed')).body)).toEqual([])
      await payload.updateGlobal({ slug: 'renewal-settings', data: { graceDate: '01-01' } })
      expect(names((await list('status=lapsed')).body)).toEqual(['Esha Lapsed'])
      expect(names((await list('status=due-for-renewal')).body)).toEqual([])
    } finally {
      await payload.updateGlobal({ slug: 'renewal-settings', data: { graceDate: original.graceDate } })
    }
  })

  it('year picks the membership year: next year, whoever paid this year is due for renewal', async () => {
    const { body } = await list(`year=${nextYear}&status=due-for-renewal`)
    expect(names(body)).toEqual(['Asha Paid'])
    expect(body.docs[0]).toMatchObject({ membershipYear: nextYear, membershipId: null })
    expect(names((await list(`year=${lastYear}&status=paid&sort=name`)).body)).toEqual(['Asha Paid', 'Esha Lapsed'])
  })

  it('q matches name, e-mail, phone, EHRMS or membership id, partly and in any case', async () => {
    expect(names((await list('q=asha')).body)).toEqual(['Asha Paid'])
    expect(names((await list('q=EXAMPLE.ORG&status=pending')).body)).toEqual(['Bina Pending'])
    expect(names((await list('q=12345678')).body)).toEqual(['Esha Lapsed'])
    expect(names((await list(`q=${encodeURIComponent(unpaid.ehrms!.slice(0, 8).toLowerCase())}`)).body)).toEqual(['Chandan Unpaid'])
    expect(names((await list(`q=${paidId.slice(-7)}`)).body)).toEqual(['Asha Paid'])
    expect(names((await list(`q=${encodeURIComponent('मौर्य')}`)).body)).toEqual(['सुनीता मौर्य'])
    // LIKE's wildcards are taken literally.
    expect((await list('q=%25')).body.totalDocs).toBe(0)
    expect((await list('q=_')).body.totalDocs).toBe(0)
  })

  it('filters by district and block, sorts, and pages', async () => {
    expect(names((await list('district=Varanasi')).body)).toEqual(['Gopal Varanasi'])
    expect(names((await list('sort=-name&limit=2')).body)).toEqual(['सुनीता मौर्य', 'Gopal Varanasi'])
    const second = (await list('sort=name&limit=3&page=2')).body
    expect(names(second)).toEqual(['Deepak Revoked', 'Esha Lapsed', 'Farah Coordinator'])
    expect(second).toMatchObject({ totalDocs: 8, page: 2, totalPages: 3 })
    expect(names((await list('sort=district&limit=8')).body).at(-1)).toBe('Gopal Varanasi')
    expect((await list('sort=membershipId&limit=1')).body.docs[0].name).toBe('Asha Paid')
    const upper = await get(routes.list, `/api/admin/members?block=${encodeURIComponent(block.toUpperCase())}`, tokens.admin)
    expect(((await upper.json()) as RegisterPage).totalDocs).toBe(8)
  })

  it.each([
    ['status=gone', REGISTER_MESSAGES.badStatus.en],
    ['sort=password', REGISTER_MESSAGES.badSort.en],
    ['page=0', REGISTER_MESSAGES.badPage.en],
    ['page=abc', REGISTER_MESSAGES.badPage.en],
    ['page=1.5', REGISTER_MESSAGES.badPage.en],
    ['limit=101', REGISTER_MESSAGES.badLimit.en],
    ['limit=-1', REGISTER_MESSAGES.badLimit.en],
    ['year=26', REGISTER_MESSAGES.badYear.en],
    ['district=Atlantis', REGISTER_MESSAGES.badDistrict.en],
    [`q=${'x'.repeat(201)}`, REGISTER_MESSAGES.qTooLong.en],
  ])('%s → 400 with a clear message', async (query, message) => {
    const { res, body } = await list(query)
    expect(res.status).toBe(400)
    expect(body.message).toBe(message)
  })

  it('answers a bad query in Hindi when asked', async () => {
    const res = await routes.list(
      new Request('http://localhost/api/admin/members?limit=500', {
        headers: { authorization: `Bearer ${tokens.admin}`, 'accept-language': 'hi' },
      }),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe('सीमा 1 से 100 के बीच की पूर्ण संख्या होनी चाहिए।')
  })
})
