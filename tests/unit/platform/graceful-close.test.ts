import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { trackConnections } from '../../../src/runtime/graceful-close'

/** The server side of SIGTERM: what a connection sees when the server closes around it. */
let server: http.Server
let port: number

async function serve(handler: http.RequestListener) {
  server = http.createServer(handler)
  const tracked = trackConnections(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  return tracked
}

afterEach(() => server?.closeAllConnections())

/** A raw connection, so the test decides when each request byte is sent. */
async function connect() {
  const socket = net.connect(port, '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  let received = ''
  socket.on('data', (chunk) => (received += chunk))
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(received)))
  return { socket, ended, received: () => received }
}
const GET = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n'

describe('trackConnections().close', () => {
  it('answers a request whose bytes arrive just after the close began, with Connection: close', async () => {
    const { close } = await serve((_req, res) => res.end('ok'))
    const client = await connect()
    const closed = close({ graceMs: 1_000 })
    setTimeout(() => client.socket.write(GET), 100)
    const answer = await client.ended
    expect(answer).toMatch(/^HTTP\/1.1 200/)
    expect(answer).toMatch(/connection: close/i)
    expect(answer.endsWith('ok')).toBe(true)
    await closed
  })

  it('answers connections still waiting in the accept queue while the event loop was busy', async () => {
    const { close } = await serve((_req, res) => setTimeout(() => res.end('ok'), 20))
    const clients = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const client = await connect()
        client.socket.write(GET)
        return client
      }),
    )
    // A render holding the loop: the kernel has the connections, Node has not accepted them.
    const until = Date.now() + 100
    while (Date.now() < until);
    await close()
    const answers = await Promise.all(clients.map((c) => c.ended))
    expect(answers.filter((a) => !a.startsWith('HTTP/1.1 200'))).toEqual([])
  })

  it('finishes a slow request in flight, then closes its keep-alive connection at once', async () => {
    const { close } = await serve((_req, res) => setTimeout(() => res.end('slow'), 300))
    const client = await connect()
    client.socket.write(GET)
    await new Promise((r) => setTimeout(r, 50))
    const started = Date.now()
    await close()
    expect(await client.ended).toMatch(/slow$/)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('closes an idle keep-alive connection at once and a silent new one after the grace time', async () => {
    const { close } = await serve((_req, res) => res.end('ok'))
    const used = await connect()
    used.socket.write(GET)
    await new Promise((r) => setTimeout(r, 100))
    expect(used.received()).toMatch(/keep-alive/i)
    const silent = await connect()
    const started = Date.now()
    await close({ graceMs: 300 })
    const took = Date.now() - started
    await Promise.all([used.ended, silent.ended])
    expect(took).toBeGreaterThanOrEqual(250)
    expect(took).toBeLessThan(2_000)
  })

  it('cuts what is still open after forceMs', async () => {
    const { close } = await serve(() => {}) // never answers
    const client = await connect()
    client.socket.write(GET)
    await new Promise((r) => setTimeout(r, 50))
    const started = Date.now()
    await close({ forceMs: 300 })
    await client.ended
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
