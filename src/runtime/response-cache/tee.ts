import type http from 'node:http'

/** Past this, a page is not kept (none of ours comes near; a runaway one must not fill memory). */
const LARGEST_PAGE_BYTES = 2 * 1024 * 1024

/**
 * Copies what Next writes to `res` while it goes to the client unchanged, and hands the whole body
 * to `done` once the response has finished; never when it was cut off (a client gone mid-page)
 * or grew past the largest page.
 */
export function teeBody(res: http.ServerResponse, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = []
  let size = 0
  const keep = (chunk: unknown, encoding: unknown) => {
    if (size > LARGEST_PAGE_BYTES || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)
    size += buffer.length
    chunks.push(buffer)
  }
  const write = res.write
  const end = res.end
  res.write = function (this: http.ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    keep(chunk, encoding)
    return write.call(this, chunk, encoding as BufferEncoding, callback as () => void)
  } as typeof res.write
  res.end = function (this: http.ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    keep(chunk, encoding)
    return end.call(this, chunk, encoding as BufferEncoding, callback as () => void)
  } as typeof res.end
  res.once('finish', () => {
    if (size <= LARGEST_PAGE_BYTES) done(Buffer.concat(chunks))
  })
}
