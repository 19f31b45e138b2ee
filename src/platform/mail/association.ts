import type { Config, Payload } from 'payload'

import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import { log } from '../log'

/**
 * The association's name as the mails write it ('Welcome to the …', the
 * signature): the site name office staff keep in the CMS (site settings), in
 * the mail's language. MAIL_FROM only sets the sender; a bare address there
 * ('office@example.org') made the mails say 'Welcome to the office@…'.
 *
 * Mails are composed synchronously inside their transactions (mailContext),
 * so the names are read ahead: when Payload starts, then every minute, which
 * also brings an edit made on another instance.
 */
export const FALLBACK_ASSOCIATION_NAME = 'UP Community Health Officers Association'
const REREAD_MS = 60_000

type Held = { names: Partial<Record<Locale, string>>; payload?: Payload; timer?: NodeJS.Timeout }
// On globalThis: Next's bundles and the start script each hold a copy of this module; one process, one set of names.
const held = ((globalThis as { __associationNames?: Held }).__associationNames ??= { names: {} })

/** The name in `lang` (the English one where the Hindi is empty); the fallback only before the first read. */
export function associationName(lang: Locale): string {
  return held.names[lang] || held.names[DEFAULT_LOCALE] || FALLBACK_ASSOCIATION_NAME
}

/** Reads the published site name in every language. A failure keeps what was read before. */
export async function readAssociationName(payload: Payload): Promise<void> {
  try {
    const site = await payload.findGlobal({
      slug: 'site-settings',
      locale: 'all',
      depth: 0,
      select: { siteName: true },
      overrideAccess: true,
    })
    const byLocale = (site.siteName ?? {}) as unknown as Record<string, unknown>
    const names: Held['names'] = {}
    for (const [locale, name] of Object.entries(byLocale))
      if (isLocale(locale) && typeof name === 'string' && name.trim()) names[locale] = name.trim()
    held.names = names
  } catch (err) {
    // Info, not a warning: the start script's first Payload starts before the migrations of a fresh database
    // have made the table; the next read (a minute later, or the app's own Payload) finds it.
    log.info({ error: err instanceof Error ? err.message : String(err) }, 'association name for mails not read; trying again in a minute')
  }
}

/** A plugin: the names are read when Payload starts and every minute after (one timer per process, on the latest Payload). */
export const associationNameForMails = (config: Config): Config => ({
  ...config,
  onInit: async (payload) => {
    await config.onInit?.(payload)
    held.payload = payload
    await readAssociationName(payload)
    held.timer ??= setInterval(() => void (held.payload && readAssociationName(held.payload)), REREAD_MS).unref()
  },
})
