import { fetchLoginWithCode } from '../support/admin-code'
import { registrationForm } from '../support/member-form'
import type { PageUrl } from '../support/public-pages'
import { expectStatus, SiteClient } from './client'

/**
 * The live stage's realistic mix: what a few minutes of ordinary use bring to one long-lived
 * app. Each actor loops until `until`; a failed step is recorded and the actor goes on, as users would.
 */
export type Office = { email: string; password: string; totpSecret: string }
export type MixContext = {
  base: string
  pages: PageUrl[]
  office: Office
  /** Resolves once `count` mails addressed to `to` have arrived (bodies may be encoded: Hindi mails are). */
  mailsTo: (to: string, count: number) => Promise<void>
  until: number
  failures: string[]
  clients: SiteClient[]
}

let nextAddress = 0
/** A new client address per actor round (198.18.0.0/15, for benchmarks and tests), so per-address limits see real users. */
export function client(ctx: MixContext): SiteClient {
  nextAddress += 1
  const c = new SiteClient(ctx.base, `198.18.${Math.floor(nextAddress / 250) % 256}.${(nextAddress % 250) + 1}`)
  ctx.clients.push(c)
  return c
}

async function loop(ctx: MixContext, name: string, round: (n: number) => Promise<void>, pauseMs = 0) {
  for (let n = 0; Date.now() < ctx.until; n++) {
    try {
      await round(n)
    } catch (err) {
      ctx.failures.push(`${name} round ${n}: ${(err as Error).message}`)
    }
    if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs))
  }
}

/** A visitor reading the public pages in English and Hindi, and the public API the pages use. */
export const visitor = (ctx: MixContext) =>
  loop(
    ctx,
    'visitor',
    async (n) => {
      const c = client(ctx)
      for (const page of ctx.pages.slice(n % 3).filter((_, i) => i % 3 === 0)) await expectStatus(await c.get(page.path), 200, page.path)
      for (const api of ['/api/news', '/api/photos', '/api/videos']) await expectStatus(await c.get(api), 200, api)
    },
    500,
  )

/** A new member: registers (and gets the welcome mail), pays, files a grievance, asks for a correction, writes to the office, forgets the password. */
export const member = (ctx: MixContext, run: string) =>
  loop(ctx, 'member', async (n) => {
    const c = client(ctx)
    const form = registrationForm(`${run}${n}`, { name: n % 2 ? 'सुनीता मौर्य' : 'Sunita Maurya', preferredLanguage: n % 2 ? 'hi' : 'en' })
    await expectStatus(await c.post('/api/auth/register', form), 201, 'register')
    await ctx.mailsTo(form.email, 1) // the welcome
    // Phones mistype: one wrong password first, answered as the spec says (it once answered 500).
    await expectStatus(await c.post('/api/auth/login', { email: form.email, password: `${form.password}x` }), 401, 'mistyped password')
    const { token } = (await (
      await expectStatus(await c.post('/api/auth/login', { email: form.email, password: form.password }), 200, 'login')
    ).json()) as { token: string }
    await expectStatus(await c.get('/api/membership/current-year-status', { token }), 200, 'status')
    const order = (await (await expectStatus(await c.post('/api/auth/create-order', {}, { token }), 200, 'create-order')).json()) as {
      id: string
    }
    const signed = await (
      await expectStatus(await c.post('/api/payments/sandbox/pay', { order_id: order.id, outcome: 'success' }, { token }), 200, 'pay')
    ).json()
    await expectStatus(await c.post('/api/auth/verify-payment', signed, { token }), 200, 'verify-payment')
    await expectStatus(
      await c.post(
        '/api/common/grievance',
        { subject: 'Honorarium not received', description: 'The honorarium for October has not arrived.' },
        { token },
      ),
      201,
      'grievance',
    )
    await expectStatus(
      await c.post('/api/my-data/requests', { kind: 'correction', details: 'My block is Mohanlalganj, not Sarojini Nagar.' }, { token }),
      201,
      'data request',
    )
    for (const path of ['/profile', '/hi/membership', '/grievances', '/my-data'])
      await expectStatus(await c.get(path, { token }), 200, path)
    await expectStatus(
      await c.post('/api/common/contact-us', { name: form.name, email: form.email, message: 'When is the next district meeting?' }),
      201,
      'contact',
    )
    await expectStatus(await c.post('/api/auth/forgot-password', { email: form.email }), 200, 'forgot-password')
    await ctx.mailsTo(form.email, 2) // and the reset link
  })

/** The office: the admin signs in with the second factor and works through the office pages, the CMS and its API. */
export const office = (ctx: MixContext) =>
  loop(
    ctx,
    'office',
    async () => {
      const c = client(ctx)
      const signedIn = await fetchLoginWithCode(`${ctx.base}/api/auth/login`, ctx.office, { 'x-forwarded-for': c.address })
      await expectStatus(signedIn, 200, 'admin login')
      const { token } = (await signedIn.json()) as { token: string }
      const cookie = signedIn.headers.get('set-cookie')?.split(';')[0] ?? ''
      for (const path of [
        '/admin/dashboard',
        '/hi/admin/members',
        '/admin/grievances',
        '/admin/data-requests',
        '/api/admin/members',
        '/api/membership/stats',
        '/api/admin/data-requests?status=pending',
      ])
        await expectStatus(await c.get(path, { token, cookie }), 200, path)
      for (const path of ['/cms', '/cms/collections/news', '/cms/collections/users', '/cms-api/news?limit=5', '/cms-api/users/me'])
        await expectStatus(await c.get(path, { cookie }), 200, path)
      const cms = await fetchLoginWithCode(`${ctx.base}/cms-api/users/login`, ctx.office, { 'x-forwarded-for': c.address })
      await expectStatus(cms, 200, 'CMS login')
    },
    5_000,
  )
