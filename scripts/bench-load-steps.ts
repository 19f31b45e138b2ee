/** The requests of `npm run bench:load` (scripts/bench-load.ts): one member's way through the portal, and a visitor's. */

export const STEPS = ['register', 'login', 'status', 'create-order', 'pay', 'verify', 'certificate', 'public page'] as const
export type Step = (typeof STEPS)[number]
export type Tally = { times: Map<Step, number[]>; errors: { step: Step; member: number | string; detail: string }[]; requests: number }

const PUBLIC_PAGES = ['/', '/media/news', '/media/photos', '/about', '/team', '/api/news']

/** The p-th percentile (nearest rank) of sorted values, in whole ms. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)])
}

class StepError extends Error {}

/** One timed request; a status other than `expected` is an error of that step. */
async function timed(tally: Tally, step: Step, url: string, init: RequestInit, expected = 200): Promise<Response> {
  const started = performance.now()
  tally.requests++
  let res: Response
  try {
    res = await fetch(url, init)
  } catch (err) {
    throw new StepError(`${step}: ${(err as Error).message}`)
  }
  const body = await res.arrayBuffer()
  tally.times.get(step)!.push(performance.now() - started)
  if (res.status !== expected) throw new StepError(`${step}: ${res.status} ${Buffer.from(body).toString('utf8').slice(0, 160)}`)
  return new Response(body, { status: res.status, headers: res.headers })
}

/** A distinct address per member (10.77.0.0/16), as a load balancer would forward it. */
const addressOf = (i: number) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`

export async function runMember(base: string, run: string, i: number, tally: Tally): Promise<void> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i) }
  const password = `Bench-pass-${run}-${i}`
  const email = `bench-${run}-${i}@example.org`
  const post = (step: Step, path: string, body: unknown, token?: string, expected?: number) =>
    timed(
      tally,
      step,
      base + path,
      { method: 'POST', headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) },
      expected,
    )
  const get = (step: Step, path: string, token: string) =>
    timed(tally, step, base + path, { headers: { ...headers, authorization: `Bearer ${token}` } })
  let step: Step = 'register'
  try {
    await post(
      'register',
      '/api/auth/register',
      {
        name: `Bench Member ${i}`,
        gender: i % 2 ? 'Female' : 'Male',
        email,
        ehrms: `BENCH${run}${i}`.toUpperCase(),
        dob: '1990-05-20',
        phone: `98${String(i).padStart(8, '0')}`,
        designation: 'Community Health Officer',
        district: 'Lucknow',
        password,
        confirmPassword: password,
        privacy: true,
      },
      undefined,
      201,
    )
    step = 'login'
    const { token } = (await (await post('login', '/api/auth/login', { email, password })).json()) as { token: string }
    step = 'status'
    const before = (await (await get('status', '/api/membership/current-year-status', token)).json()) as { status?: string }
    if (before.status === 'paid') throw new StepError('status: a new member is already paid')
    step = 'create-order'
    const order = (await (await post('create-order', '/api/auth/create-order', {}, token)).json()) as { id: string; sandbox?: boolean }
    if (!order.sandbox) throw new StepError('create-order: the site is not in sandbox mode (RAZORPAY_KEY_ID set?)')
    step = 'pay'
    const signed = await (await post('pay', '/api/payments/sandbox/pay', { order_id: order.id, outcome: 'success' }, token)).json()
    step = 'verify'
    const verified = (await (await post('verify', '/api/auth/verify-payment', signed, token)).json()) as { payment?: { orderId?: string } }
    if (verified.payment?.orderId !== order.id) throw new StepError(`verify: ${JSON.stringify(verified)}`)
    step = 'certificate'
    const after = (await (await get('certificate', '/api/membership/current-year-status', token)).json()) as {
      status?: string
      membershipId?: string
    }
    const link = (await (await get('certificate', '/api/membership/verify-link', token)).json()) as { verifyUrl?: string | null }
    if (after.status !== 'paid' || !after.membershipId || !link.verifyUrl) throw new StepError(`certificate: ${JSON.stringify(after)}`)
  } catch (err) {
    if (!(err instanceof StepError)) throw err
    tally.errors.push({ step, member: i, detail: err.message })
  }
}

/** A visitor loading public pages one after another until `stop()` says the members are done. */
export async function viewPages(base: string, visitor: number, tally: Tally, stop: () => boolean): Promise<void> {
  const headers = { 'x-forwarded-for': `10.78.0.${visitor + 1}` }
  for (let n = visitor; !stop(); n++) {
    try {
      await timed(tally, 'public page', base + PUBLIC_PAGES[n % PUBLIC_PAGES.length], { headers })
    } catch (err) {
      if (!(err instanceof StepError)) throw err
      tally.errors.push({ step: 'public page', member: `visitor ${visitor}`, detail: err.message })
    }
  }
}
