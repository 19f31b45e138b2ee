import path from 'node:path'

const PREFIX = '/_next/static/'

/**
 * The file in the build's `<distDir>/static` that a `/_next/static/…` address names, for the two places that
 * read the build's files themselves (./static-brotli.ts, ./response-cache/inline-styles.ts); null for any
 * other address, a malformed one, or one that would leave that folder.
 */
export function buildStaticFile(distDir: string, pathname: string): string | null {
  if (!pathname.startsWith(PREFIX)) return null
  const root = path.resolve(distDir, 'static')
  let relative: string
  try {
    relative = decodeURIComponent(pathname.slice(PREFIX.length))
  } catch {
    return null
  }
  const file = path.resolve(root, relative)
  return file.startsWith(root + path.sep) ? file : null
}
