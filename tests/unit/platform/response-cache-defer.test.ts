import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { deferFrameworkScripts, loaderScript } from '../../../src/runtime/response-cache/defer-scripts'

/** The head Next writes for a public page (nonces already stripped), and a body with scripts of its own. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/cms-api/images/file/emblem-52.webp"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/lazy.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="https://checkout.razorpay.com/v1/checkout.js" async=""></script>',
  '<title>Home</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><h1>Home</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/body.js" async=""></script></body></html>',
].join('')

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))

describe("deferFrameworkScripts: Next's scripts run after the first paint", () => {
  const deferred = deferFrameworkScripts(page)

  it("takes Next's async scripts (in <head> and <body>) and script preloads out of the page", () => {
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/chunks\/(runtime|react-dom|body)\.js"/)
    expect(headOf(deferred)).not.toContain('<link rel="preload" as="script"')
  })

  it("keeps the styles, the image preload, other sites' scripts, the nomodule polyfill and everything in <body>", () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<link rel="preload" as="image" href="/cms-api/images/file/emblem-52.webp"/>',
      '<script src="https://checkout.razorpay.com/v1/checkout.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<body><h1>Home</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script></body>',
    ]) {
      expect(deferred).toContain(kept)
    }
  })

  it('puts one loader at the end of <head> naming the scripts in their order, and the preloads', () => {
    expect(
      headOf(deferred).endsWith(
        `<script>${loaderScript({ scripts: ['/_next/static/chunks/runtime.js', '/_next/static/chunks/react-dom.js', '/_next/static/chunks/body.js'], preloads: ['/_next/static/chunks/lazy.js'] })}</script>`,
      ),
    ).toBe(true)
  })

  it('leaves a page without head scripts, or without a head, as it was', () => {
    expect(deferFrameworkScripts('<html><head><title>x</title></head><body></body></html>')).toBe(
      '<html><head><title>x</title></head><body></body></html>',
    )
    expect(deferFrameworkScripts('<p>fragment</p>')).toBe('<p>fragment</p>')
  })

  it("cannot be closed early by a script's name", () => {
    const loader = loaderScript({ scripts: ['/_next/static/</script><script>alert(1)</script>.js'], preloads: [] })
    expect(loader).not.toContain('</script')
  })
})

/** Runs the loader against a pretend document and window, and records what it adds and when. */
function runLoader({ paintTiming, hidden = false }: { paintTiming: boolean; hidden?: boolean }) {
  const added: string[] = []
  const listeners: Record<string, (event?: unknown) => void> = {}
  const frames: (() => void)[] = []
  const timers: { fn: () => void; delay: number }[] = []
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = []
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: {
      appendChild: (el: { src?: string; href?: string; rel?: string }) => added.push(el.rel ? `preload ${el.href}` : `script ${el.src}`),
    },
    createElement: () => ({
      setAttribute(name: string, value: string) {
        ;(this as unknown as Record<string, string>)[name] = value
      },
    }),
    // One stylesheet the response cache inlined (src/runtime/response-cache/inline-styles.ts).
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('style[data-inlined]')
      const inlined: Record<string, string> = { 'data-inlined': '/s.css', 'data-inlined-precedence': 'next' }
      type Link = { rel: string; disabled: boolean; href: string; 'data-precedence': string }
      return [
        {
          getAttribute: (name: string) => inlined[name],
          after: (l: Link) => added.push(`${l.rel} ${l.href} ${l.disabled ? 'disabled' : 'enabled'} ${l['data-precedence']}`),
        },
      ]
    },
    addEventListener: (name: string, fn: (event?: unknown) => void) => (listeners[`document ${name}`] = fn),
  }
  const window = {
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, delay: number) => timers.push({ fn, delay }),
    addEventListener: (name: string, fn: () => void) => (listeners[`window ${name}`] = fn),
    PerformanceObserver: function (callback: (typeof observers)[number]) {
      if (!paintTiming) throw new TypeError('paint timing is not supported')
      observers.push(callback)
      return { observe: (options: { type: string; buffered: boolean }) => expect(options).toEqual({ type: 'paint', buffered: true }) }
    },
  }
  vm.runInNewContext(loaderScript({ scripts: ['/a.js', '/b.js'], preloads: ['/c.js'] }), { document, window })
  const paint = (...names: string[]) => observers.forEach((fn) => fn({ getEntriesByName: (name) => names.filter((n) => n === name) }))
  return { added, listeners, frames, timers, paint }
}

const ALL = ['stylesheet /s.css disabled next', 'preload /c.js', 'script /a.js', 'script /b.js']
/** Runs the timers set with `delay` (the loader's own `setTimeout(add, 0)` or its safety net). */
const fire = (run: ReturnType<typeof runLoader>, delay: number) => run.timers.filter((t) => t.delay === delay).forEach((t) => t.fn())

describe('the loader', () => {
  it("adds the inlined stylesheets' disabled links, the preloads, then the scripts in order, just after the first contentful paint (not a blank first frame)", () => {
    const run = runLoader({ paintTiming: true })
    run.paint('first-paint')
    fire(run, 0)
    expect(run.added).toEqual([])
    run.paint('first-contentful-paint')
    expect(run.added).toEqual([])
    fire(run, 0)
    expect(run.added).toEqual(ALL)
  })

  it('in a visible tab, the load event (which can come before the paint on a fast link) is only a safety net a second later; never twice', () => {
    const run = runLoader({ paintTiming: true })
    run.listeners['window load']()
    fire(run, 0)
    expect(run.added).toEqual([])
    fire(run, 1000)
    expect(run.added).toEqual(ALL)
    run.paint('first-contentful-paint')
    fire(run, 0)
    expect(run.added).toHaveLength(4)
  })

  it('without paint timing, counts the frame after DOMContentLoaded as the paint', () => {
    const run = runLoader({ paintTiming: false })
    run.listeners['document DOMContentLoaded']()
    run.frames.shift()!()
    fire(run, 0)
    expect(run.added).toEqual(ALL)
  })

  it('adds them on the load event in a background tab, which paints nothing', () => {
    const run = runLoader({ paintTiming: true, hidden: true })
    run.listeners['window load']()
    expect(run.added).toEqual(ALL)
  })

  it('adds them at once when the visitor touches the page, presses a key or focuses a field', () => {
    for (const event of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
      const run = runLoader({ paintTiming: true })
      run.listeners[`document ${event}`]()
      expect(run.added, event).toEqual(ALL)
    }
  })

  it('never sends a form without an action natively (a GET to the page, the password in the query); one with an action goes', () => {
    const run = runLoader({ paintTiming: true })
    const submit = (hasAction: boolean) => {
      let prevented = false
      run.listeners['document submit']({
        target: { hasAttribute: (name: string) => name === 'action' && hasAction },
        preventDefault: () => (prevented = true),
      })
      return prevented
    }
    expect(submit(false)).toBe(true)
    expect(run.added).toEqual(ALL)
    expect(submit(true)).toBe(false)
  })

  it('holds a tap on a button React has not taken over, and makes it again once React has it; only the last one', () => {
    const run = runLoader({ paintTiming: true })
    const button = (name: string) => {
      const el: Record<string, unknown> = { clicks: 0 }
      el.closest = () => el
      el.click = () => (el.clicks = (el.clicks as number) + 1)
      el.name = name
      return el
    }
    const tap = (el: Record<string, unknown>) => {
      let prevented = false
      run.listeners['document click']({ target: el, preventDefault: () => (prevented = true) })
      return prevented
    }
    const menu = button('menu')
    const media = button('media')
    expect(tap(menu)).toBe(true)
    expect(run.added).toEqual(ALL)
    expect(tap(media)).toBe(true)
    fire(run, 50)
    expect([menu.clicks, media.clicks]).toEqual([0, 0])
    // React hydrates: its props on each element.
    menu.__reactProps$abc = {}
    media.__reactProps$abc = {}
    fire(run, 50)
    fire(run, 50)
    expect([menu.clicks, media.clicks]).toEqual([0, 1])
    // A tap on a button React has is React's own.
    expect(tap(menu)).toBe(false)
  })

  it('leaves alone a tap that is not on a button', () => {
    const run = runLoader({ paintTiming: true })
    let prevented = false
    run.listeners['document click']({ target: { closest: () => null }, preventDefault: () => (prevented = true) })
    expect(prevented).toBe(false)
  })
})
