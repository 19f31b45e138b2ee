import { LoginInput, RegistrationInput } from '@/features/accounts/rules/account'
import { validateInput } from '@/platform/validation/validation'
import type { Locale } from '@/platform/i18n/locales'

/**
 * The login and registration forms' rules (zod, ~90 KB of JavaScript): loaded when a visitor starts using
 * the form (src/platform/ui/forms/useLazyModule.ts), not with /login and /membership, which every member
 * opens on a phone. The messages come in the page's language `lang`.
 */
export const checkLogin = (values: unknown, lang: Locale) => validateInput(LoginInput, values, lang)
export const checkRegistration = (values: unknown, lang: Locale) => validateInput(RegistrationInput, values, lang)
