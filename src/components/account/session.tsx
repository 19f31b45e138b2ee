'use client'

import { usePathname, useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'

import { membershipYear } from '@/domain/membership'
import { isProtectedPath, loginPathFor, type Role } from './routes'

/**
 * The browser session (spec §3, §4, §9): a token and the user, kept in
 * localStorage under `token` and `userData` and restored only when both are
 * there. Kept small on purpose: it ships with every page, so page code (forms,
 * messages) lives in the pages.
 */

export type SessionUser = { role: Role; name: string; email: string }
export type MembershipBadge = { active: boolean; year: string | null }

const TOKEN_KEY = 'token'
const USER_KEY = 'userData'

function readStored(): { token: string; user: SessionUser } | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY)
    const raw = localStorage.getItem(USER_KEY)
    if (!token || !raw) return null
    const user = JSON.parse(raw) as Partial<SessionUser> | null
    if (!user || typeof user !== 'object' || typeof user.role !== 'string') return null
    return { token, user: { role: user.role, name: typeof user.name === 'string' ? user.name : '', email: typeof user.email === 'string' ? user.email : '' } }
  } catch {
    // Storage blocked (private mode) or userData not JSON: treat as signed out.
    return null
  }
}

function clearStored() {
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

/**
 * fetch for the /api routes: JSON in (`json`) and the bearer token. A 401 on a
 * call that carried a token means the token expired or was revoked: the session
 * ends cleanly (storage cleared; on a member page, on to /login) instead of an error page.
 */
export async function apiFetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init
  const token = storedToken()
  const headers = new Headers(rest.headers)
  headers.set('accept', 'application/json')
  if (token) headers.set('authorization', `Bearer ${token}`)
  if (json !== undefined) headers.set('content-type', 'application/json')
  const res = await fetch(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body })
  if (res.status === 401 && token) {
    clearStored()
    if (onSessionEnded) onSessionEnded()
    else if (isProtectedPath(window.location.pathname)) window.location.assign(loginPathFor(window.location.pathname + window.location.search))
    throw new SessionEndedError()
  }
  return res
}

/** The server's {message}, when the body has one. */
export async function messageOf(res: Response): Promise<string | null> {
  const data = (await res.json().catch(() => null)) as { message?: unknown } | null
  return typeof data?.message === 'string' && data.message ? data.message : null
}

type SessionValue = {
  /** False until localStorage has been read (never on the server). */
  ready: boolean
  token: string | null
  user: SessionUser | null
  /** Non-admins only, once /api/membership/current-year-status answered. */
  membership: MembershipBadge | null
  /** True while a sign-out navigates home, so guards do not send the user to /login on the way. */
  leaving: boolean
  signIn: (token: string, user: SessionUser) => void
  updateUser: (changes: Partial<SessionUser>) => void
  signOut: () => Promise<void>
  /** Forgets the session in this browser only (the server already ended it, e.g. after a password reset). */
  forget: () => void
  refreshMembership: () => Promise<void>
}

const SessionContext = createContext<SessionValue | null>(null)

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter()
  const [ready, setReady] = useState(false)
  const [auth, setAuth] = useState<{ token: string; user: SessionUser } | null>(null)
  const [membership, setMembership] = useState<MembershipBadge | null>(null)
  const [leaving, setLeaving] = useState(false)
  const pathname = usePathname()
  useEffect(() => setLeaving(false), [pathname])

  // Read after hydration so the server and the first client render agree (signed out).
  useEffect(() => {
    setAuth(readStored())
    setReady(true)
    // Another tab signing in or out changes this one too.
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === TOKEN_KEY || e.key === USER_KEY) setAuth(readStored())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  useEffect(() => {
    onSessionEnded = () => {
      setAuth(null)
      setMembership(null)
      // On a public page the visitor just reads on, signed out; a member page needs a new login.
      if (isProtectedPath(window.location.pathname)) router.replace(loginPathFor(window.location.pathname + window.location.search))
    }
    return () => {
      onSessionEnded = null
    }
  }, [router])

  const refreshMembership = useCallback(async () => {
    try {
      const res = await apiFetch('/api/membership/current-year-status')
      if (!res.ok) return setMembership(null)
      const data = (await res.json()) as { status?: unknown; membershipYear?: unknown }
      const status = typeof data.status === 'string' ? data.status.toLowerCase() : ''
      const year = typeof data.membershipYear === 'string' || typeof data.membershipYear === 'number' ? String(data.membershipYear) : null
      // Spec §4: the current year is paid only when the status is paid for the present calendar year.
      setMembership({ active: status === 'paid' && year === membershipYear(), year })
    } catch {
      setMembership(null)
    }
  }, [])

  const token = auth?.token ?? null
  const role = auth?.user.role
  useEffect(() => {
    setMembership(null)
    if (token && role !== 'admin') void refreshMembership()
  }, [token, role, refreshMembership])

  const signIn = useCallback((token: string, user: SessionUser) => {
    const clean = { role: user.role, name: user.name, email: user.email }
    localStorage.setItem(TOKEN_KEY, token)
    localStorage.setItem(USER_KEY, JSON.stringify(clean))
    setLeaving(false)
    setAuth({ token, user: clean })
  }, [])

  const updateUser = useCallback((changes: Partial<SessionUser>) => {
    setAuth((current) => {
      if (!current) return current
      const user = { ...current.user, ...changes }
      localStorage.setItem(USER_KEY, JSON.stringify(user))
      return { ...current, user }
    })
  }, [])

  const forget = useCallback(() => {
    clearStored()
    setAuth(null)
  }, [])

  const signOut = useCallback(async () => {
    const current = storedToken()
    if (current) {
      // Ends the token on the server; the browser forgets it whatever the answer.
      await fetch('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${current}` } }).catch(() => null)
    }
    setLeaving(true)
    forget()
    router.push('/')
  }, [forget, router])

  const value = useMemo<SessionValue>(
    () => ({ ready, token, user: auth?.user ?? null, membership, leaving, signIn, updateUser, signOut, forget, refreshMembership }),
    [ready, token, auth, membership, leaving, signIn, updateUser, signOut, forget, refreshMembership],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

/** The session; a developer error outside AuthProvider (spec §8 'Context misuse'). */
export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used within an AuthProvider')
  return value
}
