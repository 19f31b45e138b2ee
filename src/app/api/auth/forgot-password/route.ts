import { ACCOUNT_RESPONSES, ForgotPasswordInput } from '@/features/accounts/schemas'
import { parseInput } from '@/platform/validation/validation'
import { forgotPassword, limitForgotPassword } from '@/features/accounts'
import { callerOf, json, readJson, route } from '@/platform/http/route'

/** POST /api/auth/forgot-password {email} (spec §7): the same answer whether or not the address has an account. */
export const POST = route(async (request) => {
  const caller = callerOf(request)
  await limitForgotPassword(caller)
  await forgotPassword(parseInput(ForgotPasswordInput, await readJson(request)), caller)
  return json({ message: ACCOUNT_RESPONSES.resetSent })
})
