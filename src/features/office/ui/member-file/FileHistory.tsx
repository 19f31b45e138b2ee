'use client'

import { formatPaise } from '@/platform/i18n/money'
import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { REGISTER_TEXT } from '@/features/office/client'
import type { MemberFile } from '@/features/office'

import ui from '../register/register.module.css'
import { RegisterStatusBadge } from '../register/RegisterStatusBadge'
import { ddmmyyyy, orDash } from './format'

/** A labelled value the table's headings name (the texts come from the catalogue, the keys from the API). */
const named = <T extends Record<string, string>>(names: T, key: string) => (key in names ? names[key as keyof T] : key)

function Table({ id, caption, head, rows }: { id: string; caption: string; head: string[]; rows: React.ReactNode[][] }) {
  const t = REGISTER_TEXT[useLocale().lang].file
  return (
    <section className={ui.section} aria-labelledby={id}>
      <h2 id={id}>{caption}</h2>
      {rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        // Focusable so keyboards can scroll it; not a landmark of its own (the section already is one, by this name).
        <div className={ui.scroller} tabIndex={0}>
          <table className={ui.table}>
            <thead>
              <tr>
                {head.map((h) => (
                  <th scope="col" key={h}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, i) => (
                <tr key={i}>
                  {cells.map((c, j) => (
                    <td key={j}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** Memberships by year, payments (with the receipt link where a receipt number exists), grievances and the audit trail. */
export function FileHistory({ file }: { file: MemberFile }) {
  const { lang } = useLocale()
  const t = REGISTER_TEXT[lang].file
  return (
    <>
      <Table
        id="file-memberships"
        caption={t.memberships}
        head={[t.year, REGISTER_TEXT[lang].status, t.membershipId, t.amount, t.start, t.end]}
        rows={file.memberships.map((m) => [
          m.membershipYear,
          <>
            <RegisterStatusBadge status={m.status} />
            {m.revokedAt ? <div>{fill(t.revoked, { date: ddmmyyyy(m.revokedAt), reason: m.revokedReason ?? '-' })}</div> : null}
          </>,
          orDash(m.membershipId),
          formatPaise(m.amount, lang) ?? '-',
          ddmmyyyy(m.startDate),
          ddmmyyyy(m.endDate),
        ])}
      />
      <Table
        id="file-payments"
        caption={t.payments}
        head={[t.date, t.year, t.method, t.amount, REGISTER_TEXT[lang].status, t.receipt, t.reference]}
        rows={file.payments.map((p) => [
          ddmmyyyy(p.receivedOn),
          p.membershipYear,
          named(t.methods, p.method),
          formatPaise(p.amount, lang) ?? '-',
          named(t.paymentStatuses, p.status),
          // The receipt page is the dues task's (/receipts/{receiptNumber}).
          p.receiptNumber ? <Link href={`/receipts/${encodeURIComponent(p.receiptNumber)}`}>{p.receiptNumber}</Link> : '-',
          orDash(p.reference),
        ])}
      />
      <Table
        id="file-grievances"
        caption={t.grievances}
        head={[t.date, t.subject, REGISTER_TEXT[lang].status]}
        rows={file.grievances.map((g) => [ddmmyyyy(g.createdAt), g.subject, named(t.grievanceStatuses, g.status)])}
      />
      <Table
        id="file-events"
        caption={t.events}
        head={[t.date, t.action, t.actor, t.reason]}
        rows={file.events.map((e) => [ddmmyyyy(e.createdAt), named(t.actions, e.action), e.actor?.name ?? t.system, orDash(e.reason)])}
      />
    </>
  )
}
