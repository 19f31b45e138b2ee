'use client'

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { dayFromText } from '@/platform/validation/day-text'
import type { Validation } from '@/platform/validation/validation'

/**
 * The values / errors / submitting state every form of the site repeats.
 * Our own few lines rather than react-hook-form: the domain validators already
 * answer with per-field errors, and phones should download as little JavaScript as we can manage.
 */

export type FieldErrors<F extends string> = Partial<Record<F, string>>
export type { Validation }

/** The errors after `field` was edited: its own error goes ('all': every error goes). The same object when nothing changes. */
export function clearError<F extends string>(errors: FieldErrors<F>, field: string, scope: 'field' | 'all' = 'field'): FieldErrors<F> {
  if (scope === 'all') return Object.values(errors).some(Boolean) ? {} : errors
  return errors[field as F] ? { ...errors, [field]: undefined } : errors
}

/** The first field of `order` that has an error. */
export function firstInvalid<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined {
  return order.find((f) => errors[f])
}

/**
 * Only the first problem, as that field's error (the contact form's rule: one message at a time).
 * validateInput lists the errors in the schema's field order, so the first key is the first field.
 */
export function firstProblemOnly<T, F extends string>(checked: Validation<T, F>): Validation<T, F> {
  if (checked.ok) return checked
  const [first] = Object.keys(checked.errors) as F[]
  const errors: FieldErrors<F> = first ? ({ [first]: checked.errors[first] } as FieldErrors<F>) : {}
  return { ok: false, errors, message: checked.message }
}

/** What `send` answers when the page or the modal is going away: the form stays busy instead of coming back to life. */
export const LEAVING = 'leaving'

export type FormOptions<V, T, F extends string> = {
  initial: V
  validate: (values: V) => Validation<T, F>
  /** Fields in the order the page shows them: after a failed check, focus moves to the first one in error (none: focus stays). */
  focusOrder?: readonly F[]
  /** After a failed check, once the errors are set and before focus moves (e.g. the form's alert or banner). */
  onInvalid?: (errors: FieldErrors<F>, message: string) => void
  /** 'all' when one edit clears every field's error (the reset form's pair of passwords). */
  clearOnEdit?: 'field' | 'all'
}

export function useForm<V extends object, T, F extends string>({
  initial,
  validate,
  focusOrder,
  onInvalid,
  clearOnEdit = 'field',
}: FormOptions<V, T, F>) {
  const idPrefix = useId()
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [submitting, setSubmitting] = useState(false)
  // The state flag lags one render behind a double click; the ref does not.
  const busy = useRef(false)

  /** The id of a field's control, as `Field` and the focus after a failed check use it. */
  const fieldId = useCallback((field: string) => `${idPrefix}-${field}`, [idPrefix])

  // On a slow link a visitor may type before the page's scripts arrive (a cached page adds them once it has
  // shown its content: src/runtime/response-cache/defer-scripts.ts). The fields then hold what the form's state
  // does not know, and a check would call them empty: once alive, the form takes what its fields show.
  const typedBeforeAlive = (current: V): Partial<V> => {
    const typed: Record<string, unknown> = {}
    for (const [field, start] of Object.entries(initial)) {
      if (current[field as keyof V] !== start) continue
      const shown = shownValue(document.getElementById(`${idPrefix}-${field}`), start)
      if (shown !== undefined && shown !== start) typed[field] = shown
    }
    return typed as Partial<V>
  }
  useEffect(() => {
    const typed = typedBeforeAlive(initial)
    if (Object.keys(typed).length > 0) setValues((v) => ({ ...v, ...typed }))
    // Once, when the form comes alive.
  }, []) // eslint-disable-line react-hooks/exhaustive-deps

  /** An edit: the value changes and its error clears (spec §5). */
  const set = useCallback(
    <K extends keyof V>(field: K, value: V[K]) => {
      setValues((v) => ({ ...v, [field]: value }))
      setErrors((e) => clearError(e, String(field), clearOnEdit))
    },
    [clearOnEdit],
  )

  const reset = useCallback(() => setValues(initial), [initial])

  /**
   * The form's onSubmit: checks the values; on a problem shows the errors, calls
   * onInvalid and focuses the first field in error; otherwise clears the errors and
   * runs `send` with the checked value while `submitting` is on. A submit while one
   * runs is ignored.
   */
  const handleSubmit =
    (send: (value: T, values: V) => Promise<unknown> | unknown) =>
    async (e?: FormEvent): Promise<void> => {
      e?.preventDefault()
      if (busy.current) return
      // A submit right after hydration can come before the effect above has run: it takes the fields' text too.
      const typed = typedBeforeAlive(values)
      const current = Object.keys(typed).length > 0 ? { ...values, ...typed } : values
      if (current !== values) setValues(current)
      const checked = validate(current)
      if (!checked.ok) {
        setErrors(checked.errors)
        onInvalid?.(checked.errors, checked.message)
        const first = focusOrder && firstInvalid(focusOrder, checked.errors)
        if (first) document.getElementById(fieldId(first))?.focus()
        return
      }
      setErrors({})
      busy.current = true
      setSubmitting(true)
      let outcome: unknown
      try {
        outcome = await send(checked.value, current)
      } finally {
        if (outcome !== LEAVING) {
          busy.current = false
          setSubmitting(false)
        }
      }
    }

  return { values, errors, submitting, fieldId, set, setValues, setErrors, reset, handleSubmit }
}

/** What a field shows now, as the form keeps it (a checkbox's tick for a boolean), or undefined for no such field. */
function shownValue(element: HTMLElement | null, start: unknown): unknown {
  if (element instanceof HTMLInputElement && typeof start === 'boolean') return element.checked
  // A date field (DateInput) shows DD-MM-YYYY; the form keeps the 'YYYY-MM-DD' it stands for.
  if (element instanceof HTMLInputElement && element.dataset.dayText !== undefined)
    return typeof start === 'string' ? dayFromText(element.value) : undefined
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
    return typeof start === 'string' ? element.value : undefined
  }
  return undefined
}
