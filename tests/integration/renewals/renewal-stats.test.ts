import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call } from '../../support/auth'
import { settleJobs } from '../../support/jobs'
import { testPayload } from '../../support/payload'
import { get, signIn } from '../../support/admin-fixtures'
import { ist, member, membership, setSteps } from '../../support/renewal-fixtures'

/** GET /api/admin/renewals: the figures per step, per role and district; year 2039. */
type Handler = (request: Request) => Promise<Response>
let payload: Payload
let stats: Handler, unsubscribe: Handler
let send: typeof import('../../../src/features/renewals/operations/send-reminders').sendRenewalReminders
let clock: typeof import('../../../src/platform/clock')
let db: typeof import('../../../src/platform/db/sql')
let sign: (userId: number) => string

const zero = { sent: 0, delivered: 0, failed: 0, paidAfter: 0, unsubscribed: 0, skipped: 0 }

beforeAll(async () => {
  payload = await testPayload()
  stats = (await import('../../../src/app/api/admin/renewals/route')).GET
  unsubscribe = (await import('../../../src/app/api/renewals/unsubscribe/route')).POST
  ;({ sendRenewalReminders: send } = await import('../../../src/features/renewals/operations/send-reminders'))
  clock = await import('../../../src/platform/clock')
  db = await import('../../../src/platform/db/sql')
  const { signUnsubscribe } = await import('../../../src/features/privacy/rules/unsubscribe-token')
  sign = (id) => signUnsubscribe(process.env.PAYLOAD_SECRET!, id)
  await setSteps(payload)

  const agra1 = await member(payload, { paid: ['2038'], district: 'Agra' })
  const agra2 = await member(payload, { paid: ['2038'], district: 'Agra' })
  const lucknow1 = await member(payload, { paid: ['2038'], district: 'Lucknow' })
  const lucknow2 = await member(payload, { paid: ['2038'], district: 'Lucknow' })
  await send(payload, { at: ist('2039-01-01') })
  await settleJobs(payload)
  // One mail the server gave up on.
  await db
    .drizzleOf(payload)
    .execute(db.sql`UPDATE mail_outbox SET status = 'failed' WHERE dedupe_key = ${`renewal:2039:01-01:${lucknow2.id}`}`)
  // Agra 1 pays on 5 January; Lucknow 1 unsubscribes on 6 January.
  await membership(payload, agra1.id, '2039', 'paid', ist('2039-01-05').toISOString())
  clock.setClockForTests(ist('2039-01-06'))
  expect((await call(unsubscribe, '/api/renewals/unsubscribe', { body: { token: sign(lucknow1.id) } })).status).toBe(200)
  await send(payload, { at: ist('2039-01-15') })
  // A late member: 1 March only, the two earlier steps skipped.
  await member(payload, { paid: ['2038'], district: 'Lucknow' })
  await send(payload, { at: ist('2039-03-01') })
  void agra2
})
afterAll(() => clock.setClockForTests(null))

const figures = async (token: string, query = '?year=2039') => {
  const res = await get(stats, `/api/admin/renewals${query}`, token)
  expect(res.status).toBe(200)
  return (await res.json()) as { year: string; graceDate: string; reminderSteps: string[]; steps: ({ day: string } & typeof zero)[] }
}

describe('GET /api/admin/renewals', () => {
  it('admins: every step with sent, delivered, failed, paid afterwards, unsubscribed and skipped, and the settings', async () => {
    const { token } = await signIn(payload, 'admin')
    await settleJobs(payload)
    const body = await figures(token)
    expect(body).toMatchObject({ year: '2039', graceDate: '03-31', reminderSteps: ['01-01', '01-15', '03-01'] })
    expect(body.steps).toEqual([
      // Lucknow 1 unsubscribed after step 1 (their latest reminder then), so it counts there.
      { day: '01-01', sent: 4, delivered: 3, failed: 1, paidAfter: 1, unsubscribed: 1, skipped: 1 },
      { day: '01-15', sent: 2, delivered: 2, failed: 0, paidAfter: 0, unsubscribed: 0, skipped: 1 },
      { day: '03-01', sent: 3, delivered: 3, failed: 0, paidAfter: 0, unsubscribed: 0, skipped: 0 },
    ])
  })

  it('coordinators: the members of their districts only; another district or none sees zeros', async () => {
    const agra = await signIn(payload, 'coordinator', { districts: ['Agra'] })
    expect((await figures(agra.token)).steps).toEqual([
      { day: '01-01', sent: 2, delivered: 2, failed: 0, paidAfter: 1, unsubscribed: 0, skipped: 0 },
      { day: '01-15', sent: 1, delivered: 1, failed: 0, paidAfter: 0, unsubscribed: 0, skipped: 0 },
      { day: '03-01', sent: 1, delivered: 1, failed: 0, paidAfter: 0, unsubscribed: 0, skipped: 0 },
    ])
    const lucknow = await signIn(payload, 'coordinator', { districts: ['Lucknow', 'Varanasi'] })
    expect((await figures(lucknow.token)).steps[0]).toEqual({
      day: '01-01',
      sent: 2,
      delivered: 1,
      failed: 1,
      paidAfter: 0,
      unsubscribed: 1,
      skipped: 1,
    })
    for (const districts of [['Varanasi'], []]) {
      const other = await signIn(payload, 'coordinator', { districts })
      expect((await figures(other.token)).steps).toEqual(['01-01', '01-15', '03-01'].map((day) => ({ day, ...zero })))
    }
  })

  it('a year without reminders lists the configured steps with zeros; no year means this year', async () => {
    const { token } = await signIn(payload, 'admin')
    expect((await figures(token, '?year=2040')).steps).toEqual(['01-01', '01-15', '03-01'].map((day) => ({ day, ...zero })))
    clock.setClockForTests(ist('2039-06-01'))
    expect((await figures(token, '')).year).toBe('2039')
  })

  it.each(['?year=abc', '?year=1800', '?year=20391', '?year=2039.5'])('refuses %s with 400', async (query) => {
    const { token } = await signIn(payload, 'admin')
    const res = await get(stats, `/api/admin/renewals${query}`, token)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'The year must be a number from 1950 to 2100.' })
  })

  it.each([
    ['anonymous', null, 401],
    ['a member', 'member', 403],
    ['an editor', 'editor', 403],
  ] as const)('refuses %s', async (_who, role, status) => {
    const token = role ? (await signIn(payload, role)).token : undefined
    const res = await get(stats, '/api/admin/renewals?year=2039', token)
    expect(res.status).toBe(status)
  })
})
