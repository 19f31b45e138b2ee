import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

import type { Env } from '../../../platform/config/env'
import { drizzleOf, rows, sql, type Executor } from '../../../platform/db/sql'
import { newTotpSecret, otpauthUrl } from '../two-factor/codes'
import { sealSecret } from '../two-factor/secret-box'
import { enrolKnownSecret, factorEnabled } from '../two-factor/store'
import { transaction } from '@/platform/db/transaction'

export const DEMO_ADMIN_EMAIL = 'admin@example.org'

/**
 * Creates the first admin when none exists: from ADMIN_EMAIL/ADMIN_PASSWORD, or,
 * in the embedded demo without them, with a generated password that is printed
 * once (and kept in DATA_DIR/admin-login.txt, readable only by this user).
 * ADMIN_TOTP_SECRET enrols that admin's authenticator (also for an
 * ADMIN_EMAIL admin that exists without a second factor); the demo generates
 * a secret and prints it (and its otpauth:// address) beside the password.
 * A configured secret acts once per admin (table configured_second_factor):
 * a later start never enrols it again, so another admin's reset of that factor
 * stays a reset (the admin enrols a new authenticator at the next sign-in).
 */
export async function ensureAdmin(payload: Payload, env: Env, log: (msg: string) => void) {
  const { totalDocs } = await payload.count({ collection: 'users', where: { role: { equals: 'admin' } } })
  if (totalDocs > 0) {
    await enrolConfiguredAdmin(payload, env, log)
    return
  }

  let email = env.adminEmail
  let password = env.adminPassword
  let generated = false
  if (!email || !password) {
    if (!env.embeddedDatabase) {
      log('No admin exists. Set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create one.')
      return
    }
    email ??= DEMO_ADMIN_EMAIL
    password ??= crypto.randomBytes(12).toString('base64url')
    generated = true
  }

  const admin = await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', role: 'admin' },
  })
  const totpSecret = env.adminTotpSecret ?? (generated ? newTotpSecret() : undefined)
  if (totpSecret) await enrolKnownSecret(payload, admin.id, sealSecret(totpSecret, payload.secret))
  if (env.adminTotpSecret) await firstSight(drizzleOf(payload), payload, admin.id, env.adminTotpSecret)
  if (generated) {
    const file = path.join(env.dataDir, 'admin-login.txt')
    const url = otpauthUrl(email, totpSecret!)
    fs.writeFileSync(file, `email: ${email}\npassword: ${password}\nauthenticator secret: ${totpSecret}\notpauth: ${url}\n`, {
      mode: 0o600,
    })
    // Printed once, on creation: this is the only way into a fresh demo.
    console.log(
      [
        '',
        '  ┌─ Admin login (created now; also saved in ' + file + ')',
        `  │  email:    ${email}`,
        `  │  password: ${password}`,
        `  │  authenticator secret (TOTP): ${totpSecret}`,
        `  │  ${url}`,
        '  └─ Open /cms (content) or /login then /admin/dashboard.',
        '',
      ].join('\n'),
    )
  } else {
    log(`created the admin ${email}${totpSecret ? ' with its authenticator (ADMIN_TOTP_SECRET)' : ''}`)
  }
}

/**
 * An existing ADMIN_EMAIL admin without a second factor gets ADMIN_TOTP_SECRET's, once: the first start
 * that sees this admin with this secret decides (enrol if they have none, else keep theirs) and records
 * it; no later start acts on it again. Nor is it enrolled for an admin whose factor another admin has
 * reset (on the member file), which covers resets made before the record existed.
 */
async function enrolConfiguredAdmin(payload: Payload, env: Env, log: (msg: string) => void) {
  if (!env.adminTotpSecret || !env.adminEmail) return
  const secret = env.adminTotpSecret
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: env.adminEmail.toLowerCase() }, role: { equals: 'admin' } },
    limit: 1,
    depth: 0,
  })
  const admin = docs[0]
  if (!admin) return
  const outcome = await transaction(payload, async (tx) => {
    // The record is written in this transaction: if enrolling fails, the next start tries again.
    if (!(await firstSight(tx, payload, admin.id, secret))) return 'seen'
    if (await factorEnabled(payload, admin.id)) return 'has-one'
    const [reset] = await rows(
      tx,
      sql`SELECT 1 FROM member_events WHERE member_id = ${admin.id} AND action = 'second-factor-reset' LIMIT 1`,
    )
    if (reset) return 'was-reset'
    await enrolKnownSecret(payload, admin.id, sealSecret(secret, payload.secret))
    return 'enrolled'
  })
  const next = 'They set up a new authenticator at their next sign-in.'
  if (outcome === 'enrolled') log(`enrolled the authenticator of ${admin.email} (ADMIN_TOTP_SECRET)`)
  else if (outcome === 'was-reset')
    log(`ADMIN_TOTP_SECRET not enrolled for ${admin.email}: another admin reset their second factor. ${next}`)
  else if (outcome === 'seen' && !(await factorEnabled(payload, admin.id)))
    log(`ADMIN_TOTP_SECRET was already used for ${admin.email} (it acts once per admin): not enrolled again. ${next}`)
}

/** Records that this configured secret was seen for this admin; false when it was before. Keyed by an HMAC of the secret, never the secret. */
async function firstSight(db: Executor, payload: Payload, adminId: number, secret: string): Promise<boolean> {
  const fingerprint = crypto.createHmac('sha256', payload.secret).update(`admin-totp-secret:${secret}`).digest('hex')
  const made = await rows(
    db,
    sql`INSERT INTO configured_second_factor (user_id, fingerprint) VALUES (${adminId}, ${fingerprint}) ON CONFLICT DO NOTHING RETURNING user_id`,
  )
  return made.length === 1
}
