import { displayDate } from '@/features/membership/client'
import { fill, page, render, type MailContext, type MailMessage, type Paragraph } from '../../../platform/mail/template'
import { PAYMENT_MAIL_TEXT } from '../texts/mail'

/** The payment mails: the confirmation of a membership paid online, and the receipt of dues the office recorded. */

const rupees = (paise: number) => (paise / 100).toFixed(2)

/** What the confirmation states of the membership just paid (src/features/payments/operations/credit.ts). */
type PaidMembership = { membershipYear: string; membershipId: string | null; startDate: string | null; endDate: string | null }

/** DD-MM-YYYY in India's time zone, as on the certificate. */
const day = (iso: string | null) => displayDate(iso) ?? ''

/** 'Membership confirmed': sent once, after the transaction that made the membership paid has committed. */
export function membershipConfirmedMail(
  name: string,
  m: PaidMembership,
  amountPaise: number,
  ctx: MailContext,
  receiptNumber?: string | null,
): MailMessage {
  const t = PAYMENT_MAIL_TEXT[ctx.lang].confirmed
  const receipt: Paragraph[] = receiptNumber
    ? [{ before: fill(t.receipt, { number: receiptNumber }), link: [t.receiptLink, receiptPage(ctx, receiptNumber)] }]
    : []
  return render(
    fill(t.subject, { year: m.membershipYear }),
    name,
    [
      fill(t.received, { amount: rupees(amountPaise), year: m.membershipYear }),
      fill(t.membershipId, { id: m.membershipId ?? '' }),
      fill(t.valid, { from: day(m.startDate), to: day(m.endDate) }),
      fill(t.certificate, { url: page(ctx, '/certificate') }),
      ...receipt,
    ],
    ctx,
  )
}

/** The printable receipt page in the mail's language (the member signs in to open it). */
export const receiptPage = (ctx: MailContext, receiptNumber: string) => page(ctx, `/receipts/${encodeURIComponent(receiptNumber)}`)

export type ReceiptFacts = {
  number: string
  year: string
  amountPaise: number
  method: string
  receivedOn: string | null
  membershipId: string | null
}

/** The receipt of dues the office recorded; `method` already in the mail's language. */
export function offlineReceiptMail(name: string, r: ReceiptFacts, ctx: MailContext): MailMessage {
  const t = PAYMENT_MAIL_TEXT[ctx.lang].receipt
  return render(
    fill(t.subject, { number: r.number, year: r.year }),
    name,
    [
      fill(t.received, { amount: rupees(r.amountPaise), year: r.year, method: r.method, date: day(r.receivedOn) }),
      fill(t.membershipId, { id: r.membershipId ?? '' }),
      { before: fill(t.view, { number: r.number }), link: [t.link, receiptPage(ctx, r.number)] },
    ],
    ctx,
  )
}
