'use client'

import { useState } from 'react'

import { apiFetch, messageOf, SessionEndedError } from '@/features/accounts/ui/api'
import { Field } from '@/features/accounts/ui/Field'
import { DateInput } from '@/platform/ui/forms/DateInput'
import styles from '@/features/accounts/ui/forms.module.css'
import { indiaDay } from '@/features/membership/client'
import { OFFLINE_LIMITS, OfflinePaymentInput } from '@/features/payments/rules/offline-payment'
import { OFFLINE_PAYMENT_METHODS, type OfflinePaymentMethod } from '@/features/payments/rules/payment-methods'
import { validateInput } from '@/platform/validation/validation'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { translateMessage } from '@/platform/i18n/api-messages'
import { DATE_INPUT_TEXT } from '@/platform/ui/forms/date-input-text'
import { fill } from '@/platform/i18n/define'
import { OFFLINE_FORM_TEXT, PAYMENT_METHOD_TEXT } from '@/features/payments/texts/receipts'
import type { OfflinePaymentResult } from '@/features/payments/operations/offline'

type FieldName = 'year' | 'amount' | 'method' | 'reference' | 'receivedOn' | 'note'
type Errors = Partial<Record<FieldName, string>>

/** Rupees as typed ('100', '100.50') → paise; anything else goes as typed, so the shared schema names the problem. */
function toPaise(rupees: string): number | string | undefined {
  const text = rupees.trim()
  if (!text) return undefined
  return /^\d{1,9}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : text
}

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
  const [values, setValues] = useState({
    year,
    amount: '',
    method: 'cash' as OfflinePaymentMethod,
    reference: '',
    receivedOn: indiaDay(),
    note: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [banner, setBanner] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (name: FieldName) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }))
  const id = (name: FieldName) => `offline-${memberId}-${name}`

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setBanner(null)
    const body = { ...values, amount: toPaise(values.amount) }
    const checked = validateInput(OfflinePaymentInput, body)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const res = await apiFetch(`/api/admin/members/${memberId}/offline-payment`, { method: 'POST', json: body })
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
      if (field && field in values) setErrors({ [field]: message })
      else setBanner({ ok: false, text: message })
    } catch (err) {
      if (!(err instanceof SessionEndedError)) setBanner({ ok: false, text: t.failed })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={id('year') + '-heading'}>
      <h2 id={id('year') + '-heading'}>{t.heading}</h2>
      <div className={styles.grid}>
        <Field id={id('year')} name="year" label={t.year} error={errors.year} required>
          {(c) => <input {...c} inputMode="numeric" maxLength={4} value={values.year} onChange={set('year')} />}
        </Field>
        <Field id={id('amount')} name="amount" label={t.amount} hint={t.amountHint} error={errors.amount} required>
          {(c) => <input {...c} inputMode="decimal" value={values.amount} onChange={set('amount')} />}
        </Field>
        <Field id={id('method')} name="method" label={t.method} error={errors.method} required>
          {(c) => (
            <select {...c} value={values.method} onChange={set('method')}>
              {OFFLINE_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {methods[m]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('reference')} name="reference" label={t.reference} hint={t.referenceHint} error={errors.reference}>
          {(c) => <input {...c} maxLength={OFFLINE_LIMITS.reference} value={values.reference} onChange={set('reference')} />}
        </Field>
        <Field
          id={id('receivedOn')}
          name="receivedOn"
          label={t.receivedOn}
          hint={DATE_INPUT_TEXT[lang].hint}
          error={errors.receivedOn}
          required
        >
          {(c) => <DateInput {...c} value={values.receivedOn} onChange={(receivedOn) => setValues((v) => ({ ...v, receivedOn }))} />}
        </Field>
        <Field id={id('note')} name="note" label={t.note} error={errors.note} wide>
          {(c) => <textarea {...c} rows={3} maxLength={OFFLINE_LIMITS.note} value={values.note} onChange={set('note')} />}
        </Field>
      </div>
      {banner ? (
        <p className={`${styles.banner} ${banner.ok ? styles.bannerOk : styles.bannerError}`} role={banner.ok ? 'status' : 'alert'}>
          {banner.ok ? banner.text : translateMessage(banner.text, lang)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          {busy ? t.saving : t.submit}
        </button>
      </div>
    </form>
  )
}
