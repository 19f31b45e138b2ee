'use client'

import { useState } from 'react'

import { useApi } from '@/features/accounts/ui/useApi'
import { NotReady } from '@/features/office/ui/AdminStates'
import styles from '@/features/office/ui/admin.module.css'
import { isRecord } from '@/features/office/ui/read-body'
import { displayDate } from '@/features/membership/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_TEXT } from '@/features/office/client'
import { PRIVACY_REQUESTS_TEXT } from '@/features/privacy/client'

import ui from '@/features/office/ui/users/users.module.css'

type Person = { id: number; name: string; email: string } | null
type Entry = { id: number; at: string; action: keyof (typeof PRIVACY_REQUESTS_TEXT)['en']['log']['actions']; actor: Person; member: Person }
type Page = { docs: Entry[]; page: number; totalPages: number }
const readPage = (body: unknown): Page | null => (isRecord(body) && Array.isArray(body.docs) ? (body as unknown as Page) : null)
const time = (iso: string) =>
  `${displayDate(iso)} ${new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' })}`

/** GET /api/admin/access-log, newest first, a page at a time; the table scrolls sideways on a phone. */
export function AccessLogView() {
  const { lang } = useLocale()
  const t = PRIVACY_REQUESTS_TEXT[lang].log
  const [page, setPage] = useState(1)
  const { data, error } = useApi(`/api/admin/access-log?page=${page}`, {
    read: readPage,
    failed: t.loadFailed,
    noToken: ADMIN_TEXT[lang].noToken,
  })
  if (data === null) return <NotReady error={error} loading={PRIVACY_REQUESTS_TEXT[lang].page.loading} />
  if (data.docs.length === 0) return <p className={styles.empty}>{t.none}</p>
  return (
    <>
      <div className={ui.scroller} role="region" aria-labelledby="access-log-caption" tabIndex={0}>
        <table className={ui.table}>
          <caption id="access-log-caption" className={styles.srOnly}>
            {t.title}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t.at}</th>
              <th scope="col">{t.actor}</th>
              <th scope="col">{t.action}</th>
              <th scope="col">{t.member}</th>
            </tr>
          </thead>
          <tbody>
            {data.docs.map((e) => (
              <tr key={e.id}>
                <td>{time(e.at)}</td>
                <td>{e.actor?.name ?? '-'}</td>
                <td>{t.actions[e.action] ?? e.action}</td>
                <td>{e.member ? <a href={`${lang === 'hi' ? '/hi' : ''}/admin/members/${e.member.id}`}>{e.member.name}</a> : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t.previous}
        </button>
        <button type="button" className={styles.secondary} disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
          {t.next}
        </button>
      </div>
    </>
  )
}
