/**
 * Payload's CSRF allowlist (`csrf` in payload.config.ts): the origins whose
 * requests may be signed in by the `payload-token` cookie on /cms and /cms-api.
 * A cookie request with another Origin is treated as anonymous; one without an
 * Origin is accepted only when the browser's Sec-Fetch-Site says it came from
 * the site itself. Scripts send `Authorization: JWT|Bearer <token>` instead.
 */

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

export function csrfOrigins(siteUrl: string): string[] {
  const url = new URL(siteUrl)
  const loopback = LOOPBACK_HOSTS.includes(url.hostname)
  // Browsers send Sec-Fetch-Site only to https and loopback origins. On plain http elsewhere every page
  // load of /cms would lose its cookie (no Origin, no Sec-Fetch-Site), so the list stays empty there:
  // such a site has no Secure cookie either, and SameSite=Lax is what keeps other sites out.
  if (url.protocol !== 'https:' && !loopback) return []
  if (!loopback) return [url.origin]
  // The same machine under any of its loopback names (a browser on 127.0.0.1 when SITE_URL says localhost).
  const port = url.port ? `:${url.port}` : ''
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`)
}
