import { attributesOf } from './tags'

/**
 * A cached public page paints before Next's scripts run (docs/decisions/012-inline-styles-deferred-scripts-brotli.md).
 * Next puts its chunks (~130 KB brotli: React DOM, the router, the page's islands) in <head> as async scripts:
 * on a slow link they share the bandwidth with the page itself, and they run as soon as they arrive, often
 * before the first frame. Here they come out of the page, and one small inline loader adds them again once the
 * page has painted, with Next's low-priority preloads of chunks for later. The page is server-rendered with its
 * styles inlined (./inline-styles.ts), so a visitor reads it meanwhile; links are plain links.
 */

// Next's own files only: any other script (none on public pages today) keeps its place.
const FRAMEWORK = /^\/_next\/static\//
const TAG = /<(script|link)\b([^>]*)>(?:\s*<\/script\s*>)?/gi

type Deferred = { scripts: string[]; preloads: string[] }

/** The page without Next's async scripts and script preloads, and one loader in <head> that adds them once the page has painted. */
export function deferFrameworkScripts(html: string): string {
  const headEnd = html.search(/<\/head\s*>/i)
  if (headEnd < 0) return html
  const deferred: Deferred = { scripts: [], preloads: [] }
  const take = (tag: string, name: string, rest: string) => {
    const attributes = attributesOf(rest)
    const source = name.toLowerCase() === 'script' ? attributes.get('src') : attributes.get('href')
    if (!source || !FRAMEWORK.test(source)) return tag
    if (name.toLowerCase() === 'script' && attributes.has('async') && !attributes.has('nomodule')) deferred.scripts.push(source)
    else if (name.toLowerCase() === 'link' && attributes.get('rel') === 'preload' && attributes.get('as') === 'script')
      deferred.preloads.push(source)
    else return tag
    return ''
  }
  // Turbopack's bootstrap chunk is an async script at the end of <body>: the browser's preload scanner finds it there too.
  const head = html.slice(0, headEnd).replace(TAG, take)
  const rest = html.slice(headEnd).replace(TAG, take)
  if (deferred.scripts.length === 0) return html
  return `${head}<script>${loaderScript(deferred)}</script>${rest}`
}

/**
 * The loader adds the preloads and the scripts, in their original order and async as Next had them, once the
 * page has shown its content: at the first contentful paint (a paint of text or a picture; the first frame may be
 * blank). First it adds the disabled links of the inlined stylesheets that React looks for (./inline-styles.ts).
 * A browser without paint timing counts the frame after DOMContentLoaded as the paint. A tab opened in the
 * background paints nothing: the load event adds them there; in a visible tab it is a safety net a second later.
 *
 * A visitor who touches the page, presses a key or focuses a field gets them at once (what they typed meanwhile
 * is kept: src/platform/ui/forms/useForm.ts). A form sent before React has taken it over would go to the page's
 * own address as a GET, the password in the query: a form without an `action` is never sent natively (React's
 * handler, once there, prevents that anyway; a form with an explicit action is left alone). A tap on a button
 * React has not taken over yet (the menu, a dropdown, Submit) is held, and made again once React has it
 * (its element carries React's props), within 30 seconds; only the last such tap.
 * The loader's text is hashed into the page's policy like any other inline script.
 */
export function loaderScript({ scripts, preloads }: Deferred): string {
  // JSON inside a script: '<' escaped so no '</script' can end it early.
  const list = (items: string[]) => JSON.stringify(items).replace(/</g, '\\u003c')
  return (
    `(function(d,w){var s=${list(scripts)},p=${list(preloads)},done=0,last=null;` +
    'function add(){if(done)return;done=1;' +
    // The disabled links React looks the inlined stylesheets up by (./inline-styles.ts), before React runs.
    'd.querySelectorAll("style[data-inlined]").forEach(function(t){var l=d.createElement("link");l.rel="stylesheet";l.disabled=true;' +
    'l.setAttribute("data-precedence",t.getAttribute("data-inlined-precedence"));l.href=t.getAttribute("data-inlined");t.after(l)});' +
    'p.forEach(function(h){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=h;d.head.appendChild(l)});' +
    's.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}' +
    'function paint(){w.setTimeout(add,0)}' +
    'try{new w.PerformanceObserver(function(l){l.getEntriesByName("first-contentful-paint").length&&paint()}).observe({type:"paint",buffered:true})}' +
    'catch(e){d.addEventListener("DOMContentLoaded",function(){w.requestAnimationFrame(paint)})}' +
    'w.addEventListener("load",function(){d.visibilityState==="hidden"?add():w.setTimeout(add,1e3)});' +
    '["pointerdown","touchstart","keydown","focusin"].forEach(function(t){d.addEventListener(t,add,{capture:true,passive:true})});' +
    'd.addEventListener("submit",function(e){e.target.hasAttribute("action")||e.preventDefault();add()},true);' +
    'function alive(b){return Object.keys(b).some(function(k){return k.indexOf("__reactProps")===0})}' +
    'd.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("button"),n=0;if(!b||alive(b))return;' +
    'e.preventDefault();last=b;add();(function wait(){if(alive(b)){last===b&&w.setTimeout(function(){last===b&&(last=null,b.click())},50)}else if(n++<600)w.setTimeout(wait,50)})()},true)' +
    '})(document,window)'
  )
}
