'use client'

import { dayFromText, dayText } from '@/platform/validation/day-text'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { DATE_INPUT_TEXT } from '@/platform/ui/forms/date-input-text'

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  /** The form's value: 'YYYY-MM-DD' for a real date, '' for none, or the text being typed. */
  value: string
  onChange: (value: string) => void
}

/**
 * A date field that shows and takes DD-MM-YYYY in every browser (a native date
 * input shows the browser's language's order, MM/DD/YYYY in English). The form
 * keeps 'YYYY-MM-DD', what the APIs take (src/platform/validation/day-text.ts).
 * `data-day-text` tells useForm to read the text the same way before hydration.
 */
export function DateInput({ value, onChange, ...rest }: Props) {
  const t = DATE_INPUT_TEXT[useLocale().lang]
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      placeholder={t.placeholder}
      maxLength={10}
      data-day-text=""
      value={dayText(value)}
      onChange={(e) => onChange(dayFromText(e.target.value))}
    />
  )
}
