import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

import type { Env } from '../config/env'
import { newTotpSecret, otpauthUrl } from './two-factor/codes'
import { sealSecret } from './two-factor/secret-box'
import { enrolKnownSecret, factorEnabled } from './two-factor/store'

export const DEMO_ADMIN_EMAIL = 'admin@example.org'

/**
 * Creates the first admin when none exists: from ADMIN_EMAIL/ADMIN_PASSWORD, or,
 * in the embedded demo without them, with a generated password that is printed
 * once (and kept in DATA_DIR/admin-login.txt, readable only by this user).
 * Issue 14: ADMIN_TOTP_SECRET enrols that admin's authenticator (also for an
 * ADMIN_EMAIL admin that exists without a second factor); the demo generates
 * a secret and prints it (and its otpauth:// address) beside the password.
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
  if (generated) {
    const file = path.join(env.dataDir, 'admin-login.txt')
    const url = otpauthUrl(email, totpSecret!)
    fs.writeFileSync(file, `email: ${email}\npassword: ${password}\nauthenticator secret: ${totpSecret}\notpauth: ${url}\n`, { mode: 0o600 })
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

/** An existing ADMIN_EMAIL admin without a second factor gets ADMIN_TOTP_SECRET's; an enrolled one keeps theirs. */
async function enrolConfiguredAdmin(payload: Payload, env: Env, log: (msg: string) => void) {
  if (!env.adminTotpSecret || !env.adminEmail) return
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: env.adminEmail.toLowerCase() }, role: { equals: 'admin' } }, limit: 1, depth: 0 })
  const admin = docs[0]
  if (!admin || (await factorEnabled(payload, admin.id))) return
  await enrolKnownSecret(payload, admin.id, sealSecret(env.adminTotpSecret, payload.secret))
  log(`enrolled the authenticator of ${admin.email} (ADMIN_TOTP_SECRET)`)
}
