import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * A cached public page carries its own styles (docs/ARCHITECTURE.md, "Styles in the page, scripts after the
 * first paint"). Next links four or five stylesheets (~11 KB gzip in all) that block the first paint: on a
 * phone link each costs a round trip after the HTML, so the page's text waits for them. Here each becomes a
 * `<style>` with the same rules that names its file. React looks its stylesheets up by their link
 * (`link[rel=stylesheet][data-precedence][href]`) and would load any it does not find: the script loader adds a
 * `disabled` link for each before Next's scripts run (./defer-scripts.ts), which the browser does not fetch and
 * React counts as loaded. (A disabled link written in the HTML is fetched anyway by Chromium's preload scanner.)
 */

export type StylesheetReader = (href: string) => Promise<string | null>

const STYLESHEET = /<link\b([^>]*\brel="stylesheet"[^>]*)\/?>/gi
const HREF = /\bhref="(\/_next\/static\/[\w./-]+\.css)"/
// A url() that is not absolute: resolved against the stylesheet's own address, as the browser would have.
const RELATIVE_URL = /url\(\s*(['"]?)(?!data:|[a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\s*\)/gi

/** The page with each of the build's stylesheets in <head> inlined, and the files inlined; a file that cannot be read stays a link. */
export async function inlineStylesheets(html: string, read: StylesheetReader): Promise<{ html: string; inlined: string[] }> {
  const headEnd = html.search(/<\/head\s*>/i)
  if (headEnd < 0) return { html, inlined: [] }
  const head = html.slice(0, headEnd)
  const links = [...head.matchAll(STYLESHEET)]
  const styles = await Promise.all(links.map(([, attributes]) => (HREF.test(attributes) ? read(HREF.exec(attributes)![1]) : null)))
  let index = 0
  const inlined: string[] = []
  const styled = head.replace(STYLESHEET, (tag, attributes: string) => {
    const css = styles[index++]
    const href = HREF.exec(attributes)?.[1]
    // A stylesheet for some media only (none of Next's today) would apply everywhere once inlined: it stays a link.
    if (css === null || !href || /\b(disabled|media)\b/i.test(attributes)) return tag
    inlined.push(href)
    const precedence = /\bdata-precedence="([\w-]+)"/.exec(attributes)?.[1] ?? 'default'
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
  const root = path.resolve(distDir, 'static')
  const kept = new Map<string, Promise<string | null>>()
  return (href) => {
    let css = kept.get(href)
    if (!css) {
      const file = path.resolve(root, href.slice('/_next/static/'.length))
      css = file.startsWith(root + path.sep)
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
