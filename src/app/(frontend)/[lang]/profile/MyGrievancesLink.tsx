'use client'

import Link from 'next/link'

import { useLocale } from '@/platform/i18n/LocaleProvider'
import { GRIEVANCES_MEMBER_TEXT } from '@/i18n/messages/grievances-member'

import view from './profile.module.css'

/** Issue 15: the way from the profile to the member's own grievances (the header's menu stays the spec's). */
export function MyGrievancesLink() {
  const { lang, href } = useLocale()
  const t = GRIEVANCES_MEMBER_TEXT[lang]
  return (
    <section className={view.language} aria-label={t.profileLink}>
      <Link href={href('/grievances')}>{t.profileLink}</Link>
      <span>{t.profileLead}</span>
    </section>
  )
}
