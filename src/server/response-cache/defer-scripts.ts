/**
 * A cached public page paints before Next's scripts are fetched (docs/ARCHITECTURE.md, "Scripts after
 * the first paint"). Next puts its chunks (~150 KB gzip: React DOM, the router, the page's islands) in
 * <head> as async scripts and low-priority preloads, so on a slow link they share the bandwidth with the
 * page's own text, styles and pictures. Here they come out of <head>, and one small inline loader adds
 * them again once the page has painted. The page is server-rendered, so a visitor reads it meanwhile;
 * links are plain links; hydration follows as soon as the scripts arrive.
 */

// Next's own files only: any other script (none on public pages today) keeps its place.
const FRAMEWORK = /^\/_next\/static\//
const TAG = /<(script|link)\b([^>]*)>(?:\s*<\/script\s*>)?/gi
const ATTRIBUTE = /([^\s=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

type Deferred = { scripts: string[]; preloads: string[] }

/** The page with Next's async scripts and script preloads replaced by one loader in <head> that adds them after the first paint. */
export function deferFrameworkScripts(html: string): string {
  const headEnd = html.search(/<\/head\s*>/i)
  if (headEnd < 0) return html
  const deferred: Deferred = { scripts: [], preloads: [] }
  const take = (tag: string, name: string, rest: string) => {
    const attributes = attributesOf(rest)
    const source = name.toLowerCase() === 'script' ? attributes.get('src') : attributes.get('href')
    if (!source || !FRAMEWORK.test(source)) return tag
    if (name.toLowerCase() === 'script' && attributes.has('async') && !attributes.has('nomodule')) deferred.scripts.push(source)
    else if (name.toLowerCase() === 'link' && attributes.get('rel') === 'preload' && attributes.get('as') === 'script') deferred.preloads.push(source)
    else return tag
    return ''
  }
  // Turbopack's bootstrap chunk is an async script at the end of <body>: the browser's preload scanner finds it there too.
  const head = html.slice(0, headEnd).replace(TAG, take)
  const rest = html.slice(headEnd).replace(TAG, take)
  if (deferred.scripts.length === 0) return html
  return `${head}<script>${loaderScript(deferred)}</script>${rest}`
}

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name, double, single, bare] of text.replace(/\/$/, '').matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''))
  }
  return attributes
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

/**
 * The loader: once the browser reports the first contentful paint (a paint of text or a picture; the first
 * frame may be blank while a Devanagari font is read), add the preloads and the scripts in their original
 * order, async as Next had them. A browser without paint timing waits for the frame after DOMContentLoaded.
 * A tab opened in the background paints nothing: the load event adds them there; in a visible tab the load
 * event (which may come before the paint on a fast link) is only a safety net a second later. Never twice.
 * The loader's text is hashed into the page's policy like any other inline script.
 */
export function loaderScript({ scripts, preloads }: Deferred): string {
  // JSON inside a script: '<' escaped so no '</script' can end it early.
  const list = (items: string[]) => JSON.stringify(items).replace(/</g, '\\u003c')
  return (
    `(function(d,w){var s=${list(scripts)},p=${list(preloads)},done=0;` +
    'function add(){if(done)return;done=1;p.forEach(function(h){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=h;d.head.appendChild(l)});' +
    's.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}' +
    'function soon(){w.setTimeout(add,0)}' +
    'try{new w.PerformanceObserver(function(l){l.getEntriesByName("first-contentful-paint").length&&soon()}).observe({type:"paint",buffered:true})}' +
    'catch(e){d.addEventListener("DOMContentLoaded",function(){w.requestAnimationFrame(soon)})}' +
    'w.addEventListener("load",function(){d.visibilityState==="hidden"?add():w.setTimeout(add,1e3)})})(document,window)'
  )
}
