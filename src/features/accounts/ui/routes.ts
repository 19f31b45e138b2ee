/** Where signed-in users land and which paths need a session (spec §2, §6). */

import { addressHasControlChars } from '@/platform/validation/text'
import { localePath, splitLocale } from '@/platform/i18n/paths'

export type Role = 'admin' | 'editor' | 'coordinator' | 'member' | (string & {})

export const MEMBER_PATHS = ['/profile', '/certificate', '/grievance', '/grievances', '/payment-status', '/receipts'] as const

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

export const isAdminPath = (path: string) => under(splitLocale(path).path, '/admin')
/** Whether a page (English or under /hi) needs a session. */
export const isProtectedPath = (path: string) => isAdminPath(path) || MEMBER_PATHS.some((p) => under(splitLocale(path).path, p))

/** The page a role lands on after login when no protected page sent them. */
export function homeFor(role: Role | undefined): string {
  if (role === 'admin' || role === 'coordinator') return '/admin/dashboard'
  if (role === 'editor') return '/cms'
  return '/profile'
}

/**
 * A `next` value is followed only when it is a path on this site: one leading
 * slash (never '//' or '/\', which browsers read as another host) and nothing
 * that could change the origin once resolved.
 */
export function safeNextPath(next: string | null | undefined, origin: string): string | null {
  if (!next || next.length > 500 || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null
  if (addressHasControlChars(next)) return null
  try {
    const url = new URL(next, origin)
    if (url.origin !== origin) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

/** /login in the page's language, remembering the protected page the visitor came from. */
export function loginPathFor(path: string): string {
  const shown = path.split(/[?#]/)[0]
  const { lang } = splitLocale(shown)
  return localePath(lang, isProtectedPath(shown) ? `/login?next=${encodeURIComponent(path)}` : '/login')
}
