import Link from 'next/link'

import type { SiteSetting } from '@/payload-types'
import { networkLabel, SocialIcon } from '../SocialIcon'
import styles from './SiteFooter.module.css'

type Links = { id?: string | null; label: string; href: string }[] | null | undefined

function LinkList({ title, links }: { title: string; links: Links }) {
  return (
    <section aria-labelledby={`footer-${title}`}>
      <h2 id={`footer-${title}`} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {(links ?? []).map((l) => (
          <li key={l.id ?? l.href}>
            <Link href={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Quick Links, About Us, the two social networks and the copyright line, all from the CMS. */
export function SiteFooter({ site }: { site: SiteSetting }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section>
          <p className={styles.name}>{site.siteName}</p>
          {site.tagline ? (
            <p className={styles.tagline} lang="hi">
              {site.tagline}
            </p>
          ) : null}
          <ul className={styles.social} aria-label="Social networks">
            {(site.socialLinks ?? []).map((s) => (
              <li key={s.id ?? s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={`${networkLabel(s.network)} (opens in a new tab)`}>
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <LinkList title="Quick Links" links={site.footerQuickLinks} />
        <LinkList title="About Us" links={site.footerAboutLinks} />
      </div>
      <p className={styles.copyright}>{site.copyright}</p>
    </footer>
  )
}
