import fs from 'node:fs'
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { startApp } from '../../support/app-process'

/**
 * SIGTERM under load: requests already taken are answered, then the process
 * exits 0 within 5 s. The time goes to draining requests and closing the
 * database pools; a pool client held by nobody (Payload's adapter used to keep
 * one from its connect) makes pool.end() wait out its timeout, once per pool.
 * An instance of its own, on its own embedded PostgreSQL, with the demo content.
 */
const PAGES = [
  '/',
  '/about',
  '/media/news',
  '/media/photos',
  '/media/videos',
  '/team',
  '/mission-vision',
  '/contact',
  '/privacy-policy',
  '/membership',
]
const LOADS = 30
const EXIT_WITHIN_MS = 5_000

type Load = { status: number; done: boolean; error?: string }

/** Sends a GET and resolves once its connection is open; `result` settles with the answer. */
function load(url: string) {
  const state: Load = { status: 0, done: false }
  let connected!: () => void
  const open = new Promise<void>((resolve) => (connected = resolve))
  const result = new Promise<Load>((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(Object.assign(state, { status: res.statusCode ?? 0, done: true })))
      res.on('error', (err) => resolve(Object.assign(state, { error: err.message, done: true })))
    })
    req.on('socket', (socket) => socket.on('connect', connected))
    req.on('error', (err) => {
      connected()
      resolve(Object.assign(state, { error: err.message, done: true }))
    })
  })
  return { state, open, result }
}

describe('graceful stop', () => {
  // Its own PostgreSQL, every migration and the demo seed: start-up alone took over a minute once on a loaded 2-core machine.
  it(
    `answers all of ${LOADS} concurrent page loads in flight at SIGTERM, then exits 0 within ${EXIT_WITHIN_MS / 1000} s`,
    { timeout: 180_000 },
    async () => {
      const app = await startApp({ SEED_DEMO: 'true', ADMIN_EMAIL: 'stop-admin@example.org', ADMIN_PASSWORD: 'Stop-admin-password-1' })
      try {
        // Warm each page once, so the burst measures serving, not first compilation of a route.
        for (const page of PAGES) expect((await fetch(app.url + page)).status).toBe(200)
        const exited = new Promise<number | null>((resolve) => app.process.once('exit', (code) => resolve(code)))

        // A query of its own per load: the response cache (src/runtime/response-cache) would answer a warmed page at
        // once, and the point is requests Next is still rendering when the signal comes.
        const loads = Array.from({ length: LOADS }, (_, i) => load(`${app.url}${PAGES[i % PAGES.length]}?load=${i}`))
        await Promise.all(loads.map((l) => l.open))
        // Every connection is open and its request sent; give the server a moment to take them all.
        await new Promise((r) => setTimeout(r, 150))
        const inFlight = loads.filter((l) => !l.state.done).length
        const signalled = Date.now()
        app.process.kill('SIGTERM')
        const code = await exited
        const exitMs = Date.now() - signalled
        const results = await Promise.all(loads.map((l) => l.result))

        console.info(`graceful stop: ${inFlight} of ${LOADS} loads in flight at SIGTERM; exit ${code} after ${exitMs} ms`)
        expect(results.filter((r) => r.status !== 200)).toEqual([])
        expect(inFlight).toBeGreaterThan(0)
        expect(code).toBe(0)
        expect(exitMs).toBeLessThan(EXIT_WITHIN_MS)
        expect(app.output()).toContain('PostgreSQL stopped')
      } finally {
        await app.stop()
        fs.rmSync(app.dataDir, { recursive: true, force: true })
      }
    },
  )
})
