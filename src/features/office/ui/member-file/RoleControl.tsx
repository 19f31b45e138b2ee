'use client'

import { useState } from 'react'

import { apiFetch, messageOf, SessionEndedError } from '@/features/accounts/ui/session'
import styles from '@/features/office/ui/admin.module.css'
import { DISTRICTS } from '@/platform/config/districts'
import { REGISTER_TEXT } from '@/features/office/client'
import { MEMBER_ROLES } from '@/features/office/schemas'
import { districtName } from '@/platform/i18n/districts'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import type { MemberFile } from '@/features/office'

import ui from '../register/register.module.css'

type Role = (typeof MEMBER_ROLES)[number]

/** Admins: make the member a district coordinator (of at least one district) or a member again. */
export function RoleControl({ profile, onDone }: { profile: MemberFile['profile']; onDone: () => void }) {
  const { lang } = useLocale()
  const t = REGISTER_TEXT[lang].role
  const roles = REGISTER_TEXT[lang].file.roles
  const [role, setRole] = useState<Role>(profile.role === 'coordinator' ? 'coordinator' : 'member')
  const [districts, setDistricts] = useState<string[]>(profile.districts)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)

  async function save(e: React.FormEvent) {
    e.preventDefault()
    setBusy(true)
    setError(null)
    setSaved(false)
    try {
      const res = await apiFetch(`/api/admin/members/${profile.id}/role`, {
        method: 'PATCH',
        json: { role, districts: role === 'coordinator' ? districts : [] },
      })
      if (!res.ok) {
        setError((await messageOf(res)) ?? REGISTER_TEXT[lang].file.failed)
        return
      }
      setSaved(true)
      onDone()
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setError(REGISTER_TEXT[lang].file.failed)
    } finally {
      setBusy(false)
    }
  }

  const toggle = (d: string) => setDistricts((list) => (list.includes(d) ? list.filter((x) => x !== d) : [...list, d]))
  return (
    <section className={ui.section} aria-labelledby="file-role">
      <h2 id="file-role">{t.heading}</h2>
      <p>{t.text}</p>
      <form onSubmit={(e) => void save(e)}>
        <label className={ui.field}>
          <span>{t.role}</span>
          <select name="role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {MEMBER_ROLES.map((r) => (
              <option key={r} value={r}>
                {roles[r]}
              </option>
            ))}
          </select>
        </label>
        {role === 'coordinator' ? (
          <fieldset className={ui.field}>
            <legend>{t.districts}</legend>
            <div className={ui.districtList}>
              {DISTRICTS.map((d) => (
                <label key={d}>
                  <input type="checkbox" checked={districts.includes(d)} onChange={() => toggle(d)} />
                  {districtName(d, lang)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div className={ui.controls}>
          <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
            {busy ? t.saving : t.save}
          </button>
        </div>
        {error ? (
          <p className={styles.inlineError} role="alert">
            {error}
          </p>
        ) : null}
        {saved ? (
          <p className={ui.ok} role="status">
            {t.saved}
          </p>
        ) : null}
      </form>
    </section>
  )
}
