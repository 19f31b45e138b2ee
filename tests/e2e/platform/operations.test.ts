import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { startEmbeddedDatabase } from '../../../src/runtime/embedded-db'
import { currentCode } from '../../../src/features/accounts/two-factor/codes'
import { startApp } from '../../support/app-process'

/** Start-up configuration, readiness and graceful shutdown, each on an instance of its own. */
const root = path.resolve(__dirname, '../../..')

describe('configuration', () => {
  it.each([
    ['PORT', 'not-a-number'],
    ['MEMBERSHIP_FEE_PAISE', '5'],
    ['SMTP_URL', 'ftp://mail'],
  ])('stops with exit code 1 and names %s when it is bad', (name, value) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, [name]: value, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-cfg-')) },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Invalid configuration')
    expect(run.stderr).toContain(name)
  })

  it('refuses an external database without PAYLOAD_SECRET', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db', PAYLOAD_SECRET: '' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('PAYLOAD_SECRET')
  })
})

describe('readiness', () => {
  it('answers /readyz with 503 while the database is down, and /livez still 200', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-ready-'))
    const db = await startEmbeddedDatabase(dir)
    const app = await startApp({ DATABASE_URL: db.url, PAYLOAD_SECRET: 'readiness-test-secret-000000', SEED_DEMO: 'false' })
    try {
      expect((await fetch(`${app.url}/readyz`)).status).toBe(200)
      await db.stop()
      const ready = await fetch(`${app.url}/readyz`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toMatchObject({ database: 'unreachable' })
      expect((await fetch(`${app.url}/livez`)).status).toBe(200)
    } finally {
      expect(await app.stop()).toBe(0)
      await db.stop()
      fs.rmSync(dir, { recursive: true, force: true })
      fs.rmSync(app.dataDir, { recursive: true, force: true })
    }
  })
})

describe('graceful shutdown', () => {
  it('prints the generated admin login; on SIGTERM finishes a request in flight, stops PostgreSQL and exits 0', async () => {
    const app = await startApp({ SEED_DEMO: 'false', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' })
    // The embedded demo without ADMIN_* creates an admin and prints its login once.
    const login = /email: +(\S+)\n.*password: +(\S+)/s.exec(app.output())
    expect(login?.[1]).toBe('admin@example.org')
    const saved = path.join(app.dataDir, 'admin-login.txt')
    expect(fs.readFileSync(saved, 'utf8')).toContain(login![2])
    expect(fs.statSync(saved).mode & 0o777).toBe(0o600)
    // Beside the password, the authenticator secret and its otpauth address; the admin signs in with a code of it.
    const secret = /authenticator secret \(TOTP\): +([A-Z2-7]+)\n.*(otpauth:\/\/totp\/\S+)/s.exec(app.output())
    expect(secret?.[2]).toContain(`secret=${secret?.[1]}`)
    expect(fs.readFileSync(saved, 'utf8')).toContain(secret![1])
    const cmsLogin = await fetch(`${app.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: login![1], password: login![2], otp: currentCode(secret![1]) }),
    })
    expect(cmsLogin.status).toBe(200)
    const pidFile = path.join(app.dataDir, 'postgres', 'postmaster.pid')
    expect(fs.existsSync(pidFile)).toBe(true)
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'wrong-password' })
    const { port } = new URL(app.url)

    // The request starts before the signal and its body is completed after it.
    const response = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/cms-api/users/login',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      req.write(body.slice(0, 10))
      setTimeout(() => {
        app.process.kill('SIGTERM')
        setTimeout(() => req.end(body.slice(10)), 700)
      }, 300)
    })

    expect(await response).toBe(401)
    expect(await app.stop()).toBe(0)
    expect(app.output()).toContain('PostgreSQL stopped')
    // Structured access log with the request id, and never the password that was sent.
    const line = app
      .output()
      .split('\n')
      .find((l) => l.includes('"path":"/cms-api/users/login"') && l.includes('"status":401'))
    expect(JSON.parse(line!)).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'POST',
      status: 401,
      requestId: expect.stringMatching(/^[\w-]{8,}$/),
    })
    expect(app.output()).not.toContain('wrong-password')
    expect(fs.existsSync(pidFile)).toBe(false)
    fs.rmSync(app.dataDir, { recursive: true, force: true })
  })
})
