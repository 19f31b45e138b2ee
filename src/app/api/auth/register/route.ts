import { RegistrationInput } from '@/features/accounts/schemas'
import { parseInput } from '@/platform/validation/validation'
import { presentSessionUser, limitRegistration, register } from '@/features/accounts'
import { callerOf, json, readJson, route } from '@/platform/http/route'

/** POST /api/auth/register (spec §7) → 201 {token, user}: a new member, signed in at once. Rules: src/features/accounts/operations/register.ts. */
export const POST = route(async (request) => {
  const caller = callerOf(request)
  await limitRegistration(caller)
  const { token, user } = await register(parseInput(RegistrationInput, await readJson(request)), caller)
  return json({ token, user: presentSessionUser(user) }, 201)
})
