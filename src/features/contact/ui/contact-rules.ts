import { ContactInput, type ContactMessage } from '@/features/contact/rules/contact'
import { validateInput } from '@/platform/validation/validation'

/**
 * The contact form's rules (zod) and the Hindi of their messages (the catalogue of every /api message):
 * about 100 KB of JavaScript (gzip) that the form loads when a visitor starts using it, not with the
 * home page and /contact that show it.
 */
export { translateMessage } from '@/platform/i18n/api-messages'

export const checkContact = (message: ContactMessage) => validateInput(ContactInput, message)
