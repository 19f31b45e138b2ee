import { membershipYear } from '@/features/membership/client'
import type { Locale } from '@/platform/i18n/locales'
import { Link } from '@/platform/i18n/LocaleProvider'
import { CHROME } from '@/features/content/texts/chrome'
import { fill } from '@/platform/i18n/define'
import { now } from '@/platform/clock'
import type { SiteSetting } from '@/payload-types'
import { networkLabel, SocialIcon } from './SocialIcon'
import { copyrightThisYear } from './copyright'
import styles from './SiteFooter.module.css'

type Links = { id?: string | null; label?: string | null; href: string }[] | null | undefined

function LinkList({ id, title, links }: { id: string; title: string; links: Links }) {
  return (
    <section aria-labelledby={`footer-${id}`}>
      <h2 id={`footer-${id}`} className={styles.heading}>
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

/**
 * Quick Links, About Us, the two social networks and the copyright line, all from the CMS.
 * The copyright's year is the present one in India, taken at each render: a page's copy in
 * the response cache lives 60 s, the CMS text under it an hour.
 */
export function SiteFooter({ site, lang }: { site: SiteSetting; lang: Locale }) {
  const t = CHROME[lang]
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section>
          <p className={styles.name}>{site.siteName}</p>
          {site.tagline ? (
            <p className={styles.tagline} lang={lang === 'hi' ? undefined : 'hi'}>
              {site.tagline}
            </p>
          ) : null}
          <ul className={styles.social} aria-label={t.socialNetworks}>
            {(site.socialLinks ?? []).map((s) => (
              <li key={s.id ?? s.url}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(t.opensInNewTab, { network: networkLabel(s.network) })}
                >
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <LinkList id="Quick Links" title={t.quickLinks} links={site.footerQuickLinks} />
        <LinkList id="About Us" title={t.aboutUs} links={site.footerAboutLinks} />
      </div>
      <p className={styles.copyright}>{site.copyright ? copyrightThisYear(site.copyright, membershipYear(now())) : null}</p>
    </footer>
  )
}
