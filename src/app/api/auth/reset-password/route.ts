import { ACCOUNT_RESPONSES, ResetPasswordInput } from '@/features/accounts/schemas'
import { parseInput } from '@/platform/validation/validation'
import { limitPasswordReset, resetPassword } from '@/features/accounts'
import { callerOf, json, readJson, route } from '@/platform/http/route'

/** POST /api/auth/reset-password {token, password, confirmPassword} (spec §7): the link works once and ends every session. */
export const POST = route(async (request) => {
  const caller = callerOf(request)
  await limitPasswordReset(caller)
  await resetPassword(parseInput(ResetPasswordInput, await readJson(request)), caller)
  return json({ message: ACCOUNT_RESPONSES.resetDone })
})
