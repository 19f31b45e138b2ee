import proxyaddr from 'proxy-addr'

import { getEnv } from '../config/env'

/**
 * Which address a request comes from, for rate limits and logs.
 *
 * scripts/start.ts appends the socket's address to X-Forwarded-For before Next
 * sees the request, as a proxy would (Next itself only fills the header when it
 * is absent, so a client could otherwise write the whole chain). The rightmost
 * entry is therefore always the address that really connected. Walking left,
 * entries are believed only while the one to their right is a trusted proxy
 * (TRUSTED_PROXIES): the client is the rightmost entry that is not a trusted
 * proxy. With none trusted, that is the socket address, whatever a client
 * writes. X-Real-IP is never read: any client can send it.
 */

// Header values are client-controlled: cap what we keep as a key.
const MAX_ADDRESS_LENGTH = 100
const NO_ADDRESS = 'unknown'

type Trust = (address: string, index: number) => boolean

const trustCache = new Map<string, Trust>()

/** proxy-addr's matcher for a list of addresses/CIDRs (compiled once per list). */
export function compileTrust(trusted: readonly string[]): Trust {
  const key = trusted.join(',')
  let trust = trustCache.get(key)
  if (!trust) trustCache.set(key, (trust = proxyaddr.compile([...trusted])))
  return trust
}

export const clientAddress = (request: Request): string => addressFromHeaders(request.headers)

/** The same from a request's headers alone (Payload's hooks get a PayloadRequest, not a Request). */
export function addressFromHeaders(headers: Headers, trusted: readonly string[] = getEnv().trustedProxies): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const socket = chain.pop()
  if (!socket) return NO_ADDRESS
  // proxy-addr reads a Node request: the socket address plus the header's remaining entries.
  const req = { socket: { remoteAddress: socket }, connection: { remoteAddress: socket }, headers: { 'x-forwarded-for': chain.join(', ') } }
  const address = proxyaddr(req as unknown as Parameters<typeof proxyaddr>[0], compileTrust(trusted))
  return (address || NO_ADDRESS).slice(0, MAX_ADDRESS_LENGTH)
}
