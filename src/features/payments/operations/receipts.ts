import type { Payload } from 'payload'

import { roleOf } from '../../../platform/access/roles'
import { isReceiptNumber } from '../rules/receipts'
import type { ReceiptRow } from '../presenters/receipts'
import { inScope, type OfficeScope, coordinatorDistricts } from '@/platform/http/office'
import type { AuthUser } from '../../../platform/http/guards'
import { drizzleOf, rows, sql } from '../../../platform/db/sql'
import { HttpError } from '../../../platform/http/route'
import { defineMessages } from '../../../platform/i18n/messages'

/**
 * Who may read a receipt: the member it was issued to, admins, and
 * coordinators for members of their districts. Anyone else is told it does not
 * exist (404, not 403): a receipt number is guessable, so no answer may tell
 * another member's receipt from no receipt.
 */

export const RECEIPT_MESSAGES = defineMessages('payments.receipt', { notFound: { en: 'Receipt not found', hi: 'रसीद नहीं मिली' } })

/** The office scope of a staff viewer, or null for anyone who is not office staff. */
function officeOf(viewer: AuthUser): OfficeScope | null {
  const role = roleOf(viewer)
  if (role === 'admin') return { user: viewer, role, districts: 'all' }
  if (role === 'coordinator') return { user: viewer, role, districts: coordinatorDistricts(viewer) }
  return null
}

const RECEIPT_QUERY = sql`SELECT p.id, p.receipt_number, p.membership_year, p.amount, p.currency, p.method, p.reference, p.received_on, p.created_at,
    p.user_id, u.name AS member_name, u.district AS member_district, u.erased_at AS member_erased_at, m.membership_id
  FROM payments p
  LEFT JOIN users u ON u.id = p.user_id
  LEFT JOIN memberships m ON m.user_id = p.user_id AND m.membership_year = p.membership_year`

const asReceipt = (r: Record<string, unknown>): ReceiptRow => ({
  receiptNumber: String(r.receipt_number),
  membershipYear: String(r.membership_year),
  amount: Number(r.amount),
  currency: String(r.currency),
  method: String(r.method ?? 'razorpay'),
  reference: (r.reference as string | null) ?? null,
  date: new Date((r.received_on ?? r.created_at) as string).toISOString(),
  memberName: (r.member_name as string | null) ?? '',
  membershipId: (r.membership_id as string | null) ?? null,
})

/** The receipt `number` if `viewer` may read it; HttpError 404 otherwise. */
export async function findReceipt(payload: Payload, viewer: AuthUser, number: string | undefined): Promise<ReceiptRow> {
  if (!isReceiptNumber(number)) throw new HttpError(404, RECEIPT_MESSAGES.notFound)
  const [row] = await rows(drizzleOf(payload), sql`${RECEIPT_QUERY} WHERE p.receipt_number = ${number}`)
  if (!row) throw new HttpError(404, RECEIPT_MESSAGES.notFound)
  const own = row.user_id != null && Number(row.user_id) === viewer.id
  const office = officeOf(viewer)
  if (!own && !(office && row.user_id != null && inScope(office, row.member_district as string | null)))
    throw new HttpError(404, RECEIPT_MESSAGES.notFound)
  // An erased member's receipts stay in the accounts, but only admins may open them.
  if (row.member_erased_at != null && office?.role !== 'admin') throw new HttpError(404, RECEIPT_MESSAGES.notFound)
  return asReceipt(row)
}

/** The member's own receipts, newest year first (the links on /payment-status). */
export async function ownReceipts(payload: Payload, userId: number): Promise<ReceiptRow[]> {
  const found = await rows(
    drizzleOf(payload),
    sql`${RECEIPT_QUERY} WHERE p.user_id = ${userId} AND p.receipt_number IS NOT NULL
    ORDER BY p.membership_year DESC, p.id DESC`,
  )
  return found.map(asReceipt)
}
