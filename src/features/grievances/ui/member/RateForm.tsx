'use client'

import { useState } from 'react'

import styles from '@/features/accounts/ui/forms.module.css'
import { useSend } from '@/features/accounts/ui/useSend'
import { GRIEVANCE_LIMITS } from '@/features/grievances/rules/grievances'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { GRIEVANCES_MEMBER_TEXT } from '@/features/grievances/texts/member'
import type { MemberCase } from '@/features/grievances/presenters/member'

import follow from './follow.module.css'

/** The rating of a resolved case's answer: 1–5 as radio buttons and an optional comment; once. */
export function RateForm({ caseNumber, onDone }: { caseNumber: string; onDone: (c: MemberCase, notice: string) => void }) {
  const t = GRIEVANCES_MEMBER_TEXT[useLocale().lang]
  const [rating, setRating] = useState<number | null>(null)
  const [comment, setComment] = useState('')
  const { send, sending, error, setError } = useSend(t.failed)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (rating === null) return setError(t.rateChoose)
    const updated = await send<MemberCase>(`/api/grievances/${encodeURIComponent(caseNumber)}/rating`, {
      method: 'POST',
      json: { rating, comment },
    })
    if (updated) onDone(updated, t.rated)
  }

  return (
    <section className={follow.section} aria-labelledby="rate-heading">
      <h2 id="rate-heading">{t.rateHeading}</h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="rate-heading">
        <fieldset className={follow.stars}>
          <legend>{t.rateLegend}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                aria-label={fill(t.rateStars, { n })}
              />
              {n}
            </label>
          ))}
        </fieldset>
        <label className={styles.label} htmlFor="rating-comment">
          {t.comment}
        </label>
        <textarea
          id="rating-comment"
          className={styles.input}
          rows={3}
          maxLength={GRIEVANCE_LIMITS.ratingComment}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        <p role="status" aria-live="polite" className={error ? `${styles.banner} ${styles.bannerError}` : styles.live}>
          {error}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={sending}>
            {sending ? t.sending : t.rateSubmit}
          </button>
        </div>
      </form>
    </section>
  )
}
