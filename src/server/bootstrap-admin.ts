import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

import type { Env } from '../config/env'

export const DEMO_ADMIN_EMAIL = 'admin@example.org'

/**
 * Creates the first admin when none exists: from ADMIN_EMAIL/ADMIN_PASSWORD, or,
 * in the embedded demo without them, with a generated password that is printed
 * once (and kept in DATA_DIR/admin-login.txt, readable only by this user).
 */
export async function ensureAdmin(payload: Payload, env: Env, log: (msg: string) => void) {
  const { totalDocs } = await payload.count({ collection: 'users', where: { role: { equals: 'admin' } } })
  if (totalDocs > 0) return

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

  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', role: 'admin' },
  })
  if (generated) {
    const file = path.join(env.dataDir, 'admin-login.txt')
    fs.writeFileSync(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 })
    // Printed once, on creation: this is the only way into a fresh demo.
    console.log(
      [
        '',
        '  ┌─ Admin login (created now; also saved in ' + file + ')',
        `  │  email:    ${email}`,
        `  │  password: ${password}`,
        '  └─ Open /cms (content) or /login then /admin/dashboard.',
        '',
      ].join('\n'),
    )
  } else {
    log(`created the admin ${email}`)
  }
}
