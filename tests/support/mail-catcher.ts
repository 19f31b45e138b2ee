import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

/**
 * A real local SMTP server for tests: every accepted message lands as one
 * .eml file in `dir`. It can be stopped and started again on the same port,
 * so a test can play "the mail server is down" and "it is back".
 */
export type MailCatcher = {
  url: string
  dir: string
  /** The raw messages received so far, in arrival order. */
  messages: () => string[]
  /** Stops listening: connections are refused until `resume()`. */
  pause: () => Promise<void>
  resume: () => Promise<void>
  close: () => Promise<void>
}

export async function startMailCatcher(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upcho-mail-'))): Promise<MailCatcher> {
  let count = 0
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('error', callback)
        stream.on('end', () => {
          // Zero-padded counter: names sort in arrival order.
          const file = path.join(dir, `${String(++count).padStart(5, '0')}-${Date.now()}.eml`)
          fs.writeFile(file, Buffer.concat(chunks), (err) => callback(err ?? null))
        })
      },
    })
  const listen = (server: SMTPServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port))
    })
  let server: SMTPServer | null = make()
  const port = await listen(server, 0)
  const close = async () => {
    const s = server
    server = null
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()))
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    messages: () =>
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8')),
    pause: close,
    resume: async () => {
      if (server) return
      server = make()
      await listen(server, port)
    },
    close,
  }
}
