'use client'

import { useRef, useState } from 'react'

import { apiFetch, SessionEndedError } from '@/features/accounts/ui/session'
import { useApi } from '@/features/accounts/ui/useApi'
import { PdfLink } from '@/features/content/ui/media/PdfLink'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { ADMIN_MEDIA_TEXT } from '@/features/content/texts/admin-media'
import type { NewsItem } from '@/features/content/presenters/news'

import admin from '@/features/office/ui/admin.module.css'
import { EmptyState, NotReady } from '@/features/office/ui/AdminStates'
import { asList } from '@/features/office/ui/read-body'
import { formatDay } from '@/features/office/ui/work-status'
import styles from './media.module.css'
import { NewsForm } from './NewsForm'

/** News & Events tab: the table of items, the Add/Edit modal and delete (spec §2, §5 'News'). */
export function NewsManager() {
  const { lang } = useLocale()
  const m = ADMIN_MEDIA_TEXT[lang]
  const t = m.news
  const { data, loading, error, reload, setData } = useApi('/api/admin/news', {
    read: asList<NewsItem>,
    failed: t.failed,
    serverMessage: false,
  })
  const items = data ?? []
  const [form, setForm] = useState<{ item: NewsItem | null; opener: HTMLElement } | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  const remove = async (item: NewsItem) => {
    if (!window.confirm(t.confirmDelete)) return
    setDeleting(item.id)
    try {
      const res = await apiFetch(`/api/admin/news/${item.id}`, { method: 'DELETE' })
      if (!res.ok) throw new Error(String(res.status))
      setData((list) => list.filter((n) => n.id !== item.id))
      // The row and its buttons are gone: keep keyboard users in the section.
      heading.current?.focus()
    } catch (err) {
      if (!(err instanceof SessionEndedError)) window.alert(t.deleteFailed)
    } finally {
      setDeleting(null)
    }
  }

  return (
    <section aria-labelledby="news-heading">
      <div className={styles.sectionHead}>
        <h2 id="news-heading" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          {t.heading}
        </h2>
        <button type="button" className={admin.button} onClick={(e) => setForm({ item: null, opener: e.currentTarget })}>
          <span aria-hidden="true">+</span> {t.add}
        </button>
      </div>
      {error || (loading && items.length === 0) ? (
        <NotReady error={error} loading={m.loading} />
      ) : items.length === 0 ? (
        <EmptyState text={t.empty} />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{m.titleField}</th>
              <th scope="col">{t.date}</th>
              <th scope="col">{t.pdf}</th>
              <th scope="col">{t.photo}</th>
              <th scope="col">{t.actions}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <th scope="row" className={styles.newsTitle}>
                  {item.title}
                </th>
                <td data-label={t.date}>
                  <time dateTime={item.date}>{formatDay(item.date, lang)}</time>
                </td>
                <td data-label={t.pdf}>
                  {item.pdfUrl ? <PdfLink href={item.pdfUrl} title={item.title} lang={lang} /> : <None text={t.noPdf} />}
                </td>
                <td data-label={t.photo}>
                  {item.photoUrl ? (
                    // Admin previews are small and few: the stored file as it is, no optimiser round trip.
                    <img
                      className={styles.newsThumb}
                      src={item.photoUrl}
                      alt={fill(t.photoAlt, { title: item.title })}
                      width={80}
                      height={60}
                      loading="lazy"
                    />
                  ) : (
                    <None text={t.noPhoto} />
                  )}
                </td>
                <td data-label={t.actions}>
                  <div className={styles.rowActions}>
                    <button type="button" className={admin.secondary} onClick={(e) => setForm({ item, opener: e.currentTarget })}>
                      {m.edit}
                      <span className={styles.srOnly}>{fill(t.itemSr, { title: item.title })}</span>
                    </button>
                    <button type="button" className={styles.danger} disabled={deleting === item.id} onClick={() => void remove(item)}>
                      {deleting === item.id ? m.deleting : m.delete}
                      <span className={styles.srOnly}>{fill(t.itemSr, { title: item.title })}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {form ? (
        <NewsForm
          item={form.item}
          opener={form.opener}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null)
            void reload()
          }}
        />
      ) : null}
    </section>
  )
}

function None({ text }: { text: string }) {
  return (
    <span className={styles.none}>
      <span aria-hidden="true">—</span>
      <span className={styles.srOnly}>{text}</span>
    </span>
  )
}
