'use client'

import { useState } from 'react'

import { apiFetch, messageOf } from '@/features/accounts/ui/api'
import { useApi } from '@/features/accounts/ui/useApi'
import { isRecord, text } from '@/features/office/ui/read-body'
import { displayDate } from '@/features/membership/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { PRIVACY_REQUESTS_TEXT } from '@/features/privacy/client'

import styles from './my-data.module.css'

type Request = {
  id: number
  kind: 'correction' | 'erasure'
  status: 'pending' | 'approved' | 'rejected'
  filedAt: string
  dueBy: string
  decisionNote: string | null
}

const readRequests = (body: unknown): Request[] | null =>
  isRecord(body) && Array.isArray(body.docs)
    ? body.docs.filter(isRecord).map((d) => ({ ...d, decisionNote: text(d.decisionNote) }) as Request)
    : null

/** The correction and erasure requests of /my-data: two forms, then the member's requests with status and due date. */
export function DataRequestsSection() {
  const { lang } = useLocale()
  const t = PRIVACY_REQUESTS_TEXT[lang]
  const { data, reload } = useApi('/api/my-data/requests', { read: readRequests, failed: t.failed })
  const [details, setDetails] = useState('')
  const [understood, setUnderstood] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function send(kind: Request['kind']) {
    setBusy(true)
    setOutcome(null)
    try {
      const res = await apiFetch('/api/my-data/requests', {
        method: 'POST',
        json: { kind, details: kind === 'correction' ? details : undefined },
      })
      if (res.ok) {
        setOutcome({ ok: true, text: t.sent })
        if (kind === 'correction') setDetails('')
        reload()
      } else setOutcome({ ok: false, text: (await messageOf(res)) ?? t.failed })
    } catch {
      setOutcome({ ok: false, text: t.failed })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <p role="status" className={outcome?.ok ? styles.ok : styles.error}>
        {outcome?.text ?? ''}
      </p>
      <section className={styles.section} aria-labelledby="correction-heading">
        <h2 id="correction-heading">{t.correction.heading}</h2>
        <p>{t.correction.lead}</p>
        <label htmlFor="correction-details">{t.correction.details}</label>
        <textarea
          id="correction-details"
          className={styles.details}
          value={details}
          maxLength={2000}
          rows={4}
          onChange={(e) => setDetails(e.target.value)}
        />
        <button type="button" className={styles.button} disabled={busy} onClick={() => void send('correction')}>
          {t.correction.send}
        </button>
      </section>
      <section className={styles.section} aria-labelledby="erasure-heading">
        <h2 id="erasure-heading">{t.erasure.heading}</h2>
        <p>{t.erasure.lead}</p>
        <p>{t.erasure.noMail}</p>
        <label className={styles.check}>
          <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} /> {t.erasure.confirm}
        </label>
        <button type="button" className={styles.button} disabled={busy || !understood} onClick={() => void send('erasure')}>
          {t.erasure.send}
        </button>
      </section>
      <section className={styles.section} aria-labelledby="requests-heading">
        <h2 id="requests-heading">{t.list.heading}</h2>
        {!data?.length ? (
          <p>{t.list.none}</p>
        ) : (
          <ul className={styles.requests}>
            {data.map((r) => (
              <li key={r.id}>
                <strong>{t.kinds[r.kind]}</strong> — {t.statuses[r.status]}
                <br />
                {t.list.filed}: {displayDate(r.filedAt)} · {t.list.due}: {displayDate(r.dueBy)}
                {r.decisionNote ? (
                  <>
                    <br />
                    {t.list.note}: {r.decisionNote}
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
