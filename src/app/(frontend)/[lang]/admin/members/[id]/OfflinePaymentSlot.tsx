'use client'

/**
 * ===== PLACE FOR THE DUES HELPER (issue 14): "Record an offline payment" =====
 * The dues task builds src/components/admin/OfflinePaymentForm.tsx with props
 * { memberId, year, onRecorded } and returns it here:
 *   return <OfflinePaymentForm memberId={memberId} year={year} onRecorded={onRecorded} />
 * (onRecorded reloads the member file, so the new payment shows at once). The
 * heading text is ready in REGISTER_TEXT[lang].offline.heading. Until then the member file shows nothing here.
 */
export function OfflinePaymentSlot(_props: { memberId: number; year: string; onRecorded: () => void }) {
  return null
}
