'use client'

import { useState } from 'react'

import { apiFetch, messageOf } from '@/features/accounts/ui/api'
import { useApi } from '@/features/accounts/ui/useApi'
import { NotReady } from '@/features/office/ui/AdminStates'
import styles from '@/features/office/ui/admin.module.css'
import { isRecord } from '@/features/office/ui/read-body'
import { displayDate } from '@/features/membership/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_TEXT } from '@/features/office/client'
import { PRIVACY_REQUESTS_TEXT } from '@/features/privacy/client'

type Row = {
  id: number
  kind: 'correction' | 'erasure'
  details: string | null
  member: { id: number; name: string; email: string } | null
  filedAt: string
  dueBy: string
  daysLeft: number
  overdue: boolean
  status: 'pending' | 'approved' | 'rejected'
  decisionNote: string | null
}
const readRows = (body: unknown): Row[] | null =>
  isRecord(body) && Array.isArray(body.docs) ? (body.docs.filter(isRecord) as unknown as Row[]) : null

/** GET /api/admin/data-requests with the pending/decided filter; each pending request can be approved or rejected (with a note). */
export function DataRequestsView() {
  const { lang } = useLocale()
  const t = PRIVACY_REQUESTS_TEXT[lang]
  const [filter, setFilter] = useState<'pending' | 'decided'>('pending')
  const { data, error, reload } = useApi(`/api/admin/data-requests?status=${filter}`, {
    read: readRows,
    failed: t.office.loadFailed,
    noToken: ADMIN_TEXT[lang].noToken,
  })
  const [notes, setNotes] = useState<Record<number, string>>({})
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)

  async function decide({ id, kind }: Row, decision: 'approve' | 'reject') {
    setOutcome(null)
    const res = await apiFetch(`/api/admin/data-requests/${id}/decision`, {
      method: 'POST',
      json: { decision, note: notes[id] || undefined },
    })
    // An approved erasure leaves no address to write to: the server sends no mail then.
    const done = kind === 'erasure' && decision === 'approve' ? t.office.erasedOk : t.office.decidedOk
    setOutcome(res.ok ? { ok: true, text: done } : { ok: false, text: (await messageOf(res)) ?? t.office.loadFailed })
    if (res.ok) reload()
  }

  return (
    <>
      <div role="group" aria-label={t.list.status} className={styles.actions}>
        {(['pending', 'decided'] as const).map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            className={filter === f ? styles.button : styles.secondary}
            onClick={() => setFilter(f)}
          >
            {t.office[f]}
          </button>
        ))}
      </div>
      <p role="status">{outcome?.text ?? ''}</p>
      {data === null ? (
        <NotReady error={error} loading={t.page.loading} />
      ) : data.length === 0 ? (
        <p className={styles.empty}>{t.office.none}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}>
          {data.map((r) => (
            <li
              key={r.id}
              data-request={r.id}
              style={{ border: '1px solid #d1d5db', borderRadius: 4, padding: '0.75rem', overflowWrap: 'anywhere' }}
            >
              <strong>{t.kinds[r.kind]}</strong> — {t.statuses[r.status]}
              {r.overdue ? <strong style={{ color: '#b91c1c' }}> · {t.office.overdue}</strong> : null}
              <br />
              {t.office.member}: {r.member ? `${r.member.name} (${r.member.email})` : '-'}
              <br />
              {t.list.filed}: {displayDate(r.filedAt)} · {t.list.due}: {displayDate(r.dueBy)} · {t.office.daysLeft}: {r.daysLeft}
              {r.details ? <p>{r.details}</p> : null}
              {r.decisionNote ? <p>{`${t.list.note}: ${r.decisionNote}`}</p> : null}
              {r.status === 'pending' ? (
                <div style={{ display: 'grid', gap: '0.5rem', marginTop: '0.5rem' }}>
                  <label htmlFor={`note-${r.id}`}>{t.office.note}</label>
                  <textarea
                    id={`note-${r.id}`}
                    rows={2}
                    maxLength={2000}
                    value={notes[r.id] ?? ''}
                    onChange={(e) => setNotes({ ...notes, [r.id]: e.target.value })}
                  />
                  <div className={styles.actions}>
                    <button type="button" className={styles.button} onClick={() => void decide(r, 'approve')}>
                      {t.office.approve}
                    </button>
                    <button type="button" className={styles.secondary} onClick={() => void decide(r, 'reject')}>
                      {t.office.reject}
                    </button>
                  </div>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
