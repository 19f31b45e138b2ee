import type { ResponseCookie } from 'next/dist/compiled/@edge-runtime/cookies'
import { stringifyCookie } from 'next/dist/server/web/spec-extension/cookies'
import type { Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { getEnv } from '@/platform/config/env'

/**
 * Payload's admin cookie carrying the site's token, so an admin or editor who
 * logs in on the site opens /cms without a second login (the spec's 'third-party
 * identity provider' step). Payload's helpers make it (name, path, HttpOnly, the
 * collection's SameSite and lifetime); Next's serialiser writes it, because
 * Payload's own string form says `HttpOnly=true` and leaves out Max-Age.
 */

/** Payload's cookie settings for users, Secure when the site is served over https. */
function cookieArgs(payload: Payload) {
  const auth = payload.collections.users.config.auth
  const secure = getEnv().siteUrl.startsWith('https://')
  return {
    collectionAuthConfig: { ...auth, cookies: { ...auth.cookies, secure } },
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true as const,
  }
}

// `cookie` keeps the rest as Payload set it (path, HttpOnly, SameSite, Secure, domain). Payload names SameSite
// as the header does ('Lax'), Next's type only in lower case; the serialiser writes it as given.
const setCookie = ({ expires, ...cookie }: { expires?: string; name: string; value: string | undefined }, maxAge: number): string =>
  stringifyCookie({ ...cookie, value: cookie.value ?? '', expires: expires ? new Date(expires) : undefined, maxAge } as ResponseCookie)

/** The Set-Cookie value signing the same session in to /cms, for as long as the token lives. */
export const cmsCookie = (payload: Payload, token: string): string =>
  setCookie(generatePayloadCookie({ ...cookieArgs(payload), token }), payload.collections.users.config.auth.tokenExpiration)

/** The Set-Cookie value that removes it (at logout). */
export const expiredCmsCookie = (payload: Payload): string => setCookie(generateExpiredPayloadCookie(cookieArgs(payload)), 0)
