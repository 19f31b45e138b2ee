import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { chooseEncoding } from '../../../src/runtime/response-cache'
import { inlineScriptHashes, nonceOfPolicy, prepareHtml, stripNonce } from '../../../src/runtime/response-cache/html'
import { contentSecurityPolicy, hashedContentSecurityPolicy } from '../../../src/platform/http/security-headers'

const sha = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('base64')
const NONCE = 'ZmQ3YjM0NjMtNGQ2Ny00YjQ1LWE3NDgtMmI2OTY0OWM1NDc4'

/** A page as Next renders it under the nonce policy: nonced chunks, nonced inline RSC payload scripts. */
const rendered = [
  '<!DOCTYPE html><html lang="hi"><head><link rel="preload" as="script" nonce="' + NONCE + '" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/a.js" async="" nonce="' + NONCE + '"></script></head><body><p>नमस्ते nonce="keep"</p>',
  '<script nonce="' + NONCE + '">(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script nonce="' + NONCE + '">self.__next_f.push([1,"स्वागत \\u003c/p\\u003e"])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>',
].join('')

describe('prepareHtml: a rendered page made fit for anyone', () => {
  it("removes every attribute carrying this request's nonce, and nothing else", () => {
    const { html } = prepareHtml(rendered, NONCE)
    expect(html).not.toContain(NONCE)
    expect(html).toContain('"/_next/static/chunks/a.js"')
    expect(html).toContain('<p>नमस्ते nonce="keep"</p>')
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
  })

  it('hashes each inline script body as the browser does (UTF-8, exact text), the script loader included, leaving out scripts with a src', () => {
    const { html, scriptHashes } = prepareHtml(rendered, NONCE)
    const loader = html.match(/<script>(\(function\(d,w\)[\s\S]*?)<\/script>/)![1]
    expect(scriptHashes).toEqual([
      sha(loader),
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('self.__next_f.push([1,"स्वागत \\u003c/p\\u003e"])'),
      sha('{"@type":"Organization"}'),
    ])
  })

  it('hashes a script repeated twice once, and an empty inline script too', () => {
    expect(inlineScriptHashes('<script>a()</script><script>a()</script><script></script>')).toEqual([sha('a()'), sha('')])
  })

  it('strips unquoted and single-quoted nonces, and leaves another nonce alone', () => {
    expect(stripNonce(`<script nonce=${NONCE}>x</script><script nonce='${NONCE}'>y</script>`, NONCE)).toBe(
      '<script>x</script><script>y</script>',
    )
    expect(stripNonce('<script nonce="other">x</script>', NONCE)).toBe('<script nonce="other">x</script>')
  })

  it('reads the nonce from the policy the proxy set', () => {
    expect(nonceOfPolicy(contentSecurityPolicy(NONCE, { dev: false, https: false }))).toBe(NONCE)
    expect(nonceOfPolicy("script-src 'self'")).toBeNull()
  })
})

describe('hashedContentSecurityPolicy', () => {
  it("allows the page's inline scripts by hash: no nonce, no 'strict-dynamic', no 'unsafe-inline' for scripts", () => {
    const policy = hashedContentSecurityPolicy([sha('a()'), sha('b()'), sha('a()')], { dev: false, https: true })
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!
    expect(scriptSrc).toBe(
      `script-src 'self' 'sha256-${sha('a()')}' 'sha256-${sha('b()')}' https://checkout.razorpay.com https://api.razorpay.com`,
    )
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain('upgrade-insecure-requests')
  })
})

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip')
    expect(chooseEncoding('deflate')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
  })
})
