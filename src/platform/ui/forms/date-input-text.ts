import { bilingual } from '../../i18n/define'

/** The date fields of the forms (src/platform/ui/forms/DateInput.tsx): the format they take, shown under each. */
export const DATE_INPUT_TEXT = bilingual(
  {
    hint: 'DD-MM-YYYY, for example 25-01-1990',
    placeholder: 'DD-MM-YYYY',
  },
  {
    hint: 'दिन-माह-वर्ष, जैसे 25-01-1990',
    placeholder: 'दिन-माह-वर्ष',
  },
)
