import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { drizzleOf, rows, sql } from '../../../src/platform/db/sql'
import { eraseMember } from '../../../src/features/privacy/operations/erase'
import { parseBreachArgs, queueBreachNotices, type BreachOptions } from '../../../src/features/privacy/operations/breach'
import { registerMember } from '../../support/auth'
import { testPayload } from '../../support/payload'

/**
 * `npm run breach:notify` (docs/BREACH.md): the affected members —
 * by window, district or ids, never an erased one — each get one bilingual
 * notice through the outbox, and the same incident never mails twice.
 */
type Handler = (r: Request) => Promise<Response>
let payload: Payload
let register: Handler

beforeAll(async () => {
  payload = await testPayload()
  ;({ POST: register } = await import('../../../src/app/api/auth/register/route'))
})

const notices = (ids: number[]) =>
  rows(
    drizzleOf(payload),
    sql`SELECT user_id, recipient, subject, body_text, dedupe_key FROM mail_outbox WHERE kind = 'breach-notice' AND user_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY user_id`,
  )

describe('breach:notify', () => {
  it('queues one bilingual notice per affected member, in their language first; again is a no-op; erased members are left out', async () => {
    const stamp = `${Date.now()}`
    const a = await registerMember(payload, register, { district: 'Shravasti' })
    const b = await registerMember(payload, register, { district: 'Shravasti', preferredLanguage: 'hi' })
    const elsewhere = await registerMember(payload, register, { district: 'Lalitpur' })
    const gone = await registerMember(payload, register, { district: 'Shravasti' })
    await eraseMember(payload, gone.user.id, { actorId: null, reason: 'request' })
    const all = [a, b, elsewhere, gone].map((m) => m.user.id)
    const options: BreachOptions = {
      since: new Date(Date.now() - 60_000),
      district: 'Shravasti',
      ids: all,
      what: `Test incident ${stamp}: names and phone numbers were exposed.`,
      whatHi: `परीक्षण घटना ${stamp}: नाम और फ़ोन नंबर उजागर हुए।`,
    }

    const dry = await queueBreachNotices(drizzleOf(payload), { ...options, dryRun: true })
    expect(dry).toMatchObject({ selected: 2, queued: 0, dryRun: true })
    expect(await notices(all)).toEqual([])

    const run = await queueBreachNotices(drizzleOf(payload), options)
    expect(run).toMatchObject({ selected: 2, queued: 2, dryRun: false })
    const sent = await notices(all)
    expect(sent.map((m) => Number(m.user_id))).toEqual([a.user.id, b.user.id])
    expect(sent[0].recipient).toBe(a.form.email)
    for (const mail of sent) {
      expect(mail.body_text).toContain(options.what)
      expect(mail.body_text).toContain(options.whatHi)
      expect(String(mail.dedupe_key)).toBe(`breach:${run.incident}:${mail.user_id}`)
    }
    // Each in their own language first.
    expect(String(sent[0].body_text).indexOf(options.what)).toBeLessThan(String(sent[0].body_text).indexOf(options.whatHi))
    expect(String(sent[1].body_text).indexOf(options.whatHi)).toBeLessThan(String(sent[1].body_text).indexOf(options.what))

    await queueBreachNotices(drizzleOf(payload), options)
    expect(await notices(all)).toHaveLength(2)
    await drizzleOf(payload).execute(
      sql`DELETE FROM mail_outbox WHERE kind = 'breach-notice' AND user_id IN (${sql.join(
        all.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
  })

  it('reads the command line and refuses what it cannot use, with a clear message', () => {
    expect(
      parseBreachArgs(['--since', '2026-11-01', '--district', 'Banda', '--ids', '1,2,3', '--what', 'x', '--what-hi', 'य', '--dry-run']),
    ).toEqual({
      since: new Date('2026-11-01'),
      district: 'Banda',
      ids: [1, 2, 3],
      what: 'x',
      whatHi: 'य',
      dryRun: true,
    })
    expect(() => parseBreachArgs(['--what', 'x'])).toThrow('--since must be a date (YYYY-MM-DD)')
    expect(() => parseBreachArgs(['--since', '2026-11-01', '--ids', '1,a'])).toThrow('--ids must be member ids')
  })

  it('refuses a notice without both languages', async () => {
    await expect(queueBreachNotices(drizzleOf(payload), { since: new Date('2026-01-01'), what: 'x', whatHi: ' ' })).rejects.toThrow(
      '--what and --what-hi are both required',
    )
  })
})
