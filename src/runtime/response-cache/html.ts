import crypto from 'node:crypto'

import { deferFrameworkScripts } from './defer-scripts'

/**
 * A rendered page made fit to serve to anyone: the per-request nonce comes out, and each inline
 * script is allowed by the hash of its text instead (CSP `'sha256-…'`). A browser hashes the exact
 * characters between <script …> and </script> (UTF-8), so the hashes are taken from the stored HTML itself.
 */
export type CacheableHtml = { html: string; scriptHashes: string[] }

// React escapes '<' inside the inline scripts it writes (the RSC payload), so the first '</script' ends one.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const HAS_SRC = /(?:^|\s)src\s*=/i

/**
 * The page without `nonce="<nonce>"` on any tag, with Next's scripts added once it has shown itself
 * (./defer-scripts.ts), and the sha256 (base64) of each inline script, the loader's included, in order.
 */
export function prepareHtml(html: string, nonce: string | null): CacheableHtml {
  const prepared = deferFrameworkScripts(nonce ? stripNonce(html, nonce) : html)
  return { html: prepared, scriptHashes: inlineScriptHashes(prepared) }
}

/** Removes this request's nonce attributes; any other attribute or text is left as it was. */
export function stripNonce(html: string, nonce: string): string {
  const escaped = nonce.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return html.replace(new RegExp(`\\s+nonce=(?:"${escaped}"|'${escaped}'|${escaped}(?=[\\s>]))`, 'g'), '')
}

/** The distinct sha256 hashes (base64) of the inline scripts' bodies: scripts with a src are 'self' already. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue
    hashes.add(crypto.createHash('sha256').update(body, 'utf8').digest('base64'))
  }
  return [...hashes]
}

/** The nonce a nonce policy allows (`'nonce-…'` in the response's Content-Security-Policy), else null. */
export function nonceOfPolicy(policy: string | undefined): string | null {
  return policy?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1] ?? null
}
