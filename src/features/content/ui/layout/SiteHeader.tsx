import { AccountMenu } from '@/features/accounts/ui/AccountMenu'
import type { Locale } from '@/platform/i18n/locales'
import { Link } from '@/platform/i18n/LocaleProvider'
import type { SiteSetting } from '@/payload-types'
import { responsiveImage } from '@/features/content/presenters/responsive-image'
import { MainNav } from './MainNav'
import { toMenu } from './menu'
import styles from './SiteHeader.module.css'

/** Top bar: logo and name linking home, the tagline, the CMS menu and the account area (signed-in aware). */
export function SiteHeader({ site, lang }: { site: SiteSetting; lang: Locale }) {
  // The emblem's 52 px and 104 px renditions (1x and 2x screens), not the uploaded original.
  const logo = responsiveImage(site.logo, ['logo', 'logo2x'])
  return (
    <header className={styles.header}>
      <div className={`container ${styles.row}`}>
        <Link href="/" className={styles.brand}>
          {logo ? (
            <img
              src={logo.src}
              srcSet={logo.srcSet}
              sizes="(max-width: 480px) 40px, 52px"
              alt=""
              width={52}
              height={52}
              decoding="async"
              className={styles.logo}
            />
          ) : null}
          <span className={styles.names}>
            <span className={styles.name}>{site.siteName}</span>
            {site.tagline ? (
              <span className={styles.tagline} lang={lang === 'hi' ? undefined : 'hi'}>
                {site.tagline}
              </span>
            ) : null}
          </span>
        </Link>
        <MainNav items={toMenu(site.menu)} account={<AccountMenu />} />
      </div>
    </header>
  )
}
