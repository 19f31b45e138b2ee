'use client'

import { useCallback, useId, useState } from 'react'

import styles from './admin.module.css'
import { DetailsModal } from './DetailsModal'
import { StatusBadge } from './StatusBadge'
import { TruncatedText } from './TruncatedText'
import list from './WorkList.module.css'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { ADMIN_TEXT } from '@/features/office/texts/admin'

import { formatDay, formatDayTime } from './work-status'

/** A grievance or a contact message as its card shows it. */
export type WorkItem = {
  id: number
  status: string
  /** The card's heading: the grievance's subject, or who wrote the message. */
  title: string
  /** Who wrote it, beside the date, when the heading does not say so already (seen also when folded). */
  byline?: string | null
  createdAt: string
  /** Contact details in order; `href` makes the value a mailto:/tel: link. */
  contact: { label: string; value: string | null; href?: string }[]
  bodyLabel: string
  body: string
  /** More about the item under its contact details (the grievance desk's case facts and "Open case" link). */
  extra?: React.ReactNode
}

/**
 * The cards of /admin/grievances and /admin/contact (spec §2): status badge,
 * heading, created date, contact details, the text cut at 150 characters with
 * Show more / Show less, the status control and a details modal. Each heading is
 * also the card's expand toggle; resolved items start folded so open work stands out.
 */
export function WorkList({ items, control }: { items: WorkItem[]; control: (id: number) => React.ReactNode }) {
  const [open, setOpen] = useState<{ id: number; opener: HTMLElement } | null>(null)
  const close = useCallback(() => setOpen(null), [])
  const shown = open ? items.find((item) => item.id === open.id) : undefined
  const { lang } = useLocale()

  return (
    <>
      <ul className={list.list}>
        {items.map((item) => (
          <li key={item.id}>
            <WorkCard item={item} control={control(item.id)} onDetails={(opener) => setOpen({ id: item.id, opener })} />
          </li>
        ))}
      </ul>
      {open && shown ? (
        <DetailsModal title={shown.title} opener={open.opener} onClose={close}>
          <div className={list.modalMeta}>
            <StatusBadge status={shown.status} />
            <span>
              {ADMIN_TEXT[lang].work.submitted} <time dateTime={shown.createdAt}>{formatDayTime(shown.createdAt, lang)}</time>
            </span>
          </div>
          <ContactFacts contact={shown.contact} />
          {shown.extra}
          <h3 className={list.bodyHeading}>{shown.bodyLabel}</h3>
          <p className={styles.longText}>{shown.body}</p>
          <div className={list.modalControl}>{control(shown.id)}</div>
        </DetailsModal>
      ) : null}
    </>
  )
}

function WorkCard({ item, control, onDetails }: { item: WorkItem; control: React.ReactNode; onDetails: (opener: HTMLElement) => void }) {
  const [expanded, setExpanded] = useState(item.status !== 'resolved')
  const bodyId = useId()
  const { lang } = useLocale()
  const t = ADMIN_TEXT[lang].work
  return (
    <article className={`${styles.card} ${list.item}`}>
      <div className={list.meta}>
        <StatusBadge status={item.status} />
        <time dateTime={item.createdAt} className={list.date}>
          {formatDay(item.createdAt, lang)}
        </time>
        {item.byline ? <span className={list.byline}>{fill(t.from, { name: item.byline })}</span> : null}
      </div>
      <h2 className={list.title}>
        <button
          type="button"
          className={list.toggle}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!expanded)}
        >
          <span>{item.title}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="22"
            height="22"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            className={list.chevron}
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </h2>
      <div id={bodyId} hidden={!expanded} className={list.body}>
        <ContactFacts contact={item.contact} />
        {item.extra}
        <div>
          <h3 className={list.bodyHeading}>{item.bodyLabel}</h3>
          <TruncatedText text={item.body} />
        </div>
        <div className={list.actions}>
          {control}
          <button type="button" className={styles.secondary} onClick={(e) => onDetails(e.currentTarget)}>
            {t.viewDetails}
            <span className={styles.srOnly}>: {item.title}</span>
          </button>
        </div>
      </div>
    </article>
  )
}

function ContactFacts({ contact }: { contact: WorkItem['contact'] }) {
  return (
    <dl className={styles.facts}>
      {contact.map(({ label, value, href }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ? href ? <a href={href}>{value}</a> : value : '-'}</dd>
        </div>
      ))}
    </dl>
  )
}
