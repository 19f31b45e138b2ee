import type { Locale } from '../i18n/locales'

/**
 * The language of the CMS screen a field check answers (Payload's `req.i18n`), so a field's message is in the
 * editor's language; the site's own calls through Payload's local API read English.
 */
export const cmsLanguage = (options: { req?: { i18n?: { language?: string } } } | undefined): Locale =>
  options?.req?.i18n?.language === 'hi' ? 'hi' : 'en'
