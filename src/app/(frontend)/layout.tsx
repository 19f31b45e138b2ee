import '@fontsource/noto-sans/400.css'
import '@fontsource/noto-sans/700.css'
import '@fontsource/noto-sans-devanagari/400.css'
import '@fontsource/noto-sans-devanagari/700.css'
import './globals.css'

import type { Metadata } from 'next'
import React from 'react'

import { SiteFooter } from '@/components/SiteFooter'
import { SiteHeader } from '@/components/SiteHeader'
import { getGlobal } from '@/lib/queries'

// Pages read the CMS on each request; the build never needs a database (docs/ARCHITECTURE.md).
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getGlobal('site-settings')
  return { title: { default: site.siteName ?? 'CHO Association', template: `%s — ${site.siteName ?? ''}` }, description: site.tagline ?? undefined }
}

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const site = await getGlobal('site-settings')
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader site={site} />
        <main id="main">{children}</main>
        <SiteFooter site={site} />
      </body>
    </html>
  )
}
