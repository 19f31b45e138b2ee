import { LoginInput, RegistrationInput } from '@/features/accounts/rules/account'
import { validateInput } from '@/platform/validation/validation'

/**
 * The login and registration forms' rules (zod, ~90 KB of JavaScript): loaded when a visitor starts using
 * the form (src/platform/ui/forms/useLazyModule.ts), not with /login and /membership, which every member
 * opens on a phone.
 */
export const checkLogin = (values: unknown) => validateInput(LoginInput, values)
export const checkRegistration = (values: unknown) => validateInput(RegistrationInput, values)
