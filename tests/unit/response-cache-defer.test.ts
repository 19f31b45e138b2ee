import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { deferFrameworkScripts, loaderScript } from '../../src/server/response-cache/defer-scripts'

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

describe("deferFrameworkScripts: Next's scripts come after the first paint", () => {
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
    expect(deferFrameworkScripts('<html><head><title>x</title></head><body></body></html>')).toBe('<html><head><title>x</title></head><body></body></html>')
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
  const listeners: Record<string, () => void> = {}
  const frames: (() => void)[] = []
  const timers: (() => void)[] = []
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = []
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (el: { src?: string; href?: string; rel?: string }) => added.push(el.rel ? `preload ${el.href}` : `script ${el.src}`) },
    createElement: () => ({}),
    addEventListener: (name: string, fn: () => void) => (listeners[`document ${name}`] = fn),
  }
  const window = {
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void) => timers.push(fn),
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

const ALL = ['preload /c.js', 'script /a.js', 'script /b.js']

describe('the loader', () => {
  it('adds the preloads, then the scripts in order, only after the first contentful paint', () => {
    const run = runLoader({ paintTiming: true })
    run.paint('first-paint')
    expect(run.timers).toHaveLength(0)
    run.paint('first-contentful-paint')
    expect(run.added).toEqual([])
    run.timers.shift()!()
    expect(run.added).toEqual(ALL)
  })

  it('without paint timing, waits for the frame after DOMContentLoaded', () => {
    const run = runLoader({ paintTiming: false })
    run.listeners['document DOMContentLoaded']()
    expect(run.added).toEqual([])
    run.frames.shift()!()
    expect(run.added).toEqual([])
    run.timers.shift()!()
    expect(run.added).toEqual(ALL)
  })

  it('adds them on the load event in a background tab, which paints nothing, and never twice', () => {
    const run = runLoader({ paintTiming: true, hidden: true })
    run.listeners['window load']()
    expect(run.added).toEqual(ALL)
    run.paint('first-contentful-paint')
    run.timers.shift()!()
    expect(run.added).toHaveLength(3)
  })

  it('in a visible tab, the load event (which can come before the paint) only sets a safety net a second later', () => {
    const run = runLoader({ paintTiming: true })
    run.listeners['window load']()
    expect(run.added).toEqual([])
    run.paint('first-contentful-paint')
    run.timers.pop()!()
    expect(run.added).toEqual(ALL)
    run.timers.shift()!()
    expect(run.added).toHaveLength(3)
  })
})
