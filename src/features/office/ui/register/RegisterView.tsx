'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'

import { useApi } from '@/features/accounts/ui/useApi'
import { EmptyState, NotReady } from '@/features/office/ui/AdminStates'
import styles from '@/features/office/ui/admin.module.css'
import { isRecord } from '@/features/office/ui/read-body'
import type { RegisterPage } from '@/features/office'
import { districtName } from '@/platform/i18n/districts'
import { Link, useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { REGISTER_TEXT } from '@/features/office/client'

import { DownloadRegister } from './DownloadRegister'
import { RegisterFilters } from './RegisterFilters'
import { RegisterStatusBadge } from './RegisterStatusBadge'
import { filtersOf, queryString, type Filters } from './register-query'
import ui from './register.module.css'

const readPage = (body: unknown): RegisterPage | null =>
  isRecord(body) && Array.isArray(body.docs) ? (body as unknown as RegisterPage) : null
const orDash = (v: string | null | undefined) => (v && v.trim() ? v : '-')

/**
 * The register: filters, the page of members, paging and the CSV of the filtered
 * list. The URL is the state: a filter or a page is a navigation (so back, reload and a
 * shared link show the same list), and the list loads from the URL's query.
 */
export function RegisterView() {
  const { lang } = useLocale()
  const t = REGISTER_TEXT[lang]
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const filters = filtersOf(new URLSearchParams(params.toString()))
  const qs = queryString(filters)
  const { data, error } = useApi(`/api/admin/members?${qs}`, { read: readPage, failed: t.failed })
  const go = (next: Filters) => router.push(`${pathname}${queryString(next) ? `?${queryString(next)}` : ''}`)
  const pageHref = (page: number) => `${pathname}?${queryString({ ...filters, page: page > 1 ? String(page) : undefined })}`

  return (
    <>
      {/* Keyed by the URL: back/forward puts the URL's filters in the form again. */}
      <RegisterFilters key={qs} filters={filters} onApply={go} />
      <div className={ui.toolbar}>
        <p className={ui.total} role="status">
          {data ? fill(t.total, { total: data.totalDocs }) : ''}
        </p>
        <DownloadRegister query={queryString({ ...filters, page: undefined, sort: undefined })} />
      </div>
      {data === null ? (
        <NotReady error={error} loading={t.loading} />
      ) : data.docs.length === 0 ? (
        <EmptyState title={t.emptyTitle} text={t.emptyText} />
      ) : (
        <>
          <p className={ui.hint}>{t.scrollHint}</p>
          <div className={ui.scroller} role="region" aria-labelledby="register-caption" tabIndex={0}>
            <table className={ui.table}>
              <caption id="register-caption" className={styles.srOnly}>
                {t.caption}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.name}</th>
                  <th scope="col">{t.columns.status}</th>
                  <th scope="col">{t.columns.membershipId}</th>
                  <th scope="col">{t.columns.district}</th>
                  <th scope="col">{t.columns.block}</th>
                  <th scope="col">{t.columns.contact}</th>
                  <th scope="col">{t.columns.ehrms}</th>
                </tr>
              </thead>
              <tbody>
                {data.docs.map((m) => (
                  <tr key={m.id}>
                    <th scope="row">
                      <Link href={`/admin/members/${m.id}`}>{m.name || '-'}</Link>
                    </th>
                    <td>
                      <RegisterStatusBadge status={m.status} />
                    </td>
                    <td>{orDash(m.membershipId)}</td>
                    <td>{orDash(m.district && districtName(m.district, lang))}</td>
                    <td>{orDash(m.block)}</td>
                    <td>
                      {m.email}
                      <br />
                      {orDash(m.phone)}
                    </td>
                    <td>{orDash(m.ehrms)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.totalPages > 1 ? (
            <nav className={ui.pager} aria-label={t.pagination}>
              {data.page > 1 ? <Link href={pageHref(data.page - 1)}>{t.previous}</Link> : null}
              <span>{fill(t.pageOf, { page: data.page, pages: data.totalPages })}</span>
              {data.page < data.totalPages ? <Link href={pageHref(data.page + 1)}>{t.next}</Link> : null}
            </nav>
          ) : null}
        </>
      )}
    </>
  )
}
