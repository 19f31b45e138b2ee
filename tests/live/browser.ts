import { chromium, type Browser, type Page } from 'playwright-core'

import { withAdminCode } from '../support/admin-code'
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium'
import type { MixContext } from './mix'

/**
 * The live stage's browser users: what the HTTP actors cannot do — hydrated pages, the login form's
 * code step, Payload's admin with its server functions. Every answer of 500 or more the browser sees is
 * a failure of the stage.
 */
export async function browserUsers(ctx: MixContext, member: { email: string; password: string }): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    for (let n = 0; Date.now() < ctx.until; n++) {
      await round(browser, ctx, member, n).catch((err: unknown) =>
        ctx.failures.push(`browser round ${n}: ${(err as Error).message.split('\n')[0]}`),
      )
    }
  } finally {
    await browser.close()
  }
}

async function round(browser: Browser, ctx: MixContext, member: { email: string; password: string }, n: number) {
  const context = await browser.newContext({
    viewport: n % 2 ? { width: 360, height: 780 } : { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.200.${(n % 250) + 1}` },
  })
  const page = await context.newPage()
  page.on('response', (r) => {
    if (r.status() >= 500) ctx.failures.push(`browser: ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`)
  })
  try {
    const lang = n % 2 ? '/hi' : ''
    await page.goto(`${ctx.base}${lang || '/'}`)
    await page.goto(`${ctx.base}${lang}/media/news`)
    await signIn(page, `${ctx.base}${lang}/login`, member.email, member.password)
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20_000 })
    await page.goto(`${ctx.base}${lang}/profile`)
    await page.locator('main').getByRole('heading').first().waitFor()
    await context.clearCookies()
    await page.evaluate(() => localStorage.clear())
    // The admin, with the second factor, then the CMS.
    await signIn(page, `${ctx.base}/login?next=/cms`, ctx.office.email, ctx.office.password)
    const main = page.locator('main')
    const code = main.getByLabel(/6-digit code|6 अंकों का कोड/)
    await code.waitFor()
    await withAdminCode(ctx.office.totpSecret, async (otp) => {
      await code.fill(otp)
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/login')
      await main.getByRole('button', { name: /^(Verify|जाँचें)$/ }).click()
      return (await answer).status() === 401 ? 'replayed' : true
    })
    await page.waitForURL(`${ctx.base}/cms`)
    await page.goto(`${ctx.base}/cms/collections/news`)
    await page.locator('table tbody tr').first().waitFor()
    await page.goto(`${ctx.base}/admin/dashboard`)
    await page.locator('main').getByRole('heading').first().waitFor()
  } finally {
    await context.close()
  }
}

async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(url)
  const main = page.locator('main')
  await main.getByLabel(/^(Email|ई-मेल)/).fill(email)
  await main.getByLabel(/^(Password|पासवर्ड)/).fill(password)
  await main.getByRole('button', { name: /^(Login|लॉग इन)$/ }).click()
}
