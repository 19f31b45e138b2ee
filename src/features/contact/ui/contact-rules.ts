import { ContactInput, type ContactMessage } from '@/features/contact/rules/contact'
import type { Locale } from '@/platform/i18n/locales'
import { validateInput } from '@/platform/validation/validation'

/**
 * The contact form's rules (zod): about 100 KB of JavaScript (gzip) that the form loads when a visitor
 * starts using it, not with the home page and /contact that show it. Their messages come in `lang`.
 */
export const checkContact = (message: ContactMessage, lang: Locale) => validateInput(ContactInput, message, lang)
