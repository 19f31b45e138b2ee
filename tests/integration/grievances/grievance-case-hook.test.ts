import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { isCaseNumber } from '../../../src/features/grievances/rules/grievances'
import { setClockForTests } from '../../../src/platform/clock'
import { createUser, testPayload } from '../../support/payload'

/**
 * What every new case gets from the collection's hooks, whoever
 * creates it: here the Local API, as an admin in /cms would.
 */
let payload: Payload
let member: { id: number }

const categoryId = async (key: string) =>
  (await payload.find({ collection: 'grievance-categories', where: { key: { equals: key } }, limit: 1, depth: 0 })).docs[0].id

beforeAll(async () => {
  payload = await testPayload()
  member = await createUser(payload, 'member', { district: 'Agra' })
})
afterEach(() => setClockForTests(null))
// Cases filed in 2031 would head every newest-first list of the files after this one.
afterAll(() => payload.delete({ collection: 'grievances', where: { user: { equals: member.id } }, overrideAccess: true }))

const file = (extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'grievances',
    data: { user: member.id, subject: 'Hook', description: 'x', status: 'pending', ...extra },
    depth: 0,
    overrideAccess: true,
  })

describe('a new case', () => {
  it("is filed at the app's clock: its year's number, due 21 days later, the member's district, a 'filed' entry then", async () => {
    setClockForTests('2031-03-10T06:00:00Z')
    const g = await file({ category: await categoryId('leave') })
    expect(isCaseNumber(g.caseNumber)).toBe(true)
    expect(g.caseNumber).toMatch(/^GRV-2031-\d{6}$/)
    expect(g.createdAt).toBe('2031-03-10T06:00:00.000Z')
    expect(g.dueAt).toBe('2031-03-31T06:00:00.000Z')
    expect([g.district, g.level, g.sensitive, g.reopenCount]).toEqual(['Agra', 'district', false, 0])
    const { docs } = await payload.find({ collection: 'grievance-events', where: { grievance: { equals: g.id } }, depth: 0 })
    expect(docs.map((e) => [e.kind, e.internal, e.actor, e.createdAt])).toEqual([['filed', false, member.id, '2031-03-10T06:00:00.000Z']])
  })

  it('numbers the cases of a year one after the other', async () => {
    setClockForTests('2032-01-05T06:00:00Z')
    const [a, b] = [await file(), await file()]
    expect(Number(b.caseNumber!.slice(9)) - Number(a.caseNumber!.slice(9))).toBe(1)
  })

  it('in the harassment category is sensitive and starts at the state level', async () => {
    const g = await file({ category: await categoryId('harassment') })
    expect([g.sensitive, g.level]).toEqual([true, 'state'])
  })

  it('ignores a filing time that is not a date (it never becomes a 500)', async () => {
    setClockForTests('2031-05-01T06:00:00Z')
    for (const createdAt of ['not a date', 1e308, ['a', 'b'], { $gt: '' }]) {
      const g = await file({ createdAt })
      expect(g.createdAt).toBe('2031-05-01T06:00:00.000Z')
    }
  })

  it("without a category (the spec's JSON call) falls in 'other'", async () => {
    const g = await file()
    expect(g.category).toBe(await categoryId('other'))
    expect(g.sensitive).toBe(false)
  })
})
