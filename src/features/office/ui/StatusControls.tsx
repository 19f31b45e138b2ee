'use client'

import { useId, useLayoutEffect, useRef } from 'react'

import { isWorkflowStatus, WORKFLOW_STATUSES, type WorkflowStatus } from '@/features/office/rules/workflow'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { ADMIN_TEXT } from '@/features/office/texts/admin'

import styles from './admin.module.css'
import { useStatusChange } from './useStatusChange'
import { workStatusLabel } from './work-status'
import list from './WorkList.module.css'

type ControlProps = {
  /** The item's PATCH …/{id}/status path. */
  path: string
  status: string
  /** What the item is, for screen readers ('Honorarium not paid'), in the page's language. */
  about: string
  /** The error shown when the change fails, in the page's language. */
  failure: string
  onChanged: (status: WorkflowStatus) => void
}

/** Said after a change, so screen-reader users hear it took effect. */
function Outcome({ error, done }: { error: string | null; done: WorkflowStatus | null }) {
  const { lang } = useLocale()
  return (
    <>
      {error ? (
        <p className={styles.inlineError} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.srOnly} role="status">
        {done ? fill(ADMIN_TEXT[lang].work.statusSet, { status: workStatusLabel(done, lang) }) : ''}
      </p>
    </>
  )
}

/** Grievances (spec §2): a dropdown of the three statuses; the change is sent at once. */
export function StatusSelect({ path, status, about, failure, onChanged }: ControlProps) {
  const id = useId()
  const { lang } = useLocale()
  const t = ADMIN_TEXT[lang].work
  const { change, saving, error, done } = useStatusChange(path, failure, onChanged)
  const select = useRef<HTMLSelectElement>(null)
  const refocus = useRef(false)
  // Disabled while it saves, the select drops focus to the page: once the answer is rendered, it takes it back.
  useLayoutEffect(() => {
    if (!refocus.current || saving !== null) return
    refocus.current = false
    select.current?.focus()
  }, [saving])
  return (
    <div className={list.control}>
      <label htmlFor={id} className={list.label}>
        {t.status}
        <span className={styles.srOnly}>{fill(t.statusOf, { about })}</span>
      </label>
      <select
        ref={select}
        id={id}
        className={list.select}
        value={saving ?? status}
        disabled={saving !== null}
        aria-busy={saving !== null}
        onChange={(e) => {
          if (!isWorkflowStatus(e.target.value) || e.target.value === status) return
          refocus.current = true
          void change(e.target.value)
        }}
      >
        {WORKFLOW_STATUSES.map((s) => (
          <option key={s} value={s}>
            {workStatusLabel(s, lang)}
          </option>
        ))}
      </select>
      <Outcome error={error} done={done} />
    </div>
  )
}

/** Contact messages (spec §2): one button for each status other than the current one. */
export function StatusButtons({ path, status, about, failure, onChanged }: ControlProps) {
  const id = useId()
  const { lang } = useLocale()
  const t = ADMIN_TEXT[lang].work
  const { change, saving, error, done } = useStatusChange(path, failure, onChanged)
  const row = useRef<HTMLDivElement>(null)
  // The status whose button was pressed, until focus is back in the group.
  const pressed = useRef<WorkflowStatus | null>(null)
  const others = WORKFLOW_STATUSES.filter((s) => s !== status)
  /*
   * Keyboard users keep their place: the buttons are disabled while saving (focus
   * falls to the page) and the pressed one unmounts with the old status. A layout
   * effect runs after React has committed the new buttons and before the browser
   * paints, so focus is settled before anything (a user, a test) can look at it:
   * after a change, on the first remaining button; after a failure, on the pressed one.
   * It waits until the new status itself has been rendered, in case the parent's
   * list update commits after this control's own state.
   */
  useLayoutEffect(() => {
    const next = pressed.current
    if (next === null || saving !== null) return
    const buttons = row.current?.querySelectorAll('button')
    if (status === next) buttons?.[0]?.focus()
    else if (error !== null) buttons?.[others.indexOf(next)]?.focus()
    else return
    pressed.current = null
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `others` is made from `status` on each render
  }, [saving, status, error])
  const press = (next: WorkflowStatus) => {
    pressed.current = next
    void change(next)
  }
  return (
    <div className={list.control} role="group" aria-labelledby={id}>
      <span id={id} className={list.label}>
        {t.changeStatus}
        <span className={styles.srOnly}>{fill(t.statusOf, { about })}</span>
      </span>
      <div ref={row} className={list.controlRow}>
        {others.map((s) => (
          <button key={s} type="button" className={list.statusButton} disabled={saving !== null} onClick={() => press(s)}>
            {saving === s ? t.saving : fill(t.mark, { status: workStatusLabel(s, lang) })}
          </button>
        ))}
      </div>
      <Outcome error={error} done={done} />
    </div>
  )
}
