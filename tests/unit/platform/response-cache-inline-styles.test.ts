import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { inlineStylesheets, linkHeaderWithout, stylesheetReader } from '../../../src/runtime/response-cache/inline-styles'

/** A head as Next writes it: two stylesheets of the build, one of another site, then the body. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>',
  '<link rel="stylesheet" href="https://fonts.example/x.css"/>',
  '<title>Home</title></head><body><link rel="stylesheet" href="/_next/static/chunks/a.css"/><h1>Home</h1></body></html>',
].join('')

const FILES: Record<string, string> = {
  '/_next/static/chunks/a.css':
    '@font-face{font-family:X;src:url(../media/x.woff2) format("woff2"),url("data:font/woff2;base64,AA")}h1{color:red}',
  '/_next/static/chunks/b.css': ".logo{background:url('/cms-api/images/file/e.webp')}.y{background:url(#g)}",
}
const read = async (href: string) => FILES[href] ?? null

describe('inlineStylesheets: the build’s stylesheets come with the page', () => {
  it('puts each of the build’s stylesheets in <head> in a <style> that names its file and precedence, in order', async () => {
    const { html, inlined } = await inlineStylesheets(page, read)
    expect(inlined).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css'])
    expect(html).toContain(
      '<meta charSet="utf-8"/><style data-inlined="/_next/static/chunks/a.css" data-inlined-precedence="next">@font-face{font-family:X;src:url(/_next/static/media/x.woff2) format("woff2"),url("data:font/woff2;base64,AA")}h1{color:red}</style>' +
        '<style data-inlined="/_next/static/chunks/b.css" data-inlined-precedence="next">',
    )
    expect(html).not.toContain('<link rel="stylesheet" href="/_next/static/chunks/b.css"')
  })

  it('resolves relative url()s against the stylesheet, and leaves absolute, data: and fragment ones', async () => {
    const { html } = await inlineStylesheets(page, read)
    expect(html).toContain('url(/_next/static/media/x.woff2)')
    expect(html).toContain('url("data:font/woff2;base64,AA")')
    expect(html).toContain(".logo{background:url('/cms-api/images/file/e.webp')}.y{background:url(#g)}")
  })

  it("leaves another site's stylesheet, a file it cannot read, and anything in <body>", async () => {
    const { html, inlined } = await inlineStylesheets(page, async (href) => (href.endsWith('b.css') ? null : read(href)))
    expect(inlined).toEqual(['/_next/static/chunks/a.css'])
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>')
    expect(html).toContain('<link rel="stylesheet" href="https://fonts.example/x.css"/>')
    expect(html).toContain('<body><link rel="stylesheet" href="/_next/static/chunks/a.css"/><h1>Home</h1></body>')
  })

  it('leaves a stylesheet for some media only as a link: inlined, it would apply everywhere', async () => {
    const print = page.replace('href="/_next/static/chunks/b.css"', 'href="/_next/static/chunks/b.css" media="print"')
    const { html, inlined } = await inlineStylesheets(print, read)
    expect(inlined).toEqual(['/_next/static/chunks/a.css'])
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/b.css" media="print" data-precedence="next"/>')
  })

  it('leaves a page without a head as it was', async () => {
    expect(await inlineStylesheets('<p>fragment</p>', read)).toEqual({ html: '<p>fragment</p>', inlined: [] })
  })
})

describe("linkHeaderWithout: Next's preloads of inlined files go", () => {
  it('drops the preloads of the inlined files and keeps every other entry', () => {
    const header =
      '</>; rel=preconnect; crossorigin="", </_next/static/chunks/a.css>; rel=preload; as="style"; nonce="n", </_next/static/chunks/c.css>; rel=preload; as="style"'
    expect(linkHeaderWithout(header, ['/_next/static/chunks/a.css'])).toBe(
      '</>; rel=preconnect; crossorigin="", </_next/static/chunks/c.css>; rel=preload; as="style"',
    )
    expect(linkHeaderWithout('</_next/static/chunks/a.css>; rel=preload; as="style"', ['/_next/static/chunks/a.css'])).toBe('')
  })
})

describe('stylesheetReader', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-styles-'))
  fs.mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
  fs.writeFileSync(path.join(dist, 'static/chunks/a.css'), 'h1{color:red}')
  fs.writeFileSync(path.join(dist, 'static/chunks/end.css'), 'p::after{content:"</style><script>alert(1)</script>"}')
  fs.writeFileSync(path.join(dist, 'secret.css'), 'not served')
  const reader = stylesheetReader(dist)

  it('reads a file of the build once and keeps it', async () => {
    expect(await reader('/_next/static/chunks/a.css')).toBe('h1{color:red}')
    fs.writeFileSync(path.join(dist, 'static/chunks/a.css'), 'changed')
    expect(await reader('/_next/static/chunks/a.css')).toBe('h1{color:red}')
  })

  it('gives nothing for a missing file, a path out of the build, or text that would end the <style>', async () => {
    expect(await reader('/_next/static/chunks/none.css')).toBeNull()
    expect(await reader('/_next/static/../secret.css')).toBeNull()
    expect(await reader('/_next/static/chunks/end.css')).toBeNull()
  })
})
