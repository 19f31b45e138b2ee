'use client'

import { useId, useRef, type RefObject } from 'react'

import { useModalDialog } from '@/features/content/ui/media/useModalDialog'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_TEXT } from '@/features/office/texts/admin'

import admin from './admin.module.css'

/**
 * The admin pages' modal: a native <dialog> (useModalDialog: focus moves in and
 * back to `opener`, Escape closes) with a title and a close button. Forms do not
 * close on a backdrop click, so a stray tap loses no typing; `busy` keeps it open while a save or upload runs.
 */
export function Modal({
  title,
  opener,
  onClose,
  busy = false,
  initialFocus,
  wide = false,
  closeOnBackdrop = false,
  children,
}: {
  title: string
  opener: HTMLElement | null
  onClose: () => void
  busy?: boolean
  initialFocus?: RefObject<HTMLElement | null>
  wide?: boolean
  closeOnBackdrop?: boolean
  children: React.ReactNode
}) {
  const closeButton = useRef<HTMLButtonElement>(null)
  const close = () => {
    if (!busy) onClose()
  }
  const { dialogRef, dialogProps } = useModalDialog({ onClose: close, opener, initialFocus: initialFocus ?? closeButton })
  const titleId = useId()
  const { lang } = useLocale()

  return (
    <dialog
      ref={dialogRef}
      className={`${admin.modal} ${wide ? admin.wideModal : ''}`}
      aria-labelledby={titleId}
      onClick={(e) => {
        // Only the backdrop is the dialog itself; the panel covers the rest.
        if (closeOnBackdrop && e.target === e.currentTarget) close()
      }}
      {...dialogProps}
    >
      <div className={admin.panel}>
        <div className={admin.modalHead}>
          <h2 id={titleId}>{title}</h2>
          <button
            ref={closeButton}
            type="button"
            className={admin.close}
            aria-label={ADMIN_TEXT[lang].close}
            onClick={close}
            disabled={busy}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={admin.modalBody}>{children}</div>
      </div>
    </dialog>
  )
}
