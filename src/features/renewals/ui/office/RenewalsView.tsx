'use client'

import { useState } from 'react'

import { useSession } from '@/features/accounts/ui/session'
import { useApi } from '@/features/accounts/ui/useApi'
import { NotReady } from '@/features/office/ui/AdminStates'
import styles from '@/features/office/ui/admin.module.css'
import { isRecord, text } from '@/features/office/ui/read-body'
import { membershipYear } from '@/features/membership/client'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { ADMIN_TEXT } from '@/features/office/client'
import { fill } from '@/platform/i18n/define'
import { useForm } from '@/platform/ui/forms/useForm'
import { RENEWAL_TEXT } from '@/features/renewals/client'

import ui from '@/features/office/ui/users/users.module.css'
import own from './renewals.module.css'

const FIGURES = ['sent', 'delivered', 'failed', 'paidAfter', 'unsubscribed', 'skipped'] as const
type Step = { day: string } & Record<(typeof FIGURES)[number], number>
type Stats = { year: string; graceDate: string; reminderSteps: string[]; steps: Step[] }

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

function readStats(body: unknown): Stats | null {
  if (!isRecord(body) || !Array.isArray(body.steps) || !Array.isArray(body.reminderSteps)) return null
  return {
    year: text(body.year) ?? '',
    graceDate: text(body.graceDate) ?? '',
    reminderSteps: body.reminderSteps.filter((s): s is string => typeof s === 'string'),
    steps: body.steps
      .filter(isRecord)
      .map((s) => ({ day: text(s.day) ?? '', ...Object.fromEntries(FIGURES.map((f) => [f, num(s[f])])) }) as Step),
  }
}

/** 'MM-DD' → 'DD-MM', the site's day-first order. */
const dayMonth = (md: string) => md.split('-').reverse().join('-')

/**
 * The figures of GET /api/admin/renewals for a chosen year: one row per step
 * (the table scrolls sideways on a phone), then the settings, with a link to
 * the CMS to change them for admins (coordinators cannot open the CMS).
 */
export function RenewalsView() {
  const { lang } = useLocale()
  const t = RENEWAL_TEXT[lang].admin
  const { user } = useSession()
  const [year, setYear] = useState(() => membershipYear())
  const { values, set, handleSubmit } = useForm({
    initial: { year },
    // Any year typed: the API answers a wrong one, shown where the figures go.
    validate: (v: { year: string }) => ({ ok: true as const, value: v.year.trim() }),
  })
  const { data, error } = useApi(`/api/admin/renewals?year=${encodeURIComponent(year)}`, {
    read: readStats,
    failed: t.loadFailed,
    noToken: ADMIN_TEXT[lang].noToken,
  })

  return (
    <>
      <form className={own.yearForm} onSubmit={(e) => void handleSubmit((shown: string) => setYear(shown))(e)}>
        <label htmlFor="renewal-year">{t.year}</label>
        <input
          id="renewal-year"
          className={own.year}
          inputMode="numeric"
          value={values.year}
          onChange={(e) => set('year', e.target.value)}
          maxLength={4}
        />
        <button type="submit" className={styles.button}>
          {t.show}
        </button>
      </form>
      {data === null ? (
        <NotReady error={error} loading={t.loading} />
      ) : (
        <>
          {data.steps.every((s) => s.sent === 0 && s.skipped === 0) ? (
            <p className={styles.empty}>{fill(t.none, { year: data.year })}</p>
          ) : null}
          <p className={ui.hint} aria-hidden="true">
            {t.scrollHint}
          </p>
          <div className={ui.scroller} role="region" aria-labelledby="renewal-steps" tabIndex={0}>
            <table className={ui.table}>
              <caption id="renewal-steps" className={styles.srOnly}>
                {`${t.caption} (${data.year})`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.step}</th>
                  {FIGURES.map((f) => (
                    <th scope="col" key={f}>
                      {t[f]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.steps.map((s) => (
                  <tr key={s.day} data-step={s.day}>
                    <th scope="row">{dayMonth(s.day)}</th>
                    {FIGURES.map((f) => (
                      <td key={f} className={ui.mono} data-figure={f}>
                        {s[f]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={own.notes}>{t.notes}</p>
          <section className={own.settings} aria-labelledby="renewal-settings">
            <h2 id="renewal-settings">{t.settings}</h2>
            <dl>
              <div>
                <dt>{t.graceDate}</dt>
                <dd>{dayMonth(data.graceDate)}</dd>
              </div>
              <div>
                <dt>{t.steps}</dt>
                <dd>{data.reminderSteps.map(dayMonth).join(', ') || '-'}</dd>
              </div>
            </dl>
            {user?.role === 'admin' ? (
              <a href="/cms/globals/renewal-settings" className={styles.secondary}>
                {t.change}
              </a>
            ) : null}
          </section>
        </>
      )}
    </>
  )
}
