import { LanguageInput } from '@/features/accounts/schemas'
import { parseInput } from '@/platform/validation/validation'
import { requestIdOf } from '@/platform/log'
import { preferredLanguageOf, setPreferredLanguage } from '@/features/accounts'
import { requireUser } from '@/platform/http/guards'
import { json, readJson, route } from '@/platform/http/route'

export const dynamic = 'force-dynamic'

/** GET /api/auth/language (bearer) → {preferredLanguage: 'en'|'hi'}: where login lands and what language the mail is in. */
export const GET = route(async (request) => json({ preferredLanguage: preferredLanguageOf(await requireUser(request)) }))

/** PUT /api/auth/language (bearer) {preferredLanguage: 'en'|'hi'} → {preferredLanguage}; anything else → 400. */
export const PUT = route(async (request) => {
  const user = await requireUser(request)
  const input = parseInput(LanguageInput, await readJson(request))
  return json({ preferredLanguage: await setPreferredLanguage(user, input, requestIdOf(request)) })
})
