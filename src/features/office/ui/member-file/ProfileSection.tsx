'use client'

import { districtName } from '@/platform/i18n/districts'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { REGISTER_TEXT } from '@/features/office/client'
import type { MemberFile } from '@/features/office'

import ui from '../register/register.module.css'
import { RegisterStatusBadge } from '../register/RegisterStatusBadge'
import { ddmmyyyy, orDash } from './format'

/** The member's name (the file's heading), this year's status and the profile. */
export function ProfileSection({ file }: { file: MemberFile }) {
  const { lang } = useLocale()
  const t = REGISTER_TEXT[lang].file
  const p = file.profile
  const role = p.role === 'coordinator' ? t.roles.coordinator : t.roles.member
  const facts: [string, string][] = [
    [t.fields.email, p.email],
    [t.fields.phone, orDash(p.phone)],
    [t.fields.ehrms, orDash(p.ehrms)],
    [t.fields.district, p.district ? districtName(p.district, lang) : '-'],
    [t.fields.block, orDash(p.block)],
    [t.fields.ayushman, orDash(p.ayushman)],
    [t.fields.designation, orDash(p.designation)],
    [t.fields.joiningDate, ddmmyyyy(p.joiningDate)],
    [t.fields.dob, ddmmyyyy(p.dob)],
    [t.fields.registeredOn, ddmmyyyy(p.registeredOn)],
    [t.fields.role, p.districts.length ? `${role}: ${p.districts.map((d) => districtName(d, lang)).join(', ')}` : role],
  ]
  const latest = file.memberships[0]
  return (
    <section className={ui.section} aria-labelledby="file-profile">
      <h2 id="file-profile">
        {p.name} {latest ? <RegisterStatusBadge status={latest.status} /> : null}
      </h2>
      <dl className={ui.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
