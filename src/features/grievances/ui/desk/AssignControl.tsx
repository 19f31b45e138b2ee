'use client'

import { useId, useState } from 'react'

import { useSend } from '@/features/accounts/ui/useSend'
import admin from '@/features/office/ui/admin.module.css'
import list from '@/features/office/ui/WorkList.module.css'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { DESK_TEXT } from '@/features/grievances/texts/desk'

import styles from './desk.module.css'
import type { Assignee, Named } from './read-case'

/** Who answers the case: the server's list (admins, and the district's coordinators unless the case is sensitive). */
export function AssignControl({
  id,
  current,
  people,
  onAssigned,
}: {
  id: number
  current: Named | null
  people: Assignee[]
  onAssigned: () => void
}) {
  const { lang } = useLocale()
  const t = DESK_TEXT[lang].page
  const roles = DESK_TEXT[lang].roles as Record<string, string>
  const [choice, setChoice] = useState(current ? String(current.id) : '')
  const { send, sending: saving, error } = useSend(t.assignFailed)
  const [done, setDone] = useState(false)
  const selectId = useId()

  async function assign(e: React.FormEvent) {
    e.preventDefault()
    if (saving) return
    setDone(false)
    if (!(await send(`/api/admin/grievances/${id}/assign`, { method: 'PATCH', json: { assigneeId: choice ? Number(choice) : null } })))
      return
    setDone(true)
    onAssigned()
  }

  return (
    <form className={styles.form} onSubmit={assign}>
      <label htmlFor={selectId}>{t.assignee}</label>
      <div className={styles.row}>
        <select id={selectId} className={list.select} value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">{t.unassigned}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({roles[p.role] ?? p.role})
            </option>
          ))}
        </select>
        <button type="submit" className={admin.secondary} disabled={saving}>
          {t.assignButton}
        </button>
      </div>
      {error ? (
        <p className={admin.inlineError} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.ok} role="status">
        {done ? t.assigned : ''}
      </p>
    </form>
  )
}
