'use client'

import Link from 'next/link'

import { useLocale } from '@/platform/i18n/LocaleProvider'
import { PRIVACY_REQUESTS_TEXT } from '@/features/privacy/client'

import view from '@/features/accounts/ui/profile/profile.module.css'

/** The way from the profile to /my-data (corrections, erasure; later the download and the consents). */
export function MyDataLink() {
  const { lang, href } = useLocale()
  const t = PRIVACY_REQUESTS_TEXT[lang].page
  return (
    <section className={view.language} aria-label={t.profileLink}>
      <Link href={href('/my-data')}>{t.profileLink}</Link>
    </section>
  )
}
