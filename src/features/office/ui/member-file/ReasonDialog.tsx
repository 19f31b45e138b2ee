'use client'

import type { RefObject } from 'react'

import styles from '@/features/office/ui/admin.module.css'
import { Modal } from '@/features/office/ui/Modal'
import { REGISTER_LIMITS } from '@/features/office/schemas'

import ui from '../register/register.module.css'

type Props = {
  id: string
  title: string
  text: string
  labels: { reason: string; cancel: string; submit: string; saving: string }
  reason: string
  onReason: (reason: string) => void
  error: string | null
  busy: boolean
  opener: HTMLElement | null
  field: RefObject<HTMLTextAreaElement | null>
  onSubmit: (e: React.FormEvent) => void
  onClose: () => void
}

/** The member file's dialog for an office action that needs a reason (revoke, reinstate, second-factor reset). */
export function ReasonDialog({ id, title, text, labels, reason, onReason, error, busy, opener, field, onSubmit, onClose }: Props) {
  const errorId = `${id}-error`
  return (
    <Modal title={title} opener={opener} onClose={onClose} busy={busy} initialFocus={field}>
      <form onSubmit={onSubmit} noValidate>
        <div className={styles.modalBody}>
          <p>{text}</p>
          <label className={ui.field}>
            <span>{labels.reason}</span>
            <textarea
              ref={field}
              name="reason"
              value={reason}
              maxLength={REGISTER_LIMITS.reason}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => onReason(e.target.value)}
            />
          </label>
          {error ? (
            <p id={errorId} className={styles.inlineError} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className={styles.modalActions}>
          <button type="button" className={styles.secondary} onClick={onClose} disabled={busy}>
            {labels.cancel}
          </button>
          <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
            {busy ? labels.saving : labels.submit}
          </button>
        </div>
      </form>
    </Modal>
  )
}
