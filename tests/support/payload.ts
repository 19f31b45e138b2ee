import type { Migration, Payload } from 'payload'
import { getPayload } from 'payload'

import config from '../../payload.config'
import { migrations } from '../../migrations'
import { drizzleOf } from '../../src/platform/db/sql'
import { currentNoticeVersion, recordConsent } from '../../src/features/privacy/operations/consents'
import { enrolForTests } from './two-factor'

/** A 'membership' grant of the notice version in force, as registration records it. */
export async function grantCurrentNotice(payload: Payload, memberId: number): Promise<void> {
  const db = drizzleOf(payload)
  await recordConsent(db, {
    memberId,
    purpose: 'membership',
    granted: true,
    noticeVersion: await currentNoticeVersion(db),
    language: 'en',
    channel: 'registration',
  })
}

let ready: Promise<Payload> | undefined

/** Payload on the test database, migrated with the committed migrations (never push). */
export function testPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    return payload
  })()
  return ready
}

let counter = 0
/** A unique suffix for e-mails and codes, so tests never collide on unique columns. */
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`

/**
 * A new user of `role`. Admins and coordinators come with a second factor (TEST_TOTP_SECRET)
 * unless `extra.secondFactor` is false. Members come with a 'membership' grant of the notice in force
 * unless `extra.consent` is false (a member made by an office import or a script, who never saw the notice).
 */
export async function createUser(
  payload: Payload,
  role: 'admin' | 'editor' | 'coordinator' | 'member' = 'member',
  extra: Record<string, unknown> = {},
) {
  const { secondFactor = true, consent: _consent, ...fields } = extra
  const id = unique()
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `${role}-${id}@example.org`,
      password: 'Secret-pass-123',
      name: `Test ${role} ${id}`,
      role,
      ehrms: `EH${id}`.slice(0, 30),
      district: 'Agra',
      phone: '9876543210',
      ...fields,
    },
  })
  if (secondFactor && (role === 'admin' || role === 'coordinator')) await enrolForTests(payload, user.id)
  // A test member has accepted the notice in force, as a registered one has (else every sign-in would ask for it).
  if (role === 'member' && extra.consent !== false) await grantCurrentNotice(payload, user.id)
  return user
}
