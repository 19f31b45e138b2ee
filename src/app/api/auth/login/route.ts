import { LoginInput } from '@/domain/account'
import { parseInput } from '@/domain/validation'
import { presentSessionUser } from '@/presenters/profile'
import { limitLogin, logIn } from '@/server/accounts/login'
import { callerOf, json, readJson, route } from '@/server/http'

/** POST /api/auth/login {email, password} (spec §7) → {token, user}; staff also get the CMS cookie. Rules: src/server/accounts/login.ts. */
export const POST = route(async (request) => {
  const caller = callerOf(request)
  await limitLogin(caller)
  const session = await logIn(parseInput(LoginInput, await readJson(request)), caller)
  return json({ token: session.token, user: presentSessionUser(session.user) }, 200, session.headers)
})
