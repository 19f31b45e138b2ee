import './globals.css'

import type { Metadata, Viewport } from 'next'
import React from 'react'

import { AuthProvider } from '@/components/account/session'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { getEnv } from '@/config/env'
import { getGlobal } from '@/lib/queries'
import { devanagari, latin } from './fonts'

// Pages read the CMS per request through cached queries; the build never needs a
// database (docs/ARCHITECTURE.md).
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getGlobal('site-settings')
  const name = site.siteName ?? 'CHO Association'
  const logo = site.logo && typeof site.logo === 'object' ? site.logo : null
  return {
    metadataBase: new URL(getEnv().siteUrl),
    title: { default: name, template: `%s | ${name}` },
    description: site.tagline ?? undefined,
    applicationName: name,
    openGraph: { siteName: name, locale: 'en_IN', type: 'website', images: logo?.url ? [{ url: logo.url }] : undefined },
    // The small square rendition, not the full emblem, as the browser tab icon.
    icons: logo?.url ? { icon: logo.sizes?.square?.url ?? logo.url } : undefined,
  }
}

export const viewport: Viewport = { themeColor: '#b91c1c', width: 'device-width', initialScale: 1 }

export default async function FrontendLayout({ children }: { children: React.ReactNode }) {
  const site = await getGlobal('site-settings')
  return (
    <html lang="en" className={`${latin.variable} ${devanagari.variable}`}>
      <body>
        <AuthProvider>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <SiteHeader site={site} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter site={site} />
        </AuthProvider>
      </body>
    </html>
  )
}
