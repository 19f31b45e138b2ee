import { currentCode, stepAt, TOTP_STEP_SECONDS } from '../../src/features/accounts/two-factor/codes'

/**
 * Codes of the end-to-end admin's authenticator (ADMIN_TOTP_SECRET).
 * The app accepts each code once (a time step used is refused afterwards), and
 * tests sign the admin in more often than once per 30 seconds, so this process
 * never offers a step twice, and when the app refuses one (another process
 * used it) tries the next step, waiting until it is inside the app's window.
 */
const STEP_MS = TOTP_STEP_SECONDS * 1000
let lastStep = 0

export type Attempt<T> = (otp: string) => Promise<T | 'replayed'>

// One code attempt at a time in this process: two callers at once (the live stage's office and browser users)
// would pick the same step, and the one refused would find the next step taken too.
let inTurn: Promise<unknown> = Promise.resolve()

export function withAdminCode<T>(secret: string, attempt: Attempt<T>): Promise<T> {
  const turn = inTurn.then(() => offerCodes(secret, attempt))
  inTurn = turn.catch(() => {})
  return turn
}

async function offerCodes<T>(secret: string, attempt: Attempt<T>): Promise<T> {
  for (let tries = 0; tries < 8; tries++) {
    const step = Math.max(stepAt(Date.now()), lastStep + 1)
    // The app accepts one step ahead of its clock; a step further ahead waits until it is one ahead.
    const wait = (step - 1) * STEP_MS - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 250))
    lastStep = step
    const result = await attempt(currentCode(secret, step * STEP_MS + 1000))
    if (result !== 'replayed') return result
  }
  throw new Error('the app accepted none of the authenticator codes offered')
}

/** What a login answer says about the code: refused as used or wrong (`mfaRequired`) → 'replayed'. */
export const refusedCode = (status: number, body: unknown) =>
  status === 401 && (body as { mfaRequired?: unknown } | null)?.mfaRequired === true

/** POST {email, password, otp} to `url` (the site's /api/auth/login or /cms-api/users/login) with fetch, until a code is taken. */
export function fetchLoginWithCode(
  url: string,
  who: { email: string; password: string; totpSecret: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  return withAdminCode(who.totpSecret, async (otp) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: who.email, password: who.password, otp }),
    })
    if (res.status !== 401) return res
    const body = await res
      .clone()
      .json()
      .catch(() => null)
    const cmsRefusal = /already been used|not correct/.test(JSON.stringify(body))
    return refusedCode(res.status, body) || cmsRefusal ? 'replayed' : res
  })
}
