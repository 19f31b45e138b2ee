import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { useFreshDatabase } from '../../support/fresh-database'

/**
 * On a fresh site the migration's empty version 1 is never
 * shown; the demo seed's notice (English and Hindi together) becomes version 1,
 * and the demo members have confirmed it, so their sign-in is not held.
 */
let payload: Payload
let exec: (query: string) => Promise<Record<string, unknown>[]>
let mustConfirmNotice: typeof import('../../../src/features/privacy/operations/notice-confirmation').mustConfirmNotice

beforeAll(async () => {
  await useFreshDatabase('notice_seed')
  const { testPayload } = await import('../../support/payload')
  const { seedDemo } = await import('../../../src/runtime/seed')
  ;({ mustConfirmNotice } = await import('../../../src/features/privacy/operations/notice-confirmation'))
  payload = await testPayload()
  expect((payload.db.pool.options as { connectionString?: string }).connectionString).toMatch(/_notice_seed$/)
  exec = async (query) => (await payload.db.pool.query(query)).rows
  expect(await exec(`SELECT version::int AS version, text_en, text_hi FROM notice_versions`)).toEqual([
    { version: 1, text_en: '-', text_hi: '-' },
  ])
  await seedDemo(payload, () => {})
  await seedDemo(payload, () => {})
})

describe('the demo seed and the notice versions', () => {
  it('makes version 1 from the seeded notice, in both languages, once', async () => {
    const rows = await exec(`SELECT version::int AS version, text_en, text_hi FROM notice_versions ORDER BY version`)
    expect(rows.map((r) => r.version)).toEqual([1])
    const [v1] = rows
    for (const words of [
      'Razorpay',
      'mail provider',
      'hosting',
      'Data Protection Board of India',
      '/my-data',
      'Nomination',
      'a period the office sets',
      'Kavita Yadav',
    ]) {
      expect(v1.text_en, words).toContain(words)
    }
    for (const words of ['Razorpay', 'भारतीय डेटा संरक्षण बोर्ड', '/my-data', 'नामांकन', 'कार्यालय द्वारा तय की गई अवधि', 'कविता यादव']) {
      expect(v1.text_hi, words).toContain(words)
    }
  })

  it('gives each demo member a membership grant of version 1, so neither is asked at sign-in', async () => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { in: ['demo.member@example.org', 'demo.unpaid@example.org'] } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(2)
    for (const member of docs) {
      const entries = await exec(`SELECT purpose, action, notice_version::int AS v, channel FROM consents WHERE member_id = ${member.id}`)
      expect(entries).toEqual([{ purpose: 'membership', action: 'granted', v: 1, channel: 'registration' }])
      expect(await mustConfirmNotice(payload, member)).toBe(false)
    }
  })
})
