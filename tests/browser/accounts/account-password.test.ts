import fs from 'node:fs'
import path from 'node:path'

import { base, byLabel, expectNoAxeViolations, fieldError, freshMember, storage, type Viewport } from '../../support/account'
import { holdRequests, screenshot } from '../../support/browser'
import { workerApp } from '../../support/browser-app'
import { expect, test, type Fx, type Session } from '../../support/browser-fixtures'

/**
 * Forgot and reset password in Chromium, with the link read from the mail the
 * site really sent to the local SMTP server of the e2e setup: a freshly
 * registered member resets, logs in with the new password, and the link does
 * not work twice.
 */
const mailDir = workerApp().mailDir
/** Undoes quoted-printable and base64 bodies well enough to find a link. */
function decode(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  const b64 = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:.+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) =>
    Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'),
  )
  return [qp, ...b64].join('\n')
}

/** The reset link of the newest message to `to`, waiting for it to arrive. */
async function resetLinkFor(to: string, after: number): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      () => {
        const files = fs.readdirSync(mailDir).sort().reverse()
        for (const file of files) {
          const full = path.join(mailDir, file)
          if (fs.statSync(full).mtimeMs < after) continue
          const text = decode(fs.readFileSync(full, 'utf8'))
          if (!text.toLowerCase().includes(`to: ${to}`.toLowerCase()) && !text.includes(`<${to}>`)) continue
          link = text.match(/https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9%_.~-]+/)?.[0]
          if (link) return link
        }
        return undefined
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBeTruthy()
  return link!
}

async function openPage({ browser, newContext }: Fx, pathname: string, vp: Viewport = 'desktop', session?: Session) {
  const context = await newContext(vp, session)
  const page = await context.newPage()
  await page.goto(pathname.startsWith('http') ? pathname : `${base}${pathname}`)
  return { context, page, main: page.locator('main') }
}

test.describe('forgot and reset password', () => {
  test('walks the whole way: request, mail, new password, login; the link works once and ends old sessions', async ({
    newContext,
    browser,
  }) => {
    const registered = await freshMember(browser, { name: 'Geeta Yadav' })
    const { email, password } = registered.member

    const forgot = await openPage({ browser, newContext }, '/forgot-password', 'mobile')
    const field = byLabel(forgot.page, 'Email')
    await expect(field).toHaveAttribute('type', 'email')
    await expect(field).toHaveAttribute('required', '')
    await forgot.main.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect.poll(() => fieldError(forgot.page, 'Email')).toBe('Email is required')
    await field.fill('geeta.example.org')
    await expect.poll(() => fieldError(forgot.page, 'Email')).toBeNull()
    await forgot.main.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect.poll(() => fieldError(forgot.page, 'Email')).toBe('Please enter a valid email address')
    await field.fill(email)
    const release = await holdRequests(forgot.page, '**/api/auth/forgot-password')
    const sentAt = Date.now() - 1000
    await forgot.main.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(forgot.main.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    await forgot.main.getByRole('heading', { name: 'Check your email' }).waitFor()
    await screenshot(forgot.page, 'account-forgot-sent-mobile')
    await expectNoAxeViolations(forgot.page)
    await expect(forgot.main.getByRole('link', { name: 'Return to login' })).toHaveAttribute('href', '/login')
    await forgot.context.close()

    const link = await resetLinkFor(email, sentAt)
    expect(link.startsWith(`${base}/reset-password?token=`)).toBe(true)

    // This browser still holds the member's session; the reset ends it.
    const reset = await openPage({ browser, newContext }, link, 'mobile', registered)
    await expect(reset.page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    const newPassword = byLabel(reset.page, 'New Password')
    const confirm = byLabel(reset.page, 'Confirm New Password')
    const submit = reset.main.getByRole('button', { name: /^Reset/ })
    await newPassword.fill('abc')
    await submit.click()
    await expect.poll(() => fieldError(reset.page, 'New Password')).toBe('Password must be at least 6 characters long')
    await screenshot(reset.page, 'account-reset-error-mobile')
    await newPassword.fill('abcd')
    await expect.poll(() => fieldError(reset.page, 'New Password')).toBeNull()
    await newPassword.fill('Geeta-new-2026')
    await confirm.fill('Geeta-new-2027')
    await submit.click()
    await expect.poll(() => fieldError(reset.page, 'Confirm New Password')).toBe('Passwords do not match')
    await confirm.fill('Geeta-new-2026')
    await expect.poll(() => fieldError(reset.page, 'Confirm New Password')).toBeNull()
    await reset.main.getByRole('button', { name: 'Show new password' }).click()
    await expect(newPassword).toHaveAttribute('type', 'text')
    const releaseReset = await holdRequests(reset.page, '**/api/auth/reset-password')
    await submit.click()
    await expect(submit).toHaveText('Resetting...')
    releaseReset()
    await reset.main.getByRole('heading', { name: 'Password Reset Successful' }).waitFor()
    await expect.poll(() => storage(reset.page)).toEqual({ token: null, userData: null })
    await screenshot(reset.page, 'account-reset-done-mobile')
    const old = await reset.page.request.get(`${base}/api/auth/profile`, { headers: { Authorization: `Bearer ${registered.token}` } })
    expect(old.status()).toBe(401)

    await reset.main.getByRole('link', { name: 'Return to login' }).click()
    await reset.page.waitForURL(`${base}/login`)
    const oldLogin = await reset.page.request.post(`${base}/api/auth/login`, { data: { email, password } })
    expect(oldLogin.status()).toBe(401)
    await byLabel(reset.page, 'Email').fill(email)
    await byLabel(reset.page, 'Password').fill('Geeta-new-2026')
    await reset.main.getByRole('button', { name: 'Login' }).click()
    await reset.page.waitForURL(`${base}/profile`)
    await reset.context.close()

    // The same link a second time: the server's message.
    const again = await openPage({ browser, newContext }, link)
    await byLabel(again.page, 'New Password').fill('Another-pass-1')
    await byLabel(again.page, 'Confirm New Password').fill('Another-pass-1')
    await again.main.getByRole('button', { name: 'Reset Password' }).click()
    await expect(again.main.getByRole('alert')).toHaveText('This reset link is invalid or has expired. Please request a new one.')
    await again.context.close()
  })

  test("shows 'Invalid Reset Link' without a token, with a way to ask for a new link", async ({ newContext, browser }) => {
    for (const vp of ['mobile', 'desktop'] as const) {
      const { context, page, main } = await openPage({ browser, newContext }, '/reset-password', vp)
      await expect(main.locator('h1')).toHaveText('Invalid Reset Link')
      await expect(main.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expectNoAxeViolations(page)
      await screenshot(page, `account-reset-invalid-${vp}`)
      await context.close()
    }
  })

  test("forgot: the server's message, else 'Failed to process request', else 'An error occurred'", async ({ newContext, browser }) => {
    const { context, page, main } = await openPage({ browser, newContext }, '/forgot-password')
    await expect(main.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login')
    await byLabel(page, 'Email').fill('someone@example.org')
    const send = main.getByRole('button', { name: 'Send Reset Link' })
    await page.route('**/api/auth/forgot-password', (route) =>
      route.fulfill({ status: 429, json: { message: 'Too many reset requests. Please try again later.' } }),
    )
    await send.click()
    await expect(main.getByRole('alert')).toHaveText('Too many reset requests. Please try again later.')
    await page.unroute('**/api/auth/forgot-password')
    await page.route('**/api/auth/forgot-password', (route) => route.fulfill({ status: 500, body: '' }))
    await send.click()
    await expect(main.getByRole('alert')).toHaveText('Failed to process request')
    await page.unroute('**/api/auth/forgot-password')
    await page.route('**/api/auth/forgot-password', (route) => route.abort('internetdisconnected'))
    await send.click()
    await expect(main.getByRole('alert')).toHaveText('An error occurred')
    await context.close()
  })

  test("reset: 'Failed to reset password' without a message, 'An error occurred' on a network failure", async ({ newContext, browser }) => {
    const { context, page, main } = await openPage({ browser, newContext }, '/reset-password?token=not-a-real-token')
    await byLabel(page, 'New Password').fill('Secret-123')
    await byLabel(page, 'Confirm New Password').fill('Secret-123')
    const submit = main.getByRole('button', { name: 'Reset Password' })
    await page.route('**/api/auth/reset-password', (route) => route.fulfill({ status: 500, body: '' }))
    await submit.click()
    await expect(main.getByRole('alert')).toHaveText('Failed to reset password')
    await page.unroute('**/api/auth/reset-password')
    await page.route('**/api/auth/reset-password', (route) => route.abort('internetdisconnected'))
    await submit.click()
    await expect(main.getByRole('alert')).toHaveText('An error occurred')
    await context.close()
  })

  for (const vp of ['mobile', 'desktop'] as const)
    test(`(${vp}) the forgot and reset forms look right and have no accessibility violations`, async ({ newContext, browser }) => {
      for (const p of ['/forgot-password', '/reset-password?token=abc']) {
        const { context, page } = await openPage({ browser, newContext }, p, vp)
        await expectNoAxeViolations(page)
        await screenshot(page, `account-${p.slice(1).split('?')[0]}-${vp}`)
        await context.close()
      }
    })
})
