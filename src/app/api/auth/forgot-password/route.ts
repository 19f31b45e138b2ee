import { ACCOUNT_RESPONSES, validateForgotPassword } from '@/domain/account'
import { forgotPassword, limitForgotPassword } from '@/server/accounts/forgot-password'
import { callerOf, json, readJson, route, valid } from '@/server/http'

/** POST /api/auth/forgot-password {email} (spec §7): the same answer whether or not the address has an account. */
export const POST = route(async (request) => {
  const caller = callerOf(request)
  limitForgotPassword(caller)
  await forgotPassword(valid(validateForgotPassword(await readJson(request))), caller)
  return json({ message: ACCOUNT_RESPONSES.resetSent })
})
