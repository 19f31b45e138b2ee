'use client'

import { useRef, useState } from 'react'

import { apiFetch, SessionEndedError } from '@/components/account/session'
import { useApi } from '@/components/account/useApi'
import { formatDate } from '@/components/media/format'
import { PdfLink } from '@/components/media/PdfLink'
import type { NewsItem } from '@/presenters/news'

import admin from '../admin.module.css'
import { EmptyState, NotReady } from '../AdminStates'
import { asList } from '../read-body'
import styles from './media.module.css'
import { NewsForm } from './NewsForm'

/** News & Events tab: the table of items, the Add/Edit modal and delete (spec §2, §5 'News'). */
export function NewsManager() {
  const { data, loading, error, reload, setData } = useApi('/api/admin/news', { read: asList<NewsItem>, failed: 'Failed to fetch news items', serverMessage: false })
  const items = data ?? []
  const [form, setForm] = useState<{ item: NewsItem | null; opener: HTMLElement } | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  const remove = async (item: NewsItem) => {
    if (!window.confirm('Are you sure you want to delete this news item?')) return
    setDeleting(item.id)
    try {
      const res = await apiFetch(`/api/admin/news/${item.id}`, { method: 'DELETE' })
      if (!res.ok) throw new Error(String(res.status))
      setData((list) => list.filter((n) => n.id !== item.id))
      // The row and its buttons are gone: keep keyboard users in the section.
      heading.current?.focus()
    } catch (err) {
      if (!(err instanceof SessionEndedError)) window.alert('Error deleting news item')
    } finally {
      setDeleting(null)
    }
  }

  return (
    <section aria-labelledby="news-heading">
      <div className={styles.sectionHead}>
        <h2 id="news-heading" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          Manage News &amp; Events
        </h2>
        <button type="button" className={admin.button} onClick={(e) => setForm({ item: null, opener: e.currentTarget })}>
          <span aria-hidden="true">+</span> Add News
        </button>
      </div>
      {error || (loading && items.length === 0) ? (
        <NotReady error={error} loading="Loading..." />
      ) : items.length === 0 ? (
        <EmptyState text="No news items found" />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Date</th>
              <th scope="col">PDF</th>
              <th scope="col">Photo</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <th scope="row" className={styles.newsTitle}>
                  {item.title}
                </th>
                <td data-label="Date">
                  <time dateTime={item.date}>{formatDate(item.date)}</time>
                </td>
                <td data-label="PDF">{item.pdfUrl ? <PdfLink href={item.pdfUrl} title={item.title} /> : <None what="PDF" />}</td>
                <td data-label="Photo">
                  {item.photoUrl ? (
                    // Admin previews are small and few: the stored file as it is, no optimiser round trip.
                    <img className={styles.newsThumb} src={item.photoUrl} alt={`Photo: ${item.title}`} width={80} height={60} loading="lazy" />
                  ) : (
                    <None what="photo" />
                  )}
                </td>
                <td data-label="Actions">
                  <div className={styles.rowActions}>
                    <button type="button" className={admin.secondary} onClick={(e) => setForm({ item, opener: e.currentTarget })}>
                      Edit<span className={styles.srOnly}> news item: {item.title}</span>
                    </button>
                    <button type="button" className={styles.danger} disabled={deleting === item.id} onClick={() => void remove(item)}>
                      {deleting === item.id ? 'Deleting...' : 'Delete'}
                      <span className={styles.srOnly}> news item: {item.title}</span>
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

function None({ what }: { what: string }) {
  return (
    <span className={styles.none}>
      <span aria-hidden="true">—</span>
      <span className={styles.srOnly}>No {what}</span>
    </span>
  )
}
