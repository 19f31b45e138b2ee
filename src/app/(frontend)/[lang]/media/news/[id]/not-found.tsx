import { headers } from 'next/headers'

import { Link } from '@/platform/i18n/LocaleProvider'
import { MEDIA_TEXT } from '@/features/content/client'
import { splitLocale } from '@/platform/i18n/paths'

import media from '@/features/content/ui/media/media.module.css'

/** Shown with status 404 for an unknown or malformed news id; no params here, so the language is the address's. */
export default async function NewsNotFound() {
  const t = MEDIA_TEXT[splitLocale((await headers()).get('x-page-path') ?? '/').lang].news
  return (
    <div className={`container ${media.page}`}>
      <h1 className={media.heading}>{t.notFound}</h1>
      <p>{t.notFoundText}</p>
      <Link className={`button ${media.backLink}`} href="/media/news">
        <span aria-hidden="true">←</span> {t.back}
      </Link>
    </div>
  )
}
