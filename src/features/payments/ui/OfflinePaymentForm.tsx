'use client'

import { useState } from 'react'

import { apiFetch, messageOf, SessionEndedError } from '@/features/accounts/ui/api'
import { Field } from '@/features/accounts/ui/Field'
import { DateInput } from '@/platform/ui/forms/DateInput'
import styles from '@/features/accounts/ui/forms.module.css'
import { indiaDay } from '@/features/membership/client'
import { OFFLINE_LIMITS, OfflinePaymentInput } from '@/features/payments/rules/offline-payment'
import { OFFLINE_PAYMENT_METHODS } from '@/features/payments/rules/payment-methods'
import { useForm } from '@/platform/ui/forms/useForm'
import { validateInput } from '@/platform/validation/validation'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { messageText } from '@/platform/i18n/messages'
import { DATE_INPUT_TEXT } from '@/platform/ui/forms/date-input-text'
import { fill } from '@/platform/i18n/define'
import { OFFLINE_FORM_TEXT, PAYMENT_METHOD_TEXT } from '@/features/payments/texts/receipts'
import type { OfflinePaymentResult } from '@/features/payments/operations/offline'

type FieldName = 'year' | 'amount' | 'method' | 'reference' | 'receivedOn' | 'note'
type Values = Record<FieldName, string>

/** Rupees as typed ('100', '100.50') → paise; anything else goes as typed, so the shared schema names the problem. */
function toPaise(rupees: string): number | string | undefined {
  const text = rupees.trim()
  if (!text) return undefined
  return /^\d{1,9}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : text
}

/** What the form sends, and what the shared schema checks first: the fields as typed, the amount in paise. */
const bodyOf = (v: Values) => ({ ...v, amount: toPaise(v.amount) })

/**
 * The office's form for dues paid outside Razorpay, shown in the
 * member file. The same schema as the server checks every field first; the
 * server's answer (a field's message, or a 409 for a year already paid) shows
 * beside its field or above the button, in the page's language.
 */
export function OfflinePaymentForm({
  memberId,
  year,
  onRecorded,
}: {
  memberId: number | string
  year: string
  onRecorded?: (result: OfflinePaymentResult) => void
}) {
  const { lang } = useLocale()
  const t = OFFLINE_FORM_TEXT[lang]
  const methods = PAYMENT_METHOD_TEXT[lang]
  // The fields keep their ids by member (offline-<id>-<field>), not the hook's: no focus move after a check, as before.
  const { values, errors, submitting, set, setErrors, handleSubmit } = useForm({
    initial: { year, amount: '', method: 'cash', reference: '', receivedOn: indiaDay(), note: '' },
    validate: (v: Values) => validateInput(OfflinePaymentInput, bodyOf(v), lang),
  })
  const [banner, setBanner] = useState<{ ok: boolean; text: string } | null>(null)
  const change = (name: FieldName) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    set(name, e.target.value)
  const id = (name: FieldName) => `offline-${memberId}-${name}`

  // The body as typed, not the schema's output: the server reads it with the same schema.
  const record = async (_checked: unknown, current: Values) => {
    try {
      const res = await apiFetch(`/api/admin/members/${memberId}/offline-payment`, { method: 'POST', json: bodyOf(current) })
      if (res.status === 201) {
        const result = (await res.json()) as OfflinePaymentResult
        setBanner({
          ok: true,
          text: fill(t.recorded, { number: result.payment.receiptNumber, membershipId: result.membership.membershipId ?? '—' }),
        })
        onRecorded?.(result)
        return
      }
      const field = res.headers.get('X-Error-Field') as FieldName | null
      const message = (await messageOf(res)) ?? t.failed
      if (field && field in current) setErrors({ [field]: message })
      else setBanner({ ok: false, text: message })
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setBanner({ ok: false, text: t.failed })
    }
  }

  const onSubmit = (e: React.FormEvent) => {
    setBanner(null)
    void handleSubmit(record)(e)
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={id('year') + '-heading'}>
      <h2 id={id('year') + '-heading'}>{t.heading}</h2>
      <div className={styles.grid}>
        <Field id={id('year')} name="year" label={t.year} error={errors.year} required>
          {(c) => <input {...c} inputMode="numeric" maxLength={4} value={values.year} onChange={change('year')} />}
        </Field>
        <Field id={id('amount')} name="amount" label={t.amount} hint={t.amountHint} error={errors.amount} required>
          {(c) => <input {...c} inputMode="decimal" value={values.amount} onChange={change('amount')} />}
        </Field>
        <Field id={id('method')} name="method" label={t.method} error={errors.method} required>
          {(c) => (
            <select {...c} value={values.method} onChange={change('method')}>
              {OFFLINE_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {methods[m]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('reference')} name="reference" label={t.reference} hint={t.referenceHint} error={errors.reference}>
          {(c) => <input {...c} maxLength={OFFLINE_LIMITS.reference} value={values.reference} onChange={change('reference')} />}
        </Field>
        <Field
          id={id('receivedOn')}
          name="receivedOn"
          label={t.receivedOn}
          hint={DATE_INPUT_TEXT[lang].hint}
          error={errors.receivedOn}
          required
        >
          {(c) => <DateInput {...c} value={values.receivedOn} onChange={(v) => set('receivedOn', v)} />}
        </Field>
        <Field id={id('note')} name="note" label={t.note} error={errors.note} wide>
          {(c) => <textarea {...c} rows={3} maxLength={OFFLINE_LIMITS.note} value={values.note} onChange={change('note')} />}
        </Field>
      </div>
      {banner ? (
        <p className={`${styles.banner} ${banner.ok ? styles.bannerOk : styles.bannerError}`} role={banner.ok ? 'status' : 'alert'}>
          {banner.ok ? banner.text : messageText(banner.text, lang)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting}>
          {submitting ? t.saving : t.submit}
        </button>
      </div>
    </form>
  )
}
