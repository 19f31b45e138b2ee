import http from 'node:http'

/**
 * Sends hand-made requests with node:http, not fetch: fetch would normalise a
 * path like `/api/news/%ZZ/../x`, refuse some headers and always frame the body
 * itself, while a hostile client sends exactly the bytes it likes (a raw path, a
 * chunked body without Content-Length, a Content-Length that lies).
 */

export type Identity = 'anonymous' | 'member' | 'admin'

export type Probe = {
  group: string
  method: string
  /** Sent as is: percent-escapes (valid or not) are not touched. */
  path: string
  as?: Identity
  headers?: Record<string, string>
  body?: string | Buffer
  /** Send the body with Transfer-Encoding: chunked (no Content-Length). */
  chunked?: boolean
}

export type Outcome = { probe: Probe; status: number; body: string; error?: string }

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
const TIMEOUT_MS = 60_000

let address = 0
/**
 * Every request comes from an address of its own (198.18.0.0/15, the benchmarking
 * range), so the per-address limits of login, registration, the password forms,
 * the contact form and /verify never answer for the handler. A 429 still counts
 * as a fine answer; the test reports how many there were.
 */
const nextAddress = () => {
  address += 1
  return `198.${18 + ((address >> 16) & 1)}.${(address >> 8) & 255}.${address & 255}`
}

export function send(base: string, probe: Probe, tokens: Partial<Record<Identity, string>>): Promise<Outcome> {
  const url = new URL(base)
  const headers: Record<string, string | number> = { 'x-forwarded-for': nextAddress(), ...probe.headers }
  const token = probe.as ? tokens[probe.as] : undefined
  if (token) headers.authorization = `Bearer ${token}`
  const body = probe.body === undefined ? undefined : Buffer.isBuffer(probe.body) ? probe.body : Buffer.from(probe.body)
  if (body && !probe.chunked && !('content-length' in headers)) headers['content-length'] = body.length
  return new Promise((resolve) => {
    let settled = false
    const done = (o: Omit<Outcome, 'probe'>) => {
      if (settled) return
      settled = true
      resolve({ probe, ...o })
    }
    const req = http.request(
      { host: url.hostname, port: url.port, method: probe.method, path: probe.path, headers, agent, timeout: TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (c: Buffer) => {
          // Keep the start of the answer for the report; a page is only drained.
          if (size < 2000) chunks.push(c)
          size += c.length
        })
        res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 300) }))
        res.on('error', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 300) }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timed out')))
    // A server may answer (413) and close before it has read a large body: the answer counts.
    req.on('error', (err) => done({ status: 0, body: '', error: err.message }))
    if (body && probe.chunked) {
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024))
      req.end()
    } else req.end(body)
  })
}

/** Sends every probe, `concurrency` at a time, and returns the outcomes in the probes' order. */
export async function sendAll(
  base: string,
  probes: Probe[],
  tokens: Partial<Record<Identity, string>>,
  concurrency = 8,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(probes.length)
  let next = 0
  const worker = async () => {
    while (next < probes.length) {
      const i = next++
      outcomes[i] = await send(base, probes[i], tokens)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return outcomes
}
