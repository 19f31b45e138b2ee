import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DistrictRow } from '../../../src/features/office/rules/district-coverage'
import { setClockForTests } from '../../../src/platform/clock'
import { createUser, testPayload } from '../../support/payload'
import { addGrievance, get, signIn } from '../../support/admin-fixtures'

/**
 * The overdue grievances on GET /api/admin/dashboard and the open and
 * overdue grievances of GET /api/admin/districts, per role. The database is
 * shared, so the figures are checked as the change this file's cases make.
 */
let payload: Payload
const [HOME, AWAY] = ['Chitrakoot', 'Kaushambi'] as const
const tokens: Record<'admin' | 'coordinator' | 'otherCoordinator', string> = { admin: '', coordinator: '', otherCoordinator: '' }
type Routes = { dashboard: (r: Request) => Promise<Response>; districts: (r: Request) => Promise<Response> }
let routes: Routes

async function snapshot(token: string) {
  const dash = await get(routes.dashboard, '/api/admin/dashboard', token)
  expect(dash.status).toBe(200)
  const rows = await get(routes.districts, '/api/admin/districts', token)
  expect(rows.status).toBe(200)
  const byName = new Map(((await rows.json()) as DistrictRow[]).map((r) => [r.district, r]))
  const of = (d: string) => ({ open: byName.get(d)?.openGrievances ?? null, overdue: byName.get(d)?.overdueGrievances ?? null })
  return { overdue: ((await dash.json()) as { overdueGrievances: number }).overdueGrievances, [HOME]: of(HOME), [AWAY]: of(AWAY) }
}
type Snap = Awaited<ReturnType<typeof snapshot>>
const before: Partial<Record<keyof typeof tokens, Snap>> = {}

async function category(key: string) {
  const { docs } = await payload.find({
    collection: 'grievance-categories',
    where: { key: { equals: key } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0].id
}

beforeAll(async () => {
  payload = await testPayload()
  routes = {
    dashboard: (await import('../../../src/app/api/admin/dashboard/route')).GET,
    districts: (await import('../../../src/app/api/admin/districts/route')).GET,
  }
  tokens.admin = (await signIn(payload, 'admin')).token
  tokens.coordinator = (await signIn(payload, 'coordinator', { district: HOME, districts: [HOME] })).token
  tokens.otherCoordinator = (await signIn(payload, 'coordinator', { district: AWAY, districts: [AWAY] })).token
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) before[role] = await snapshot(tokens[role])

  const home = await createUser(payload, 'member', { district: HOME })
  const away = await createUser(payload, 'member', { district: AWAY })
  // Filed a year ago (so due long since), then today's clock counts them.
  setClockForTests(new Date(Date.now() - 365 * 86_400_000))
  await addGrievance(payload, home.id, { category: await category('honorarium') })
  await addGrievance(payload, home.id, { category: await category('harassment') })
  await addGrievance(payload, home.id, { status: 'resolved' })
  await addGrievance(payload, away.id)
  setClockForTests(null)
  await addGrievance(payload, home.id) // open, not yet due
})
afterAll(() => setClockForTests(null))

const delta = async (role: keyof typeof tokens) => {
  const now = await snapshot(tokens[role])
  const was = before[role]!
  const diff = (d: typeof HOME | typeof AWAY) =>
    now[d].open === null ? null : { open: now[d].open! - was[d].open!, overdue: now[d].overdue! - was[d].overdue! }
  return { overdue: now.overdue - was.overdue, [HOME]: diff(HOME), [AWAY]: diff(AWAY) }
}

describe('overdue and open grievances per role', () => {
  it('an admin counts every case, sensitive ones included', async () => {
    expect(await delta('admin')).toEqual({ overdue: 3, [HOME]: { open: 3, overdue: 2 }, [AWAY]: { open: 1, overdue: 1 } })
  })
  it("the district's coordinator counts their district's cases, never the sensitive one", async () => {
    expect(await delta('coordinator')).toEqual({ overdue: 1, [HOME]: { open: 2, overdue: 1 }, [AWAY]: null })
  })
  it("another district's coordinator counts only theirs", async () => {
    expect(await delta('otherCoordinator')).toEqual({ overdue: 1, [HOME]: null, [AWAY]: { open: 1, overdue: 1 } })
  })
  it('anonymous callers, members and editors get no counts', async () => {
    expect((await get(routes.dashboard, '/api/admin/dashboard')).status).toBe(401)
    for (const role of ['member', 'editor'] as const) {
      const { token } = await signIn(payload, role)
      expect((await get(routes.dashboard, '/api/admin/dashboard', token)).status).toBe(403)
      expect((await get(routes.districts, '/api/admin/districts', token)).status).toBe(403)
    }
  })
})
