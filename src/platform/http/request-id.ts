/**
 * The request id every answer carries (logs, the `x-request-id` header): the load balancer's when it
 * sent a sane one, else a new one. Used by the proxy and by the response cache, whose hits never reach it.
 */
export function requestIdOf(incoming: string | string[] | null | undefined): string {
  return typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : crypto.randomUUID()
}

/** Next's draft-mode cookie (src/platform/http/preview.ts): staff previewing drafts, never served from a cache. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
