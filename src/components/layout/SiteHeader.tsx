import Image from 'next/image'

import { AccountMenu } from '@/components/account/AccountMenu'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/LocaleProvider'
import type { Image as ImageDoc, SiteSetting } from '@/payload-types'
import { MainNav } from './MainNav'
import { toMenu } from './menu'
import styles from './SiteHeader.module.css'

/** Top bar: logo and name linking home, the tagline, the CMS menu and the account area (signed-in aware). */
export function SiteHeader({ site, lang }: { site: SiteSetting; lang: Locale }) {
  const logo = site.logo && typeof site.logo === 'object' ? (site.logo as ImageDoc) : null
  return (
    <header className={styles.header}>
      <div className={`container ${styles.row}`}>
        <Link href="/" className={styles.brand}>
          {logo?.url ? <Image src={logo.url} alt="" width={52} height={52} priority className={styles.logo} /> : null}
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
