import type http from 'node:http'
import type { Socket } from 'node:net'

/**
 * Stops an HTTP server without failing a request it has already taken.
 *
 * Node's own `server.close()` stops listening at once: connections the kernel
 * has completed but Node has not yet accepted (the event loop was busy
 * rendering) are reset, and the client sees ECONNRESET for a request it has
 * sent; and a keep-alive connection answered after the close began stays open
 * until its keep-alive timeout. So connections are tracked here:
 * - connections waiting in the kernel's accept queue are taken first;
 * - a connection inside a request finishes it; its answer says `Connection: close`;
 * - an idle keep-alive connection (it has been answered before) is closed at once;
 * - a connection that has sent nothing yet gets `graceMs` for its first request
 *   (answered like any other), then is closed;
 * - whatever is still open after `forceMs` (a slow upload) is cut.
 */
type Tracked = { active: Set<http.ServerResponse>; served: number; grace?: NodeJS.Timeout }

export type GracefulClose = { close: (options?: { graceMs?: number; forceMs?: number }) => Promise<void> }

export function trackConnections(server: http.Server): GracefulClose {
  const sockets = new Map<Socket, Tracked>()
  let closing = false
  let accepted = 0

  // Connections the kernel has completed but Node has not accepted yet are reset when the
  // listening socket closes, and Node accepts about one per turn of its event loop (seen on
  // Node 20: 30 clients that connected while a render blocked the loop, 29 reset). So keep
  // listening until a few turns in a row bring no new connection (at most maxMs).
  async function acceptBacklog(quietTurns = 5, maxMs = 2_000) {
    const started = Date.now()
    for (let quiet = 0; quiet < quietTurns && Date.now() - started < maxMs;) {
      const before = accepted
      await new Promise((resolve) => setTimeout(resolve, 20))
      quiet = accepted === before ? quiet + 1 : 0
    }
  }

  server.on('connection', (socket: Socket) => {
    accepted++
    sockets.set(socket, { active: new Set(), served: 0 })
    socket.once('close', () => {
      clearTimeout(sockets.get(socket)?.grace)
      sockets.delete(socket)
    })
  })
  // Before the site's handler, so an answer it sends at once already carries the header.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const state = sockets.get(req.socket)
    if (!state) return
    clearTimeout(state.grace)
    state.active.add(res)
    if (closing && !res.headersSent) res.setHeader('Connection', 'close')
    res.once('close', () => {
      state.active.delete(res)
      state.served++
      // Answered while closing: the connection must not wait for another request.
      if (closing && state.active.size === 0) req.socket.destroySoon()
    })
  })

  const close: GracefulClose['close'] = async ({ graceMs = 1_000, forceMs = 10_000 } = {}) => {
    closing = true
    await acceptBacklog()
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    for (const [socket, state] of sockets) {
      if (state.active.size > 0) {
        for (const res of state.active) if (!res.headersSent) res.setHeader('Connection', 'close')
      } else if (state.served > 0) {
        socket.destroySoon()
      } else {
        state.grace = setTimeout(() => socket.destroy(), graceMs)
      }
    }
    const force = setTimeout(() => {
      for (const socket of sockets.keys()) socket.destroy()
    }, forceMs)
    await closed
    clearTimeout(force)
  }
  return { close }
}
