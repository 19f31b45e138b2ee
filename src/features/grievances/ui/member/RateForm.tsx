'use client'

import styles from '@/features/accounts/ui/forms.module.css'
import { useSend } from '@/features/accounts/ui/useSend'
import { GRIEVANCE_LIMITS } from '@/features/grievances/rules/grievances'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { fill } from '@/platform/i18n/define'
import { useForm, type Validation } from '@/platform/ui/forms/useForm'
import { GRIEVANCES_MEMBER_TEXT } from '@/features/grievances/texts/member'
import type { MemberCase } from '@/features/grievances/presenters/member'

import follow from './follow.module.css'

type Draft = { rating: number | null; comment: string }
type Rating = { rating: number; comment: string }

const UNRATED: Draft = { rating: null, comment: '' }

/** A rating must be chosen; the comment may stay empty. `choose` is the page's own message for a missing rating. */
function checkRating(v: Draft, choose: string): Validation<Rating, 'rating'> {
  if (v.rating === null) return { ok: false, errors: { rating: choose }, message: choose }
  return { ok: true, value: { rating: v.rating, comment: v.comment } }
}

/** The rating of a resolved case's answer: 1–5 as radio buttons and an optional comment; once. */
export function RateForm({ caseNumber, onDone }: { caseNumber: string; onDone: (c: MemberCase, notice: string) => void }) {
  const t = GRIEVANCES_MEMBER_TEXT[useLocale().lang]
  const { send, error: sendError, setError: setSendError } = useSend(t.failed)
  const { values, errors, submitting, set, handleSubmit } = useForm({
    initial: UNRATED,
    validate: (v: Draft) => checkRating(v, t.rateChoose),
    // The check's message takes the server's place, as one message line; an edit then clears it.
    onInvalid: () => setSendError(null),
  })
  // One line for both: the missing rating, else what the server said.
  const error = errors.rating ?? sendError

  async function rate(rating: Rating) {
    const updated = await send<MemberCase>(`/api/grievances/${encodeURIComponent(caseNumber)}/rating`, { method: 'POST', json: rating })
    if (updated) onDone(updated, t.rated)
  }

  return (
    <section className={follow.section} aria-labelledby="rate-heading">
      <h2 id="rate-heading">{t.rateHeading}</h2>
      <form className={styles.form} onSubmit={(e) => void handleSubmit(rate)(e)} noValidate aria-labelledby="rate-heading">
        <fieldset className={follow.stars}>
          <legend>{t.rateLegend}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={values.rating === n}
                onChange={() => set('rating', n)}
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
          value={values.comment}
          onChange={(e) => set('comment', e.target.value)}
        />
        <p role="status" aria-live="polite" className={error ? `${styles.banner} ${styles.bannerError}` : styles.live}>
          {error}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting ? t.sending : t.rateSubmit}
          </button>
        </div>
      </form>
    </section>
  )
}
