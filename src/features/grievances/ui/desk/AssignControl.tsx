'use client'

import { useState } from 'react'

import { useSend } from '@/features/accounts/ui/useSend'
import admin from '@/features/office/ui/admin.module.css'
import list from '@/features/office/ui/WorkList.module.css'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { useForm } from '@/platform/ui/forms/useForm'
import { DESK_TEXT } from '@/features/grievances/texts/desk'

import styles from './desk.module.css'
import type { Assignee, Named } from './read-case'

type Choice = { assignee: string }

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
  const { values, submitting, fieldId, set, handleSubmit } = useForm({
    initial: { assignee: current ? String(current.id) : '' },
    // Any choice of the list, or nobody: the server checks who may take the case.
    validate: (v: Choice) => ({ ok: true as const, value: v }),
  })
  const { send, error } = useSend(t.assignFailed)
  const [done, setDone] = useState(false)
  const selectId = fieldId('assignee')

  async function assign({ assignee }: Choice) {
    setDone(false)
    if (!(await send(`/api/admin/grievances/${id}/assign`, { method: 'PATCH', json: { assigneeId: assignee ? Number(assignee) : null } })))
      return
    setDone(true)
    onAssigned()
  }

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(assign)(e)}>
      <label htmlFor={selectId}>{t.assignee}</label>
      <div className={styles.row}>
        <select id={selectId} className={list.select} value={values.assignee} onChange={(e) => set('assignee', e.target.value)}>
          <option value="">{t.unassigned}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({roles[p.role] ?? p.role})
            </option>
          ))}
        </select>
        <button type="submit" className={admin.secondary} disabled={submitting}>
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
