import Link from 'next/link'

import type { Image, SiteSetting } from '@/payload-types'

/** Top bar: logo, name, tagline and the CMS menu (dropdowns as disclosure widgets). */
export function SiteHeader({ site }: { site: SiteSetting }) {
  const logo = site.logo && typeof site.logo === 'object' ? (site.logo as Image) : null
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link href="/" className="brand">
          {logo?.url ? <img src={logo.url} alt="" width={48} height={48} /> : null}
          <span>
            <strong>{site.siteName}</strong>
            {site.tagline ? <small>{site.tagline}</small> : null}
          </span>
        </Link>
        <nav aria-label="Main" className="main-nav">
          <ul>
            {(site.menu ?? []).map((item) =>
              item.children && item.children.length > 0 ? (
                <li key={item.id ?? item.label}>
                  <details>
                    <summary>{item.label}</summary>
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.id ?? child.href}>
                          <Link href={child.href}>{child.label}</Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.id ?? item.label}>
                  <Link href={item.href ?? '/'}>{item.label}</Link>
                </li>
              ),
            )}
          </ul>
          <div className="auth-links">
            <Link href="/login">Login</Link>
            <Link href="/membership" className="button">
              Register
            </Link>
          </div>
        </nav>
      </div>
    </header>
  )
}
