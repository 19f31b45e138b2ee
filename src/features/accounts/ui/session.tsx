'use client'

import { usePathname, useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'

import { clearStored, pageLanguage, readStored, setSessionEndedHandler, storedToken, TOKEN_KEY, USER_KEY, type SessionUser } from './api'
import { useMembershipState, type MembershipState } from './membership-state'
import { isProtectedPath, loginPathFor } from './routes'
import { localePath } from '@/platform/i18n/paths'

/**
 * The browser session (spec §3, §4, §9): a token and the user, kept in
 * localStorage under `token` and `userData` and restored only when both are
 * there. Kept small on purpose: it ships with every page, so page code (forms,
 * messages) lives in the pages.
 */

export type { SessionUser } from './api'
export { apiFetch, messageOf, SessionEndedError, storedToken } from './api'
export type { MembershipState, MembershipStatusRecord, MembershipHistoryEntry } from './membership-state'

type SessionValue = {
  /** False until localStorage has been read (never on the server). */
  ready: boolean
  token: string | null
  user: SessionUser | null
  /** Status, history and (admins) stats of spec §4, fetched after sign-in. */
  membership: MembershipState
  /** True while a sign-out navigates home, so guards do not send the user to /login on the way. */
  leaving: boolean
  signIn: (token: string, user: SessionUser) => void
  updateUser: (changes: Partial<SessionUser>) => void
  signOut: () => Promise<void>
  /** Forgets the session in this browser only (the server already ended it, e.g. after a password reset). */
  forget: () => void
}

const SessionContext = createContext<SessionValue | null>(null)

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter()
  const [ready, setReady] = useState(false)
  const [auth, setAuth] = useState<{ token: string; user: SessionUser } | null>(null)
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
    setSessionEndedHandler(() => {
      setAuth(null)
      // On a public page the visitor just reads on, signed out; a member page needs a new login.
      if (isProtectedPath(window.location.pathname)) router.replace(loginPathFor(window.location.pathname + window.location.search))
    })
    return () => setSessionEndedHandler(null)
  }, [router])

  const token = auth?.token ?? null
  const membership = useMembershipState(token, auth?.user.role === 'admin')

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
      await fetch('/api/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${current}`, 'accept-language': pageLanguage() },
      }).catch(() => null)
    }
    setLeaving(true)
    forget()
    router.push(localePath(pageLanguage(), '/'))
  }, [forget, router])

  const value = useMemo<SessionValue>(
    () => ({ ready, token, user: auth?.user ?? null, membership, leaving, signIn, updateUser, signOut, forget }),
    [ready, token, auth, membership, leaving, signIn, updateUser, signOut, forget],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

/** The session; a developer error outside AuthProvider (spec §8 'Context misuse'). */
export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used within an AuthProvider')
  return value
}
