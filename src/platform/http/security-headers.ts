/**
 * Security headers. Sessions live in localStorage (spec §9), so any injected
 * script could take an account over: the public site and member area get a
 * strict Content-Security-Policy with a per-request nonce (Next.js puts it on its
 * own scripts). Payload's admin UI at /cms and the stored files have policies
 * of their own, below.
 */
const RAZORPAY = ['https://checkout.razorpay.com', 'https://api.razorpay.com']

type PolicyOptions = { dev: boolean; https: boolean; framedBySite?: boolean }

/**
 * `framedBySite`: the page may be shown in a frame of the site itself: the CMS's
 * live preview (src/platform/http/preview.ts), for requests in draft mode only.
 */
export function contentSecurityPolicy(nonce: string, options: PolicyOptions): string {
  // 'strict-dynamic' lets Next's nonced loader add its chunks; hosts are the fallback for old browsers.
  return policyWith([`'nonce-${nonce}'`, "'strict-dynamic'"], options)
}

/**
 * The policy of a page served from the response cache (src/runtime/response-cache): the same as
 * the nonce one, but its inline scripts are allowed by their hashes (`sha256-<base64>` each), and
 * Next's chunks load as 'self' (no 'strict-dynamic', which would ignore 'self').
 */
export function hashedContentSecurityPolicy(hashes: readonly string[], options: Omit<PolicyOptions, 'framedBySite'>): string {
  return policyWith(
    [...new Set(hashes)].map((hash) => `'sha256-${hash}'`),
    options,
  )
}

function policyWith(inlineScripts: string[], { dev, https, framedBySite = false }: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts, ...RAZORPAY, ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://img.youtube.com', 'https://i.ytimg.com'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...RAZORPAY, ...(dev ? ['ws:'] : [])],
    'frame-src': ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://www.openstreetmap.org', ...RAZORPAY],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [framedBySite ? "'self'" : "'none'"],
  }
  const policy = Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** Headers for every response, the CMS included. */
export function commonSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://checkout.razorpay.com")',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/**
 * Every stored file (/cms-api/<collection>/file/<name>, local disk or S3). Should
 * a file ever be read as a page, the sandbox gives it an opaque origin (no
 * cookies, no localStorage session, no same-origin requests) and default-src
 * 'none' lets it load nothing. frame-ancestors 'self' lets the news page embed
 * its PDF (spec: 'Related Document'); it overrides X-Frame-Options: DENY.
 * Chromium's PDF viewer works under this policy (tried in Debian's Chromium).
 */
export const STORED_FILE_HEADERS = {
  'Content-Security-Policy': "sandbox; default-src 'none'; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
} as const

/**
 * Payload's admin UI at /cms needs inline scripts and styles of its own, so it
 * has no nonce policy; it still may not be framed, load plugins or change its base URL.
 */
export const CMS_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'"
