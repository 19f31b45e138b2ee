'use client'

import { useId, useRef, type MouseEvent } from 'react'

import { useModalDialog } from '@/components/media/useModalDialog'

import styles from './admin.module.css'

/**
 * The details of one grievance or message in a native modal <dialog>
 * (focus moves in and back to `opener`; Escape, the close button and a click
 * on the backdrop close it). Mounted only while open.
 */
export function DetailsModal({ title, opener, onClose, children }: { title: string; opener: HTMLElement | null; onClose: () => void; children: React.ReactNode }) {
  const closeButton = useRef<HTMLButtonElement>(null)
  const { dialogRef, dialogProps } = useModalDialog({ onClose, opener, initialFocus: closeButton })
  const titleId = useId()
  // The dialog's own box is only hit where the panel does not cover it: the backdrop.
  const onClick = (e: MouseEvent) => {
    if (e.target === e.currentTarget) onClose()
  }
  return (
    <dialog ref={dialogRef} className={styles.modal} aria-labelledby={titleId} onClick={onClick} {...dialogProps}>
      <div className={styles.panel}>
        <div className={styles.modalHead}>
          <h2 id={titleId}>{title}</h2>
          <button ref={closeButton} type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.modalBody}>{children}</div>
      </div>
    </dialog>
  )
}
