import { localePath, splitLocale } from '@/platform/i18n/paths'

import { isProtectedPath, loginPathFor, type Role } from './routes'

/**
 * The stored session (spec §3, §9: localStorage `token` and `userData`) and
 * fetch for the /api routes. Kept apart from the React provider so the
 * membership state can use apiFetch without an import cycle.
 */

export type SessionUser = { role: Role; name: string; email: string }

export const TOKEN_KEY = 'token'
export const USER_KEY = 'userData'

export function readStored(): { token: string; user: SessionUser } | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY)
    const raw = localStorage.getItem(USER_KEY)
    if (!token || !raw) return null
    const user = JSON.parse(raw) as Partial<SessionUser> | null
    if (!user || typeof user !== 'object' || typeof user.role !== 'string') return null
    return {
      token,
      user: {
        role: user.role,
        name: typeof user.name === 'string' ? user.name : '',
        email: typeof user.email === 'string' ? user.email : '',
      },
    }
  } catch {
    // Storage blocked (private mode) or userData not JSON: treat as signed out.
    return null
  }
}

export function clearStored() {
  try {
    localStorage.removeItem(TOKEN_KEY)
    localStorage.removeItem(USER_KEY)
  } catch {
    // nothing stored that could be cleared
  }
}

/** The stored token, for calls made outside React. */
export function storedToken(): string | null {
  return readStored()?.token ?? null
}

/** Thrown by apiFetch after a 401: the session is over and the page is already leaving. */
export class SessionEndedError extends Error {
  constructor() {
    super('The session has ended')
    this.name = 'SessionEndedError'
  }
}

let onSessionEnded: (() => void) | null = null

/** The provider's reaction to an ended session (null when it unmounts). */
export function setSessionEndedHandler(handler: (() => void) | null) {
  onSessionEnded = handler
}

/**
 * fetch for the /api routes: JSON in (`json`) and the bearer token. A 401 on a
 * call that carried a token means the token expired or was revoked: the session
 * ends cleanly (storage cleared; on a member page, on to /login) instead of an error page.
 */
/**
 * The language the /api answers should be in: the page's, never the browser's
 * (an English page shows the spec's English messages, a Hindi page Hindi ones).
 */
export const pageLanguage = () => (typeof document !== 'undefined' && document.documentElement.lang === 'hi' ? 'hi' : 'en')

/** The headers of a JSON POST from a page without a session: its type and the page's language. */
export const jsonHeaders = () => ({ 'content-type': 'application/json', 'accept-language': pageLanguage() })

export async function apiFetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init
  const token = storedToken()
  const headers = new Headers(rest.headers)
  headers.set('accept', 'application/json')
  headers.set('accept-language', pageLanguage())
  if (token) headers.set('authorization', `Bearer ${token}`)
  if (json !== undefined) headers.set('content-type', 'application/json')
  const res = await fetch(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body })
  if (res.status === 401 && token) {
    clearStored()
    if (onSessionEnded) onSessionEnded()
    else if (isProtectedPath(window.location.pathname))
      window.location.assign(loginPathFor(window.location.pathname + window.location.search))
    throw new SessionEndedError()
  }
  if (res.status === 403 && token && (await leaveForSecondFactor(res))) throw new SecondFactorSetupError()
  return res
}

/** Thrown by apiFetch when an office page is leaving for the second factor's set-up (callers treat it as a session ending). */
export class SecondFactorSetupError extends SessionEndedError {
  constructor() {
    super()
    this.name = 'SecondFactorSetupError'
  }
}

/**
 * An admin or coordinator signed in without a second factor gets 403
 * "set up your second factor" from every /api/admin call. On an /admin page that
 * message alone helps nobody, so the page goes to the set-up instead (in the page's
 * language, coming back here afterwards). True when it is leaving.
 */
async function leaveForSecondFactor(res: Response): Promise<boolean> {
  if (typeof window === 'undefined' || !window.location) return false
  const { lang, path } = splitLocale(window.location.pathname)
  if (path !== '/admin' && !path.startsWith('/admin/')) return false
  // Read from a copy, so the caller still reads the answer; an answer that cannot be copied is left to the caller.
  const copy = typeof res.clone === 'function' ? res.clone() : null
  const data = (await copy?.json().catch(() => null)) as { message?: unknown } | null
  // Loaded only here: the message's module brings zod (the second factor's rules), which every page would
  // otherwise download with this file.
  const { isEnrolFirstMessage } = await import('./second-factor-message')
  if (!isEnrolFirstMessage(data?.message, lang)) return false
  const next = encodeURIComponent(window.location.pathname + window.location.search)
  window.location.replace(`${localePath(lang, '/account/two-factor')}?next=${next}`)
  return true
}

/** The server's {message}, when the body has one. */
export async function messageOf(res: Response): Promise<string | null> {
  const data = (await res.json().catch(() => null)) as { message?: unknown } | null
  return typeof data?.message === 'string' && data.message ? data.message : null
}
