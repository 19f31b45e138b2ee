'use client'

import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react'

/**
 * A native <dialog> opened with showModal() while the calling component is mounted:
 * the browser makes the page behind it inert and keeps Tab inside. The hook
 * moves focus in, stops the page scrolling behind it, and on unmount gives
 * focus back to the button that opened it (Safari does not focus a clicked button,
 * so the opener is passed in rather than read from document.activeElement).
 */
export function useModalDialog({
  onClose,
  opener,
  initialFocus,
}: {
  onClose: () => void
  opener: HTMLElement | null
  initialFocus: RefObject<HTMLElement | null>
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  }, [onClose])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    initialFocus.current?.focus()
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = overflow
      if (dialog.open) dialog.close()
      opener?.focus()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening: the dialog is mounted only while open
  }, [])

  return {
    dialogRef,
    dialogProps: {
      // Escape: keep React's state the source of truth instead of letting the browser close the dialog.
      onCancel: (e: SyntheticEvent) => {
        e.preventDefault()
        closeRef.current()
      },
      // The browser may still close it itself (e.g. a second Escape); follow it.
      onClose: () => closeRef.current(),
    },
  }
}
