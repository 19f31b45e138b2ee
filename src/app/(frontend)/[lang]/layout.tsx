import '../globals.css'

import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import React from 'react'

import { AuthProvider } from '@/features/accounts/ui/session'
import { LanguageBar } from '@/features/content/ui/layout/LanguageBar'
import { LanguageOffer } from '@/features/content/ui/layout/LanguageOffer'
import { SiteFooter } from '@/features/content/ui/layout/SiteFooter'
import { SiteHeader } from '@/features/content/ui/layout/SiteHeader'
import { getEnv } from '@/platform/config/env'
import { langOf } from '@/platform/http/route-lang'
import { LocaleProvider } from '@/platform/i18n/LocaleProvider'
import { CHROME } from '@/features/content/client'
import { alternatesFor } from '@/platform/i18n/metadata'
import { LivePreviewRefresh } from '@/features/content/ui/preview/LivePreviewRefresh'
import { previewing } from '@/platform/http/preview'
import { getGlobal } from '@/features/content'

// Pages read the CMS per request through cached queries; the build never needs a
// database (docs/ARCHITECTURE.md).
export const dynamic = 'force-dynamic'

type Props = { children: React.ReactNode; params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const lang = await langOf(params)
  const site = await getGlobal('site-settings', lang)
  const name = site.siteName ?? 'CHO Association'
  const logo = site.logo && typeof site.logo === 'object' ? site.logo : null
  return {
    metadataBase: new URL(getEnv().siteUrl),
    title: { default: name, template: `%s | ${name}` },
    description: site.tagline ?? undefined,
    applicationName: name,
    // This page in both languages (the proxy passes the address as the browser asked for it).
    alternates: alternatesFor((await headers()).get('x-page-path') ?? '/'),
    openGraph: {
      siteName: name,
      locale: lang === 'hi' ? 'hi_IN' : 'en_IN',
      type: 'website',
      images: logo?.url ? [{ url: logo.url }] : undefined,
    },
    // The header's 52 px rendition as the browser tab icon (every first visit fetches it; a tab shows 16–48 px), not the full emblem.
    icons: logo?.url ? { icon: logo.sizes?.logo?.url ?? logo.sizes?.logo2x?.url ?? logo.sizes?.square?.url ?? logo.url } : undefined,
  }
}

export const viewport: Viewport = { themeColor: '#b91c1c', width: 'device-width', initialScale: 1 }

export default async function FrontendLayout({ children, params }: Props) {
  const lang = await langOf(params)
  const site = await getGlobal('site-settings', lang)
  return (
    <html lang={lang}>
      <body>
        <LocaleProvider lang={lang}>
          <AuthProvider>
            <a className="skip-link" href="#main">
              {CHROME[lang].skipLink}
            </a>
            <LanguageBar lang={lang} />
            <SiteHeader site={site} lang={lang} />
            {lang === 'en' ? <LanguageOffer /> : null}
            {(await previewing()) ? <LivePreviewRefresh /> : null}
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter site={site} lang={lang} />
          </AuthProvider>
        </LocaleProvider>
      </body>
    </html>
  )
}
