import { LoginInput } from '@/features/accounts/schemas'
import { parseInput } from '@/platform/validation/validation'
import { presentLogin, limitLogin, logIn, SecondFactorRequired } from '@/features/accounts'
import { callerOf, json, readJson, route } from '@/platform/http/route'

/**
 * POST /api/auth/login {email, password, otp?} (spec §7) → {token, user}; staff also get the CMS cookie. Admins and coordinators with a second factor: without `otp` (or with a wrong one) 401 {message, mfaRequired: true};
 * without a second factor yet: `secondFactorSetupRequired: true`, and the session may only enrol; a member who must
 * confirm the notice in force: `noticeConfirmationDue: true`, the site opens /notice. Rules: src/features/accounts/operations/login.ts.
 */
export const POST = route(async (request) => {
  const caller = callerOf(request)
  await limitLogin(caller)
  const input = parseInput(LoginInput, await readJson(request))
  try {
    const session = await logIn(input, caller)
    return json(presentLogin(session), 200, session.headers)
  } catch (err) {
    if (err instanceof SecondFactorRequired) return json({ message: err.said ?? err.message, mfaRequired: true }, 401)
    throw err
  }
})
