import Link from 'next/link'

import type { SiteSetting } from '@/payload-types'

export function SiteFooter({ site }: { site: SiteSetting }) {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section>
          <h2>Quick Links</h2>
          <ul>
            {(site.footerQuickLinks ?? []).map((l) => (
              <li key={l.id ?? l.href}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>About Us</h2>
          <ul>
            {(site.footerAboutLinks ?? []).map((l) => (
              <li key={l.id ?? l.href}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Follow us</h2>
          <ul>
            {(site.socialLinks ?? []).map((s) => (
              <li key={s.id ?? s.url}>
                <a href={s.url} rel="noopener noreferrer" target="_blank">
                  {s.network === 'x' ? 'X (Twitter)' : s.network[0].toUpperCase() + s.network.slice(1)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="copyright">{site.copyright}</p>
    </footer>
  )
}
