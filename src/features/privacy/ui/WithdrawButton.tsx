'use client'

import { OneClickAction } from '@/features/accounts/ui/OneClickAction'
import { useLocale } from '@/platform/i18n/LocaleProvider'
import { CONSENT_CHOICES_TEXT } from '@/features/privacy/client'
import { fill } from '@/platform/i18n/define'

/** The one button of /withdraw-consent: posts the opt-in mail's signed token for that purpose. */
export function WithdrawButton({ token, purpose }: { token: string; purpose: 'newsletter' | 'whatsapp' }) {
  const all = CONSENT_CHOICES_TEXT[useLocale().lang]
  const what = { purpose: all.purposes[purpose] }
  const text = { ...all.withdraw, question: fill(all.withdraw.question, what), done: fill(all.withdraw.done, what) }
  return <OneClickAction endpoint="/api/consents/withdraw" body={{ token, purpose }} text={text} />
}
