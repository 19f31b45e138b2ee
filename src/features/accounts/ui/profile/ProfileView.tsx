'use client'

import { useRef, useState } from 'react'

import details from '@/features/accounts/ui/details.module.css'
import styles from '@/features/accounts/ui/forms.module.css'
import { useApi } from '@/features/accounts/ui/useApi'
import { districtName } from '@/platform/i18n/districts'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ACCOUNT_TEXT } from '@/features/accounts/client'
import { ProfileForm, toProfile, type Profile } from './ProfileForm'
import view from './profile.module.css'

type Texts = (typeof ACCOUNT_TEXT)['en']

const rows = (t: Texts): [keyof Profile, string][] => [
  ['name', t.profile.name],
  ['gender', t.fields.gender],
  ['email', t.profile.email],
  ['ehrms', t.fields.ehrms],
  ['block', t.fields.block],
  ['joiningDate', t.fields.joiningDate],
  ['dob', t.fields.dob],
  ['phone', t.profile.phone],
  ['designation', t.fields.designation],
  ['district', t.fields.district],
  ['ayushman', t.fields.ayushman],
]

/** 'YYYY-MM-DD' → 'DD-MM-YYYY', the site's date format (spec §9). */
const showDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('-') : value)

/**
 * /profile (spec §2, §4, §8): 'Loading profile...', then the error state or
 * the read-only list; 'Edit Profile' swaps in the form.
 */
export function ProfileView() {
  const { lang } = useLocale()
  const t = ACCOUNT_TEXT[lang]
  const {
    data: profile,
    error: loadError,
    setData: setProfile,
  } = useApi('/api/auth/profile', { read: toProfile, failed: t.profile.failed, unreachable: t.profile.unreachable })
  // Stored values in English (spec §3); a Hindi page names them in Hindi.
  const shown = (field: keyof Profile, value: string) => {
    if (field === 'dob' || field === 'joiningDate') return showDate(value)
    if (field === 'district') return districtName(value, lang)
    if (field === 'designation' && value === ACCOUNT_TEXT.en.fields.designationValue) return t.fields.designationValue
    if (field === 'gender' && value in t.fields.genders) return t.fields.genders[value as keyof Texts['fields']['genders']]
    return value
  }
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const editRef = useRef<HTMLButtonElement>(null)

  if (loadError) {
    return (
      <p className={`${styles.banner} ${styles.bannerError}`} role="alert">
        {loadError}
      </p>
    )
  }
  if (!profile) {
    return (
      <p className={view.loading} role="status">
        {t.profile.loading}
      </p>
    )
  }
  if (editing) {
    return (
      <ProfileForm
        profile={profile}
        onCancel={() => {
          setEditing(false)
          requestAnimationFrame(() => editRef.current?.focus())
        }}
        onSaved={(next) => {
          setProfile(next)
          setEditing(false)
          setSaved(true)
        }}
      />
    )
  }
  return (
    <div className={styles.form}>
      <p role="status" className={saved ? `${styles.banner} ${styles.bannerOk}` : view.quiet}>
        {saved ? t.profile.updated : ''}
      </p>
      <dl className={details.list}>
        {rows(t).map(([field, label]) => {
          const value = profile[field]
          return (
            <div key={field} className={details.row}>
              <dt>{label}</dt>
              <dd>{value ? shown(field, value) : <span className={view.empty}>{t.profile.notProvided}</span>}</dd>
            </div>
          )
        })}
      </dl>
      <div className={styles.actions}>
        <button
          ref={editRef}
          type="button"
          className={styles.submit}
          onClick={() => {
            setSaved(false)
            setEditing(true)
          }}
        >
          {t.profile.edit}
        </button>
      </div>
    </div>
  )
}
