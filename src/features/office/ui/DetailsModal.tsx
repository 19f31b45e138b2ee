'use client'

import { Modal } from './Modal'

/**
 * The details of one grievance or message: the admin modal, which here also
 * closes on a click on the backdrop (nothing typed can be lost). Mounted only while open.
 */
export function DetailsModal(props: { title: string; opener: HTMLElement | null; onClose: () => void; children: React.ReactNode }) {
  return <Modal {...props} closeOnBackdrop />
}
