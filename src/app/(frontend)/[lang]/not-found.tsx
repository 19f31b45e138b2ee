import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { Link } from '@/platform/i18n/LocaleProvider'
import { CHROME } from '@/features/content/client'
import { splitLocale } from '@/platform/i18n/paths'

/** A not-found page gets no params: its language is the address's (the proxy's x-page-path). */
async function shownLang() {
  return splitLocale((await headers()).get('x-page-path') ?? '/').lang
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: CHROME[await shownLang()].notFound.title }
}

/** Unknown paths: say so plainly and offer the way on. */
export default async function NotFound() {
  const t = CHROME[await shownLang()].notFound
  return (
    <section className="container section status-page">
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <ul className="status-links">
        <li>
          <Link href="/">{t.home}</Link>
        </li>
        <li>
          <Link href="/media/news">{t.news}</Link>
        </li>
        <li>
          <Link href="/membership">{t.membership}</Link>
        </li>
        <li>
          <Link href="/contact">{t.contact}</Link>
        </li>
      </ul>
    </section>
  )
}
