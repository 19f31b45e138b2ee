import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from '../../src/runtime/seed/members'
import { E2E_ADMIN, e2eAppEnv } from '../support/app-setup'
import { startApp, type RunningApp } from '../support/app-process'
import { hasChromium } from '../support/chromium'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher'
import { resolvePages } from '../support/public-pages'
import { browserUsers } from './browser'
import { errorContracts } from './contracts'
import { member, office, visitor, type MixContext } from './mix'

/**
 * The app as users run it: ONE production app started by `npm start`'s own script (job runner,
 * demo seed, response cache), driven for a few minutes by a realistic mix (public pages in English and
 * Hindi, members registering, paying, filing grievances and data requests, the admin with the second
 * factor in the office pages and the CMS, browsers), then asked every error contract of the specification
 * again. The fresh app of each e2e test never lived long enough to show what a long-lived one does:
 * a wrong password answered 500 here on a site where every other test passed.
 *
 * LIVE_MIX_SECONDS sets the length of the mix (default 120).
 */
const MIX_MS = Number(process.env.LIVE_MIX_SECONDS ?? 120) * 1000
const run = Date.now().toString(36)

let mail: MailCatcher
let app: RunningApp
let ctx: MixContext

beforeAll(async () => {
  mail = await startMailCatcher()
  // A load balancer on loopback (TRUSTED_PROXIES): each simulated user keeps its own address, as behind a real one.
  // As `npm start` runs it: the full password-hash cost too (no test setting, tests/support/password-cost.ts).
  app = await startApp(e2eAppEnv(mail.url), { ready: 'listening', passwordCost: 'production' })
  if (app.process.spawnargs.some((arg) => arg.includes('password-cost'))) throw new Error('the live app must run without the test setting')
  // The first request is a visitor opening the home page, as on a site started by hand: a page (Next's
  // app-page bundle) then makes the Payload instance that the API routes (another bundle, with its own
  // copy of Payload's classes) share. A readiness probe to /readyz first, as every other test app has,
  // made the routes' copy the one shared, and hid the 500s users met.
  const home = await fetch(`${app.url}/`)
  if (home.status !== 200) throw new Error(`the home page answered ${home.status} as the first request`)
  ctx = {
    base: app.url,
    pages: await resolvePages(app.url),
    office: E2E_ADMIN,
    mailsTo: (to, count) => waitForMails(to, count),
    until: 0,
    failures: [],
    clients: [],
  }
})

afterAll(async () => {
  const code = await app?.stop()
  if (code !== 0) console.error(`the live app exited with ${code}:\n${app?.output().slice(-4000)}`)
  if (app) fs.rmSync(app.dataDir, { recursive: true, force: true })
  await mail?.close()
  if (mail) fs.rmSync(mail.dir, { recursive: true, force: true })
})

async function waitForMails(to: string, count: number, timeoutMs = 30_000): Promise<void> {
  const addressed = new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi')
  const deadline = Date.now() + timeoutMs
  while (mail.messages().filter((m) => addressed.test(m)).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails to ${to} within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** The app's access log: every answer it gave, from every client, the browsers' included. */
function serverErrorsInLog(): string[] {
  return app
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"request"'))
    .map((line) => JSON.parse(line) as { method: string; path: string; status: number })
    .filter((r) => r.status >= 500)
    .map((r) => `${r.status} ${r.method} ${r.path}`)
}

describe.sequential('the app as users run it', () => {
  it(`lives through ${MIX_MS / 1000} s of ordinary use without a single 5xx`, { timeout: MIX_MS + 300_000 }, async () => {
    ctx.until = Date.now() + MIX_MS
    const actors = [visitor(ctx), visitor(ctx), member(ctx, `${run}a`), member(ctx, `${run}b`), office(ctx)]
    if (hasChromium()) actors.push(browserUsers(ctx, { email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD }))
    else if (process.env.REQUIRE_E2E === '1') throw new Error('REQUIRE_E2E=1 and no Chromium: the browser users cannot run')
    await Promise.all(actors)

    const requests = ctx.clients.flatMap((c) => c.seen)
    const mails = mail.messages().length
    console.log(
      `live mix: ${requests.length} requests by ${ctx.clients.length} clients, ${mails} mails delivered, ${ctx.failures.length} failed steps`,
    )
    expect(requests.length).toBeGreaterThan(200)
    expect(mails).toBeGreaterThan(5)
    expect(serverErrorsInLog()).toEqual([])
    expect(ctx.failures).toEqual([])
  })

  it('then answers every error contract of the specification with its 4xx and message', { timeout: 180_000 }, async () => {
    const verdicts = await errorContracts(ctx, run)
    for (const v of verdicts) console.log(`${v.ok ? 'ok  ' : 'FAIL'} ${v.contract}: ${v.got}`)
    expect(verdicts.filter((v) => !v.ok)).toEqual([])
    expect(serverErrorsInLog()).toEqual([])
  })
})
