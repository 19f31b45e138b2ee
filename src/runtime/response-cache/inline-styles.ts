import fs from 'node:fs/promises'

import { buildStaticFile } from '../build-files'
import { attributesOf } from './tags'

/**
 * A cached public page carries its own styles (docs/decisions/012-inline-styles-deferred-scripts-brotli.md). Next links four or five stylesheets (~11 KB gzip in all) that block the first paint: on a
 * phone link each costs a round trip after the HTML, so the page's text waits for them. Here each becomes a
 * `<style>` with the same rules that names its file. React looks its stylesheets up by their link
 * (`link[rel=stylesheet][data-precedence][href]`) and would load any it does not find: the script loader adds a
 * `disabled` link for each before Next's scripts run (./defer-scripts.ts), which the browser does not fetch and
 * React counts as loaded. (A disabled link written in the HTML is fetched anyway by Chromium's preload scanner.)
 */

export type StylesheetReader = (href: string) => Promise<string | null>

const LINK = /<link\b([^>]*)>/gi
const BUILD_STYLESHEET = /^\/_next\/static\/[\w./-]+\.css$/
// A url() that is not absolute: resolved against the stylesheet's own address, as the browser would have.
const RELATIVE_URL = /url\(\s*(['"]?)(?!data:|[a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\s*\)/gi

/** The page with each of the build's stylesheets in <head> inlined, and the files inlined; a file that cannot be read stays a link. */
export async function inlineStylesheets(html: string, read: StylesheetReader): Promise<{ html: string; inlined: string[] }> {
  const headEnd = html.search(/<\/head\s*>/i)
  if (headEnd < 0) return { html, inlined: [] }
  const head = html.slice(0, headEnd)
  // The build's stylesheets for every medium (one for some media only would apply everywhere once inlined).
  const inlinable = (attributes: Map<string, string>) =>
    attributes.get('rel') === 'stylesheet' &&
    BUILD_STYLESHEET.test(attributes.get('href') ?? '') &&
    !attributes.has('media') &&
    !attributes.has('disabled')
  const hrefs = [...head.matchAll(LINK)]
    .map(([, rest]) => attributesOf(rest))
    .filter(inlinable)
    .map((attributes) => attributes.get('href')!)
  const styles = new Map(await Promise.all(hrefs.map(async (href) => [href, await read(href)] as const)))
  const inlined: string[] = []
  const styled = head.replace(LINK, (tag, rest: string) => {
    const attributes = attributesOf(rest)
    const href = attributes.get('href') ?? ''
    const css = inlinable(attributes) ? styles.get(href) : null
    if (!css) return tag
    inlined.push(href)
    const precedence = /^[\w-]+$/.test(attributes.get('data-precedence') ?? '') ? attributes.get('data-precedence') : 'default'
    return `<style data-inlined="${href}" data-inlined-precedence="${precedence}">${withAbsoluteUrls(css, href)}</style>`
  })
  return { html: styled + html.slice(headEnd), inlined }
}

/**
 * Next's `Link` header without its preloads of the inlined files: Next sends the root layout's stylesheets as
 * `rel=preload` there too, and the browser would fetch them before it reads the page.
 */
export function linkHeaderWithout(header: string, inlined: string[]): string {
  return header
    .split(/,\s*(?=<)/)
    .filter((entry) => !inlined.some((href) => entry.startsWith(`<${href}>`)))
    .join(', ')
}

function withAbsoluteUrls(css: string, href: string): string {
  return css.replace(RELATIVE_URL, (_, quote: string, url: string) => `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`)
}

/**
 * Reads the build's stylesheets from `<distDir>/static`, each once: their names carry their content's hash.
 * A name outside that folder, a missing file, or text that could end the `<style>` early gives null.
 */
export function stylesheetReader(distDir: string): StylesheetReader {
  const kept = new Map<string, Promise<string | null>>()
  return (href) => {
    let css = kept.get(href)
    if (!css) {
      const file = buildStaticFile(distDir, href)
      css = file
        ? fs.readFile(file, 'utf8').then(
            (text) => (/<\/style/i.test(text) ? null : text),
            () => null,
          )
        : Promise.resolve(null)
      kept.set(href, css)
    }
    return css
  }
}
