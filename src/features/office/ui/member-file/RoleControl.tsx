'use client'

import { useState } from 'react'

import { apiFetch, messageOf, SessionEndedError } from '@/features/accounts/ui/session'
import styles from '@/features/office/ui/admin.module.css'
import { DISTRICTS } from '@/platform/config/districts'
import { REGISTER_TEXT } from '@/features/office/client'
import { MEMBER_ROLES } from '@/features/office/schemas'
import { districtName } from '@/platform/i18n/districts'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { useForm } from '@/platform/ui/forms/useForm'
import type { MemberFile } from '@/features/office'

import ui from '../register/register.module.css'

type Role = (typeof MEMBER_ROLES)[number]
type Choice = { role: Role; districts: string[] }

/** The list with `d` added, or taken out when it is there. */
const toggled = (list: string[], d: string) => (list.includes(d) ? list.filter((x) => x !== d) : [...list, d])

/** Admins: make the member a district coordinator (of at least one district) or a member again. */
export function RoleControl({ profile, onDone }: { profile: MemberFile['profile']; onDone: () => void }) {
  const { lang } = useLocale()
  const t = REGISTER_TEXT[lang].role
  const roles = REGISTER_TEXT[lang].file.roles
  const { values, submitting, set, handleSubmit } = useForm({
    initial: { role: profile.role === 'coordinator' ? 'coordinator' : 'member', districts: profile.districts } as Choice,
    // The server checks the districts a coordinator needs: its message shows below.
    validate: (v: Choice) => ({ ok: true as const, value: v }),
  })
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)

  async function save({ role, districts }: Choice) {
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
    }
  }

  return (
    <section className={ui.section} aria-labelledby="file-role">
      <h2 id="file-role">{t.heading}</h2>
      <p>{t.text}</p>
      <form onSubmit={(e) => void handleSubmit(save)(e)}>
        <label className={ui.field}>
          <span>{t.role}</span>
          <select name="role" value={values.role} onChange={(e) => set('role', e.target.value as Role)}>
            {MEMBER_ROLES.map((r) => (
              <option key={r} value={r}>
                {roles[r]}
              </option>
            ))}
          </select>
        </label>
        {values.role === 'coordinator' ? (
          <fieldset className={ui.field}>
            <legend>{t.districts}</legend>
            <div className={ui.districtList}>
              {DISTRICTS.map((d) => (
                <label key={d}>
                  <input
                    type="checkbox"
                    checked={values.districts.includes(d)}
                    onChange={() => set('districts', toggled(values.districts, d))}
                  />
                  {districtName(d, lang)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div className={ui.controls}>
          <button type="submit" className={styles.button} disabled={submitting} aria-busy={submitting}>
            {submitting ? t.saving : t.save}
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
