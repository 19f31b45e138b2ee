'use client'

import { useRef, useState } from 'react'

import details from '@/components/account/details.module.css'
import styles from '@/components/account/forms.module.css'
import { useApi } from '@/components/account/useApi'
import { ProfileForm, toProfile, type Profile } from './ProfileForm'
import view from './profile.module.css'

const ROWS: [keyof Profile, string][] = [
  ['name', 'Full name'],
  ['gender', 'Gender'],
  ['email', 'Email address'],
  ['ehrms', 'EHRMS Code'],
  ['block', 'Block'],
  ['joiningDate', 'Date of Joining'],
  ['dob', 'Date of Birth'],
  ['phone', 'Phone number'],
  ['designation', 'Designation'],
  ['district', 'District'],
  ['ayushman', 'Ayushman Arogya Mandir'],
]

/** 'YYYY-MM-DD' → 'DD-MM-YYYY', the site's date format (spec §9). */
const showDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value.split('-').reverse().join('-') : value)

/**
 * /profile (spec §2, §4, §8): 'Loading profile...', then the error state or
 * the read-only list; 'Edit Profile' swaps in the form.
 */
export function ProfileView() {
  const {
    data: profile,
    error: loadError,
    setData: setProfile,
  } = useApi('/api/auth/profile', { read: toProfile, failed: 'Failed to fetch profile data', unreachable: 'Failed to load profile' })
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
        Loading profile...
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
        {saved ? 'Profile updated successfully!' : ''}
      </p>
      <dl className={details.list}>
        {ROWS.map(([field, label]) => {
          const value = profile[field]
          return (
            <div key={field} className={details.row}>
              <dt>{label}</dt>
              <dd>{value ? (field === 'dob' || field === 'joiningDate' ? showDate(value) : value) : <span className={view.empty}>Not provided</span>}</dd>
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
          Edit Profile
        </button>
      </div>
    </div>
  )
}
