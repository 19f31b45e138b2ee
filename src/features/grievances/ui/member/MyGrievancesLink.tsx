'use client'

import Link from 'next/link'

import { useLocale } from '@/platform/i18n/LocaleProvider'
import { GRIEVANCES_MEMBER_TEXT } from '@/features/grievances/texts/member'

/** The way from the profile to the member's own grievances (the header's menu stays the spec's), in the profile's section style. */
export function MyGrievancesLink({ className }: { className?: string }) {
  const { lang, href } = useLocale()
  const t = GRIEVANCES_MEMBER_TEXT[lang]
  return (
    <section className={className} aria-label={t.profileLink}>
      <Link href={href('/grievances')}>{t.profileLink}</Link>
      <span>{t.profileLead}</span>
    </section>
  )
}
