'use client'

import type { ReactNode } from 'react'

import { displayDate } from '@/features/membership/client'
import { rupees } from '@/platform/i18n/money'
import { fill } from '@/platform/i18n/define'
import { MY_DATA_EXPORT_TEXT } from '@/features/privacy/texts/my-data-export'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import type { ExportShare, MyDataExport } from '@/features/privacy/presenters/my-data-export'

import styles from './my-data-export.module.css'

type Texts = (typeof MY_DATA_EXPORT_TEXT)['en']
type Field = readonly [label: string, value: ReactNode]

/** A stored code in the page's words; one the page does not know stays as stored, marked English. */
const word = (t: Texts, value: string | null | undefined): ReactNode =>
  value == null || value === '' ? null : ((t.codes as Record<string, string>)[value] ?? <span lang="en">{value}</span>)
const date = (value: string | null | undefined) => (value ? displayDate(value) : null)
const money = (paise: number) => `₹${rupees(paise)}`
const raw = (value: string | null | undefined) => (value ? <span lang="en">{value}</span> : null)

/** One record as a definition list; empty values are left out. */
function Fields({ fields }: { fields: readonly Field[] }) {
  const shown = fields.filter(([, v]) => v !== null && v !== undefined && v !== '')
  return (
    <dl className={styles.fields}>
      {shown.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Part<T>({
  id,
  heading,
  items,
  none,
  fields,
}: {
  id: string
  heading: string
  items: readonly T[]
  none: string
  fields: (item: T) => readonly Field[]
}) {
  return (
    <section className={styles.part} aria-labelledby={`export-${id}`}>
      <h2 id={`export-${id}`}>{heading}</h2>
      {items.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className={styles.records}>
          {items.map((item, i) => (
            <li key={i}>
              <Fields fields={fields(item)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function shareWhat(t: Texts, s: ExportShare): ReactNode {
  if (s.recipient === 'razorpay') return fill(t.shares.payment, { order: s.orderId ?? '—', payment: s.paymentId ?? '—' })
  if (s.recipient === 'mail-provider')
    return (
      <>
        {t.shares.mail} ({raw(s.mailKind)})
      </>
    )
  return (t.shares as Record<string, string>)[s.action] ?? raw(s.action)
}

const shareBy = (t: Texts, s: ExportShare) =>
  s.recipient === 'office'
    ? [s.name, s.role ? ((t.roles as Record<string, string>)[s.role] ?? s.role) : null].filter(Boolean).join(', ')
    : null

/** Every part of the export, in the order of the JSON. */
export function ExportParts({ data }: { data: MyDataExport }) {
  const t = MY_DATA_EXPORT_TEXT[useLocale().lang]
  const f = t.fields
  const p = data.profile
  const none = t.page.none
  return (
    <>
      <Part
        id="profile"
        heading={t.headings.profile}
        none={none}
        items={[p]}
        fields={() => [
          [f.name, p.name],
          [f.email, p.email],
          [f.role, (t.roles as Record<string, string>)[p.role] ?? raw(p.role)],
          [f.gender, word(t, p.gender)],
          [f.phone, p.phone],
          [f.ehrms, p.ehrms],
          [f.dob, date(p.dob)],
          [f.district, p.district],
          [f.block, p.block],
          [f.designation, p.designation],
          [f.joiningDate, date(p.joiningDate)],
          [f.ayushman, p.ayushman],
          [f.preferredLanguage, word(t, p.preferredLanguage)],
          [f.districts, p.districts.join(', ')],
          [f.secondFactor, p.role === 'member' ? null : p.secondFactor ? t.page.yes : t.page.no],
          [f.registeredOn, date(p.registeredOn)],
        ]}
      />
      <Part
        id="memberships"
        heading={t.headings.memberships}
        none={none}
        items={data.memberships}
        fields={(m) => [
          [f.year, m.membershipYear],
          [f.status, word(t, m.status)],
          [f.amount, money(m.amount)],
          [f.membershipId, m.membershipId],
          [f.validTill, date(m.endDate)],
          [f.reason, m.revokedReason],
        ]}
      />
      <Part
        id="payments"
        heading={t.headings.payments}
        none={none}
        items={data.payments}
        fields={(x) => [
          [f.year, x.membershipYear],
          [f.amount, money(x.amount)],
          [f.status, word(t, x.status)],
          [f.method, word(t, x.method)],
          [f.receiptNumber, x.receiptNumber],
          [f.reference, x.reference ?? x.razorpayPaymentId],
          [f.date, date(x.receivedOn ?? x.createdAt)],
        ]}
      />
      <Part
        id="receipts"
        heading={t.headings.receipts}
        none={none}
        items={data.receipts}
        fields={(r) => [
          [f.receiptNumber, r.receiptNumber],
          [f.year, r.membershipYear],
          [f.amount, money(r.amount)],
          [f.method, word(t, r.method)],
          [f.date, date(r.date)],
          [f.membershipId, r.membershipId],
        ]}
      />
      {data.duplicatePayments.length > 0 ? (
        <Part
          id="duplicates"
          heading={t.headings.duplicatePayments}
          none={none}
          items={data.duplicatePayments}
          fields={(d) => [
            [f.year, d.membershipYear],
            [f.amount, money(d.amount)],
            [f.status, word(t, d.status)],
            [f.reference, d.razorpayPaymentId],
            [f.date, date(d.at)],
          ]}
        />
      ) : null}
      <Part
        id="grievances"
        heading={t.headings.grievances}
        none={none}
        items={data.grievances}
        fields={(g) => [
          [f.caseNumber, g.caseNumber],
          [f.subject, g.subject],
          [f.details, g.description],
          [f.status, word(t, g.status)],
          [f.filedOn, date(g.filedAt)],
          [f.files, g.attachments.map((a) => a.filename).join(', ')],
          [
            f.timeline,
            <ol className={styles.timeline}>
              {g.timeline.map((e, i) => (
                <li key={i}>
                  {date(e.at)} — {word(t, e.kind)} ({word(t, `by-${e.by}`)}){e.text ? `: ${e.text}` : ''}
                </li>
              ))}
            </ol>,
          ],
        ]}
      />
      <Part
        id="consents"
        heading={t.headings.consents}
        none={none}
        items={data.consents}
        fields={(c) => [
          [f.purpose, word(t, c.purpose)],
          [f.noticeVersion, String(c.noticeVersion)],
          [f.language, word(t, c.language)],
          [f.givenAt, date(c.givenAt)],
          [f.withdrawnAt, c.withdrawnAt ? date(c.withdrawnAt) : t.fields.inForce],
        ]}
      />
      <Part
        id="requests"
        heading={t.headings.dataRequests}
        none={none}
        items={data.dataRequests}
        fields={(r) => [
          [f.kind, word(t, r.kind)],
          [f.details, r.details],
          [f.status, word(t, r.status)],
          [f.filedOn, date(r.filedAt)],
          [f.dueBy, date(r.dueBy)],
          [f.decision, r.decisionNote],
        ]}
      />
      <Part
        id="mails"
        heading={t.headings.mails}
        none={none}
        items={data.mails}
        fields={(m) => [
          [f.mail, raw(m.kind)],
          [f.subject, m.subject],
          [f.email, m.to],
          [f.status, word(t, m.status)],
          [f.sentOn, date(m.sentAt ?? m.queuedAt)],
        ]}
      />
      <Part
        id="renewals"
        heading={t.headings.renewals}
        none={none}
        items={data.renewals.reminders}
        fields={(r) => [
          [f.year, r.year],
          [f.step, raw(r.step)],
          [f.status, word(t, r.outcome)],
          [f.date, date(r.at)],
        ]}
      />
      {data.renewals.optedOut ? (
        <Fields
          fields={[
            [
              f.optedOut,
              <>
                {date(data.renewals.optedOut.at)} ({word(t, data.renewals.optedOut.via)})
              </>,
            ],
          ]}
        />
      ) : null}
      <Part
        id="contact"
        heading={t.headings.contactMessages}
        none={none}
        items={data.contactMessages}
        fields={(c) => [
          [f.name, c.name],
          [f.message, c.message],
          [f.date, date(c.sentAt)],
        ]}
      />
      <Part
        id="shared"
        heading={t.headings.sharedWith}
        none={none}
        items={data.sharedWith}
        fields={(s) => [
          [f.recipient, t.recipients[s.recipient]],
          [f.what, shareWhat(t, s)],
          [f.by, shareBy(t, s)],
          [f.date, date(s.at)],
        ]}
      />
      <Part
        id="events"
        heading={t.headings.events}
        none={none}
        items={data.events}
        fields={(e) => [
          [f.action, raw(e.action)],
          [f.reason, e.reason],
          [
            f.by,
            e.actor
              ? [e.actor.name, e.actor.role ? ((t.roles as Record<string, string>)[e.actor.role] ?? e.actor.role) : null]
                  .filter(Boolean)
                  .join(', ')
              : null,
          ],
          [f.date, date(e.at)],
        ]}
      />
    </>
  )
}
