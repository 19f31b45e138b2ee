'use client'

import { useId, useRef } from 'react'

import { isWorkflowStatus, WORKFLOW_STATUSES, type WorkflowStatus } from '@/domain/workflow'

import styles from './admin.module.css'
import { useStatusChange } from './useStatusChange'
import { WORK_STATUS_LABELS } from './work-status'
import list from './WorkList.module.css'

type ControlProps = {
  /** The item's PATCH …/{id}/status path. */
  path: string
  status: string
  /** What the item is, for screen readers ('Honorarium not paid'). */
  about: string
  failure: string
  onChanged: (status: WorkflowStatus) => void
}

/** Said after a change, so screen-reader users hear it took effect. */
function Outcome({ error, done }: { error: string | null; done: WorkflowStatus | null }) {
  return (
    <>
      {error ? (
        <p className={styles.inlineError} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.srOnly} role="status">
        {done ? `Status set to ${WORK_STATUS_LABELS[done]}` : ''}
      </p>
    </>
  )
}

/** Grievances (spec §2): a dropdown of the three statuses; the change is sent at once. */
export function StatusSelect({ path, status, about, failure, onChanged }: ControlProps) {
  const id = useId()
  const { change, saving, error, done } = useStatusChange(path, failure, onChanged)
  return (
    <div className={list.control}>
      <label htmlFor={id} className={list.label}>
        Status<span className={styles.srOnly}> of {about}</span>
      </label>
      <select
        id={id}
        className={list.select}
        value={saving ?? status}
        disabled={saving !== null}
        aria-busy={saving !== null}
        onChange={(e) => {
          if (isWorkflowStatus(e.target.value) && e.target.value !== status) void change(e.target.value)
        }}
      >
        {WORKFLOW_STATUSES.map((s) => (
          <option key={s} value={s}>
            {WORK_STATUS_LABELS[s]}
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
  const { change, saving, error, done } = useStatusChange(path, failure, onChanged)
  const row = useRef<HTMLDivElement>(null)
  // The pressed button disappears with the old status: keep focus in the group rather than lose it to the page.
  const press = async (next: WorkflowStatus) => {
    if (await change(next)) requestAnimationFrame(() => row.current?.querySelector('button')?.focus())
  }
  return (
    <div className={list.control} role="group" aria-labelledby={id}>
      <span id={id} className={list.label}>
        Change status<span className={styles.srOnly}> of {about}</span>
      </span>
      <div ref={row} className={list.controlRow}>
        {WORKFLOW_STATUSES.filter((s) => s !== status).map((s) => (
          <button key={s} type="button" className={list.statusButton} disabled={saving !== null} onClick={() => void press(s)}>
            {saving === s ? 'Saving...' : `Mark ${WORK_STATUS_LABELS[s]}`}
          </button>
        ))}
      </div>
      <Outcome error={error} done={done} />
    </div>
  )
}
