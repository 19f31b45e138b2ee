/**
 * A receipt as it leaves the server (GET /api/receipts/{number}, GET /api/receipts):
 * what the printable page shows. The association's name and the words for the
 * amount and the method are the page's, in its language.
 */
export type ReceiptRow = {
  receiptNumber: string
  membershipYear: string
  /** In paise. */
  amount: number
  currency: string
  method: string
  reference: string | null
  /** When the money was received (ISO); the page prints it DD-MM-YYYY in India's time. */
  date: string
  memberName: string
  membershipId: string | null
}

export const presentReceipt = (r: ReceiptRow) => ({ ...r })
