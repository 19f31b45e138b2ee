import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, type APIRequestContext, type Browser, type BrowserContext, type Dialog, type Page } from '@playwright/test'

import { refusedCode, withAdminCode } from './admin-code'
import { VIEWPORTS } from './browser'
import { workerApp } from './browser-app'

/**
 * Shared by the browser tests: contexts, demo logins, sessions in storage, axe.
 * The app's address is this worker's (tests/support/browser-app.ts).
 */
export const base = workerApp().baseUrl

export const DEMO_PASSWORD = 'DemoMember@2026'
export const PAID = { email: 'demo.member@example.org', password: DEMO_PASSWORD, name: 'Pooja Verma' }
export const UNPAID = { email: 'demo.unpaid@example.org', password: DEMO_PASSWORD, name: 'Amit Kumar Yadav' }

export type Viewport = keyof typeof VIEWPORTS
export type SessionUser = { role: string; name: string; email: string }

// A block of addresses per worker process (a worker that restarts after a failure takes a new one).
let address = (process.pid % 40) * 1500

/** A client address not used before by this worker (blocks of 1,500 by process id keep restarted workers apart). */
export function nextAddress(): string {
  address += 1
  return `198.19.${Math.floor(address / 250) % 256}.${(address % 250) + 1}`
}

/**
 * Each context is its own client address: the server's per-address limits on
 * login and registration never mix tests up (the e2e app is fresh every run).
 */
export function newContext(
  browser: Browser,
  viewport: Viewport = 'desktop',
  session?: { token: string; user: SessionUser },
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: VIEWPORTS[viewport],
    extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
    storageState: session
      ? {
          cookies: [],
          origins: [
            {
              origin: base,
              localStorage: [
                { name: 'token', value: session.token },
                { name: 'userData', value: JSON.stringify(session.user) },
              ],
            },
          ],
        }
      : undefined,
  })
}

/**
 * Logs in through the API (as the page would) and returns what the page would store. An admin's
 * `totpSecret` supplies the code step, each code once (tests/support/admin-code.ts).
 */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password: string,
  totpSecret?: string,
): Promise<{ token: string; user: SessionUser }> {
  const res = totpSecret
    ? await withAdminCode(totpSecret, async (otp) => {
        const answer = await request.post(`${base}/api/auth/login`, { data: { email, password, otp } })
        return refusedCode(answer.status(), await answer.json().catch(() => null)) ? 'replayed' : answer
      })
    : await request.post(`${base}/api/auth/login`, { data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as { token: string; user: SessionUser }
}

type Who = { email: string; password: string; totpSecret?: string }
type Session = { token: string; user: SessionUser }

// An admin's session is shared by the tests of this worker: a login with a code costs a time step (30 s)
// of the authenticator's, and the app takes each step once. It is checked before each use and made
// again when a test has signed it out.
const officeSessions = new Map<string, Promise<Session>>()

async function stillValid(session: Session): Promise<boolean> {
  const res = await fetch(`${base}/api/auth/profile`, { headers: { authorization: `Bearer ${session.token}` } })
  return res.status === 200
}

async function freshSession(browser: Browser, who: Who): Promise<Session> {
  const context = await newContext(browser)
  try {
    return await apiLogin(context.request, who.email, who.password, who.totpSecret)
  } finally {
    await context.close()
  }
}

/** A session for `who`, logged in from a context of its own (its own client address). */
export async function sessionOf(browser: Browser, who: Who): Promise<Session> {
  if (!who.totpSecret) return freshSession(browser, who)
  const known = officeSessions.get(who.email)
  if (known) {
    const session = await known.catch(() => null)
    if (session && (await stillValid(session))) return session
  }
  const made = freshSession(browser, who)
  officeSessions.set(who.email, made)
  return made
}

let serial = 0
/** A fresh member's registration payload; unique e-mail and EHRMS code per call. */
export function newMember(overrides: Record<string, unknown> = {}) {
  const id = `${Date.now().toString(36)}${(++serial).toString(36)}${process.pid.toString(36)}`
  return {
    name: 'Sunita Devi',
    gender: 'Female',
    email: `sunita.${id}@example.org`,
    ehrms: `E2E${id}`.toUpperCase().slice(0, 30),
    block: 'Chinhat',
    joiningDate: '2020-01-15',
    dob: '1990-05-20',
    phone: '9811122233',
    designation: 'Community Health Officer',
    district: 'Lucknow',
    ayushman: 'Ayushman Arogya Mandir Chinhat',
    password: 'Sunita-pass-2026',
    confirmPassword: 'Sunita-pass-2026',
    privacy: true,
    ...overrides,
  }
}

/** Registers through the API and returns the payload and the session. */
export async function apiRegister(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const member = newMember(overrides)
  const res = await request.post(`${base}/api/auth/register`, { data: member })
  expect(res.status(), await res.text()).toBe(201)
  return { member, ...((await res.json()) as { token: string; user: SessionUser }) }
}

/** A freshly registered member, registered from a context of its own. */
export async function freshMember(browser: Browser, overrides: Record<string, unknown> = {}) {
  const context = await newContext(browser)
  try {
    return await apiRegister(context.request, overrides)
  } finally {
    await context.close()
  }
}

/** Collects window.alert texts and accepts each dialog. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = []
  page.on('dialog', (d: Dialog) => {
    alerts.push(d.message())
    void d.accept()
  })
  return alerts
}

export async function storage(page: Page): Promise<{ token: string | null; userData: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), userData: localStorage.getItem('userData') }))
}

export { expectNoAxeViolations } from './browser'

/** The visible screen only (the header and an open dropdown), under screenshots/ like the full-page ones. */
export async function screenShot(page: Page, name: string) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots')
  fs.mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}.png`) })
}

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })

/** A form control by its label's text; required fields' labels end in an asterisk. */
export const byLabel = (page: Page, label: string) => page.locator('main').getByLabel(new RegExp(`^${label}( \\*)?$`))

/** The text of each field's error, by the field's label (the message tied through aria-describedby). */
export async function fieldError(page: Page, label: string): Promise<string | null> {
  const input = byLabel(page, label)
  const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? []
  const errorId = ids.find((id) => id.endsWith('-error'))
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null
}

/**
 * The login page's code step, after the password was sent: types a code of the
 * admin's authenticator and sends it, again with the next code if the app refused one as used.
 */
export async function typeAdminCode(page: Page, totpSecret: string): Promise<void> {
  const main = page.locator('main')
  const field = main.getByLabel(/6-digit code|6 अंकों का कोड/)
  await field.waitFor()
  await withAdminCode(totpSecret, async (otp) => {
    await field.fill(otp)
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/login')
    await main.getByRole('button', { name: /^(Verify|जाँचें)$/ }).click()
    return (await answer).status() === 401 ? 'replayed' : true
  })
}
